import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchChangesSince, type PaidWorker } from './batch-changes.ts';

const worker = (workerId: string, paid: number): PaidWorker => ({ workerId, name: `Worker ${workerId}`, paid });

describe('the changes since the last approved batch', () => {
  it('name the workers added, removed and paid another amount, largest change first, and the total’s move', () => {
    const previous = [worker('a', 10_000), worker('b', 5_000), worker('c', 2_500), worker('d', 1_000)];
    const current = [worker('a', 10_000), worker('b', 7_500), worker('c', 500), worker('e', 4_000)];
    expect(batchChangesSince(previous, current)).toEqual({
      previousTotal: 18_500,
      total: 22_000,
      totalChange: 3_500,
      added: [worker('e', 4_000)],
      removed: [worker('d', 1_000)],
      changed: [
        { workerId: 'b', name: 'Worker b', before: 5_000, after: 7_500 },
        { workerId: 'c', name: 'Worker c', before: 2_500, after: 500 },
      ],
    });
  });

  it('are none between two batches that pay the same', () => {
    const same = [worker('a', 1), worker('b', 2)];
    expect(batchChangesSince(same, [...same].reverse())).toMatchObject({
      totalChange: 0,
      added: [],
      removed: [],
      changed: [],
    });
  });

  it('order equal changes by name', () => {
    const changes = batchChangesSince([worker('b', 100), worker('a', 100)], [worker('b', 200), worker('a', 0)]);
    expect(changes.changed.map((change) => change.workerId)).toEqual(['a', 'b']);
  });

  it('always account for the whole move of the total, to the cent', () => {
    const pay = fc.uniqueArray(
      fc.record({
        workerId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
        paid: fc.integer({ min: 0, max: 10_000_000 }),
      }),
      { selector: (entry) => entry.workerId },
    );
    fc.assert(
      fc.property(pay, pay, (before, after) => {
        const previous = before.map((entry) => worker(entry.workerId, entry.paid));
        const current = after.map((entry) => worker(entry.workerId, entry.paid));
        const changes = batchChangesSince(previous, current);
        const moved =
          changes.added.reduce((total, entry) => total + entry.paid, 0) -
          changes.removed.reduce((total, entry) => total + entry.paid, 0) +
          changes.changed.reduce((total, entry) => total + entry.after - entry.before, 0);
        expect(moved).toBe(changes.totalChange);
      }),
    );
  });
});
