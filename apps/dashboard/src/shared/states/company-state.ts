import { atom } from 'jotai';
import type { ShellCompany } from '../session/shell-company.ts';

// The company being viewed: company-info's answer for the selected company.
export const companyState = atom<ShellCompany | null>(null);
