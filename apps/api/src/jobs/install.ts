import { PgBoss, type ConstructorOptions } from 'pg-boss';
import { jobNames } from './names.ts';

/** The schema that holds the job queue's tables, beside the product's own. */
export const jobSchema = 'pgboss';

/**
 * Creates the job queue's tables, or brings them to this version of pg-boss, as a migration does: `pnpm db:migrate`
 * (and the embedded database's start) runs it after the product's migrations; running servers never change them.
 */
export async function installJobQueue(
  connection: Pick<ConstructorOptions, 'db' | 'connectionString' | 'max' | 'backend'>,
) {
  const boss = new PgBoss({
    ...connection,
    schema: jobSchema,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  const failures: Error[] = [];
  boss.on('error', (error) => failures.push(error));
  await boss.start();
  // Queues are rows of those tables, made here too, so a server only works them.
  for (const name of jobNames) await boss.createQueue(name);
  await boss.stop({ graceful: false, close: true });
  if (failures[0]) throw failures[0];
}
