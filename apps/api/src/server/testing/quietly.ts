import type { Db } from '../../db/index.ts';
import { freshSnapshot } from '../../db/snapshots.ts';

/**
 * Runs `attempt` until one run begins and ends in the same database snapshot, and answers that run's result. On a
 * PostgreSQL server the snapshot is the whole server's: the other test files' commits, in their own databases,
 * move it too. Behaviour promised "while nothing changes" is checked on a run in which nothing did.
 */
export async function quietly<T>(db: Db, attempt: () => Promise<T>): Promise<T> {
  for (let run = 0; run < 100; run += 1) {
    const before = await freshSnapshot(db);
    const result = await attempt();
    if ((await freshSnapshot(db)) === before) return result;
  }
  throw new Error('The database never stayed unchanged for the length of one attempt.');
}
