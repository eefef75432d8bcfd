import { sql } from 'drizzle-orm';
import { migrateLocked, withDataLock, type Database, type MigrateResult } from '../db/index.ts';
import { companies } from '../db/schema/index.ts';
import { seedCommissions } from './areas/commissions.ts';
import { seedCompanies } from './areas/companies.ts';
import { seedEwa } from './areas/ewa.ts';
import { seedInsurance } from './areas/insurance.ts';
import { seedNotifications } from './areas/notifications.ts';
import { seedTips } from './areas/tips.ts';
import { seedWorkers } from './areas/workers.ts';
import { createContext, type Scale } from './context.ts';

export { accountSpecs, companySpecs, demoPassword, internalDomain, islaIrsiCodes } from './catalog.ts';
export type { Scale } from './context.ts';

/** The fixed "today" of the demo data, so screenshots and tests stay stable. */
export const demoToday = '2026-11-20';
export const defaultSeed = 20_261_120;

export type SeedOptions = { scale: Scale; seed?: number; today?: string };

/** Row counts per table. */
export type SeedCounts = Record<string, number>;

// Tables whose ids the seed writes itself: their identity sequences must continue after the seeded rows.
const identityTables = [
  'worker_status_log',
  'ewa_transfers',
  'commission_batch_events',
  'insurance_ledger_entries',
  'insurance_events',
  'tip_records',
  'tip_split_items',
  'worker_hours',
  'audit_events',
] as const;

/**
 * Fills an empty, migrated database with the deterministic demo (or large) data set, in one transaction, then gathers
 * the planner's statistics on it.
 */
export const seed = async (database: Database, options: SeedOptions): Promise<SeedCounts> => {
  const today = options.today ?? demoToday;
  const seedValue = options.seed ?? defaultSeed;
  const [existing] = await database.db.select({ count: sql<number>`count(*)::int` }).from(companies);
  if ((existing?.count ?? 0) > 0) {
    throw new Error('The database already holds companies; seed only an empty database.');
  }
  const counts = await database.db.transaction(async (tx) => {
    const context = createContext(tx, { scale: options.scale, seed: seedValue, today });
    await seedCompanies(context);
    await seedWorkers(context);
    await seedEwa(context);
    await seedCommissions(context);
    await seedInsurance(context);
    await seedTips(context);
    await seedNotifications(context);
    for (const table of identityTables) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
    }
    return Object.fromEntries(Object.entries(context.counts).sort(([a], [b]) => a.localeCompare(b)));
  });
  // A bulk load leaves no planner statistics and no visibility map, and PGlite runs no autovacuum. Without them the
  // planner takes each seeded table for empty: the tips dashboard's payroll activity for 92 days nested its loops over
  // 5,510 rows and took 24 s on PGlite instead of 0.2 s, and counts over the large tables read the heap (a tip count:
  // 275 ms instead of 15 ms).
  await database.db.execute('vacuum (analyze)');
  return counts;
};

/** Seeds the demo data set when the database has no company yet; answers the counts, or null when it had data. */
export const seedIfEmpty = async (
  database: Database,
  options: Partial<SeedOptions> = {},
): Promise<SeedCounts | null> => {
  const [existing] = await database.db.select({ count: sql<number>`count(*)::int` }).from(companies);
  if ((existing?.count ?? 0) > 0) return null;
  return seed(database, { scale: options.scale ?? 'demo', ...options });
};

export type PrepareResult = MigrateResult & { seeded: SeedCounts | null };

/**
 * What a development start does to its database: apply the pending migrations, then seed the demo data set if no
 * company exists yet, both under the one data lock. Several processes started together on one new database (two
 * `pnpm start` on one PostgreSQL) take turns: the first migrates and seeds, the others find both done.
 */
export const migrateAndSeedIfEmpty = async (
  database: Database,
  options: Partial<SeedOptions> = {},
): Promise<PrepareResult> =>
  withDataLock(database, async (locked) => {
    const { applied } = await migrateLocked(locked);
    return { applied, seeded: await seedIfEmpty(locked, options) };
  });
