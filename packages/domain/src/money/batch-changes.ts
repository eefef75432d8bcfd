// §4, approving a commission batch: what changed since the last approved batch of the same scope, so the approver
// sees a jump in the total, a worker who is new or no longer paid, or an amount that moved, before saying yes.

/** One worker's pay in a batch, in cents. */
export type PaidWorker = { workerId: string; name: string; paid: number };

export type PayChange = { workerId: string; name: string; before: number; after: number };

export type BatchChanges = {
  previousTotal: number;
  total: number;
  /** `total - previousTotal`, in cents. */
  totalChange: number;
  /** Paid now and not in the previous batch. */
  added: PaidWorker[];
  /** In the previous batch and not paid now. */
  removed: PaidWorker[];
  /** In both with another amount, the largest change first. */
  changed: PayChange[];
};

const sum = (workers: readonly PaidWorker[]): number => workers.reduce((total, worker) => total + worker.paid, 0);

/** The changes from the previous approved batch's pay to this batch's (both lists of included workers). */
export function batchChangesSince(previous: readonly PaidWorker[], current: readonly PaidWorker[]): BatchChanges {
  const before = new Map(previous.map((worker) => [worker.workerId, worker]));
  const now = new Map(current.map((worker) => [worker.workerId, worker]));
  const changed = current
    .flatMap((worker) => {
      const earlier = before.get(worker.workerId);
      return earlier && earlier.paid !== worker.paid
        ? [{ workerId: worker.workerId, name: worker.name, before: earlier.paid, after: worker.paid }]
        : [];
    })
    .sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before) || a.name.localeCompare(b.name));
  const previousTotal = sum(previous);
  const total = sum(current);
  return {
    previousTotal,
    total,
    totalChange: total - previousTotal,
    added: current.filter((worker) => !before.has(worker.workerId)),
    removed: previous.filter((worker) => !now.has(worker.workerId)),
    changed,
  };
}
