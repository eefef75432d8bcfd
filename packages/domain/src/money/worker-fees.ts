// The fee percents of a company's settings that its workers pay themselves: the employee fee on each advance, the
// savings fee on each savings transfer and the cash-out fee. Each is at most WORKER_FEE_PERCENT_CEILING percent of
// the money it is charged on (README, "Money guardrails"); the provider's own fees and the employer's share are not
// bounded here.
export const WORKER_FEE_PERCENT_FIELDS = [
  'employeeFeePercent',
  'savingEmployeeFeePercent',
  'cashoutFeePercent',
] as const;

export type WorkerFeePercentField = (typeof WORKER_FEE_PERCENT_FIELDS)[number];

export const WORKER_FEE_PERCENT_CEILING = 10;

export function isWorkerFeePercentField(field: string): field is WorkerFeePercentField {
  return (WORKER_FEE_PERCENT_FIELDS as readonly string[]).includes(field);
}

// The worker-paid fee percents given above the ceiling, in the order of WORKER_FEE_PERCENT_FIELDS.
export function workerFeesOverCeiling(
  settings: Partial<Record<WorkerFeePercentField, number>>,
): WorkerFeePercentField[] {
  return WORKER_FEE_PERCENT_FIELDS.filter((field) => {
    const value = settings[field];
    return value !== undefined && value > WORKER_FEE_PERCENT_CEILING;
  });
}
