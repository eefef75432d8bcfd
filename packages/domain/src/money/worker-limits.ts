// A worker's earned-wage-access limits may not exceed what the company allows per pay period: its settings
// are the caps. Money limits (the per-worker limit and the amount per pay period) are capped by the company's
// amount per pay period; the transactions per pay period by the company's transaction count.
export type WorkerLimits = { limitForUser: number; amountLimitPerPP: number; transactionLimitPerPP: number };

export type WorkerLimitCaps = { amountLimitPerPayPeriod: number; transactionLimitPerPayPeriod: number };

export type WorkerLimitOverCap = { field: keyof WorkerLimits; cap: number };

export function workerLimitsOverCaps(limits: Partial<WorkerLimits>, caps: WorkerLimitCaps): WorkerLimitOverCap[] {
  const over: WorkerLimitOverCap[] = [];
  for (const field of ['limitForUser', 'amountLimitPerPP'] as const) {
    const value = limits[field];
    if (value !== undefined && value > caps.amountLimitPerPayPeriod)
      over.push({ field, cap: caps.amountLimitPerPayPeriod });
  }
  const count = limits.transactionLimitPerPP;
  if (count !== undefined && count > caps.transactionLimitPerPayPeriod) {
    over.push({ field: 'transactionLimitPerPP', cap: caps.transactionLimitPerPayPeriod });
  }
  return over;
}
