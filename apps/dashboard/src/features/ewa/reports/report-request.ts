import type { ReportType } from '../api/ewa-types.ts';

// The EWA reports: deductions summary, transfers and fees (the contract's deductions, transactions and invoices).
export const EWA_REPORT_TYPES = ['deductions', 'transactions', 'invoices'] as const satisfies readonly ReportType[];

export type ReportDraft = { type: ReportType; startDate: string; endDate: string; workerGroupCode: string | 'all' };

export type ReportError = { path: '/startDate' | '/endDate'; code: 'required' | 'order' | 'too-long' | 'future' };

const DAY = 24 * 60 * 60 * 1000;
const days = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY;

export function validateReportDraft(draft: ReportDraft, today: string): ReportError[] {
  const errors: ReportError[] = [];
  if (draft.startDate === '') errors.push({ path: '/startDate', code: 'required' });
  if (draft.endDate === '') errors.push({ path: '/endDate', code: 'required' });
  if (errors.length > 0) return errors;
  if (draft.startDate > today) errors.push({ path: '/startDate', code: 'future' });
  if (draft.endDate < draft.startDate) errors.push({ path: '/endDate', code: 'order' });
  else if (days(draft.startDate, draft.endDate) > 366) errors.push({ path: '/endDate', code: 'too-long' });
  return errors;
}

// The month to date by default: what a payroll admin reconciles most often.
export function defaultReportDraft(today: string): ReportDraft {
  return { type: 'deductions', startDate: `${today.slice(0, 8)}01`, endDate: today, workerGroupCode: 'all' };
}
