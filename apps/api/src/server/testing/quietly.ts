import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/index.ts';
import { freshSnapshot } from '../../db/snapshots.ts';

/**
 * Runs `attempt` until one run begins and ends in the same database snapshot, and answers that run's result. On a
 * PostgreSQL server the snapshot is the whole server's: the other test files' commits, in their own databases,
 * move it too, in bursts. Behaviour promised "while nothing changes" is checked on a run in which nothing did; a run
 * that saw a change is tried again after a short pause, for up to half a minute.
 */
export async function quietly<T>(db: Db, attempt: () => Promise<T>, { patienceMs = 30_000 } = {}): Promise<T> {
  const giveUpAt = Date.now() + patienceMs;
  for (let run = 0; run === 0 || Date.now() < giveUpAt; run += 1) {
    const before = await freshSnapshot(db);
    const result = await attempt();
    if ((await freshSnapshot(db)) === before) return result;
    await sleep(Math.min(2 ** run, 20));
  }
  throw new Error(`The database never stayed unchanged for the length of one attempt in ${patienceMs / 1000} s.`);
}
