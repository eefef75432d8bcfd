// What a notification says, as data: a message key and its values. The API keeps an English title and body
// (for API callers and logs); the dashboard writes the message in the reader's language from the key and the
// values (dates as YYYY-MM-DD, counts as numbers).
export const notificationMessageKeys = [
  'batch-submitted',
  'batch-approved',
  'batch-rejected',
  'batch-rejected-reason',
  'insurance-applied',
  'invoice-due',
  'deduction-file-missing',
  'tips-locked',
  'tips-locked-reason',
  'tips-unrecognized-roles',
  'bank-details-changed',
  'report-ready',
  'report-failed',
] as const;

export type NotificationMessageKey = (typeof notificationMessageKeys)[number];

export type NotificationMessage = { key: NotificationMessageKey; values: Record<string, string | number> };

export type NotificationText = { title: string; body: string; message: NotificationMessage };

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

// Calendar dates as a payroll admin reads them (Nov 25, 2026).
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const readableDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
const period = (start: string, end: string) => `${readableDate(start)} to ${readableDate(end)}`;

// Reports as the dashboard's reports page names them.
const reportNames: Record<string, string> = {
  deductions: 'Deductions summary',
  transactions: 'Transfers',
  invoices: 'Fees and invoices',
  workers: 'Workers',
  tips: 'Tips',
  'payroll-activity': 'Payroll activity',
  commissions: 'Commissions',
  'insurance-balances': 'Insurance balances',
};
const reportName = (type: string) => reportNames[type] ?? type;
const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const text = (
  key: NotificationMessageKey,
  values: Record<string, string | number>,
  title: string,
  body: string,
): NotificationText => ({
  title,
  body: body.slice(0, 2000),
  message: { key, values },
});

export const notificationText = {
  batchSubmitted: (start: string, end: string, creator: string) =>
    text(
      'batch-submitted',
      { start, end, creator },
      'Batch waiting for approval',
      `The commission batch for ${period(start, end)} was submitted by ${creator} and waits for an approver.`,
    ),
  batchApproved: (start: string, end: string) =>
    text(
      'batch-approved',
      { start, end },
      'Batch approved',
      `The commission batch for ${period(start, end)} was approved and goes to payroll.`,
    ),
  batchRejected: (start: string, end: string, reason: string | null | undefined) =>
    reason
      ? text(
          'batch-rejected-reason',
          { start, end, reason },
          'Batch rejected',
          `The commission batch for ${period(start, end)} was rejected: ${reason}`,
        )
      : text(
          'batch-rejected',
          { start, end },
          'Batch rejected',
          `The commission batch for ${period(start, end)} was rejected.`,
        ),
  insuranceApplied: (file: string, rows: number, workers: number) =>
    text(
      'insurance-applied',
      { file, rows, workers },
      'Insurance file processed',
      `${file} was applied: ${count(rows, 'row')} for ${count(workers, 'worker')}.`,
    ),
  invoiceDue: (code: string, group: string, due: string) =>
    text(
      'invoice-due',
      { code, group, due },
      'Invoice due soon',
      `Invoice ${code} of group ${group} is due on ${readableDate(due)}.`,
    ),
  deductionFileMissing: (group: string, start: string, end: string, due: string) =>
    text(
      'deduction-file-missing',
      { group, start, end, due },
      'Deduction file missing',
      `The deduction file of group ${group} for ${period(start, end)} is due to payroll on ${readableDate(due)} and has not been sent.`,
    ),
  tipsLocked: (group: string, start: string, end: string, reason: string | null | undefined) =>
    reason
      ? text(
          'tips-locked-reason',
          { group, start, end, reason },
          'Tip days locked',
          `Tips of group ${group} for ${period(start, end)} are locked while payroll runs (${reason}); they cannot change until the lock is released.`,
        )
      : text(
          'tips-locked',
          { group, start, end },
          'Tip days locked',
          `Tips of group ${group} for ${period(start, end)} are locked while payroll runs; they cannot change until the lock is released.`,
        ),
  tipsUnrecognizedRoles: (group: string, day: string, tips: number) =>
    text(
      'tips-unrecognized-roles',
      { group, day, tips },
      'Tips with unknown roles',
      `${count(tips, 'tip')} of group ${group} on ${readableDate(day)} came in with a role no rule knows; give each a role before the day is split.`,
    ),
  // The time is Puerto Rico's, as HH:MM on a 24-hour clock; only the account number's last four digits are ever told.
  bankDetailsChanged: (who: string, day: string, time: string, last4: string) =>
    text(
      'bank-details-changed',
      { who, day, time, last4 },
      'Bank details changed',
      `${who} replaced the company's bank details on ${readableDate(day)} at ${time} (Puerto Rico time). Payroll money now goes to the account ending in ${last4}.`,
    ),
  // `report` is the report's type in camel case (transactions, payrollActivity …): the dashboard names it in the
  // reader's language by it.
  reportReady: (type: string, start: string, end: string) =>
    text(
      'report-ready',
      { report: camelCase(type), start, end },
      'Report ready',
      `The report “${reportName(type)}” for ${period(start, end)} is ready to download.`,
    ),
  reportFailed: (type: string, start: string, end: string) =>
    text(
      'report-failed',
      { report: camelCase(type), start, end },
      'Report failed',
      `The report “${reportName(type)}” for ${period(start, end)} could not be built; generate it again, and if it fails again, contact support.`,
    ),
};
