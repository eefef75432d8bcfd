// The same file uploaded twice applies every row twice. Two uploads hold the same content when they carry the same
// rows, whatever their order, spacing or line endings: the key below is the rows' cells, trimmed, each row written as
// JSON (so no cell can run into the next), rows sorted. Callers put in what identifies a row (a worker, a date, an
// amount), and may add a first row of context (the kind of file); the API stores a hash of the key.
export function uploadContentKey(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows
    .map((row) => JSON.stringify(row.map((cell) => (typeof cell === 'string' ? cell.trim() : cell))))
    .sort()
    .join('\n');
}

// A pay period's deduction file speaks one format both ways (§7 deductions): the file its Download gives is a file its
// Upload takes, and the template is that file without the provider's fee. In this order in every file written.
export const DEDUCTION_FILE_COLUMNS = ['payrollFileNumber', 'workerId', 'name', 'amount', 'code', 'fee'] as const;
export type DeductionFileColumn = (typeof DEDUCTION_FILE_COLUMNS)[number];

/** The columns an uploaded deduction file must have: who (both ids, which must agree) and how much. */
export const DEDUCTION_FILE_REQUIRED_COLUMNS = [
  'payrollFileNumber',
  'workerId',
  'amount',
] as const satisfies readonly DeductionFileColumn[];

/**
 * `code`: the deduction code the employer's payroll system books the amount under (e.g. `EWA`), at most
 * `MAX_DEDUCTION_CODE_LENGTH` characters. It may be empty or left out, when payroll needs none.
 */
export const MAX_DEDUCTION_CODE_LENGTH = 32;

/**
 * Written for the reader and never read back: `name` (the worker is the one of `workerId`) and `fee` (the provider's
 * fee on the advances, which the provider sets, never a file). A file downloaded, edited and uploaded again keeps them
 * without harm.
 */
export const DEDUCTION_FILE_IGNORED_COLUMNS = ['name', 'fee'] as const satisfies readonly DeductionFileColumn[];

/** The columns the employer fills in: every column but the provider's fee (the template, the employer's download). */
export const DEDUCTION_FILE_EMPLOYER_COLUMNS = DEDUCTION_FILE_COLUMNS.filter((column) => column !== 'fee');
