import { atom } from 'jotai';

// §2: the dynamic commission permissions call's count; zero hides Sales Commissions.
export const dynamicCommissionCountState = atom(0);
