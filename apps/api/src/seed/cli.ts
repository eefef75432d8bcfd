import { runCommand } from '../db/command.ts';
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { migrateLocked, openDatabase, withDataLock } from '../db/index.ts';
import { companies } from '../db/schema/index.ts';
import { seed, type Scale } from './index.ts';

const usage =
  'Usage: pnpm seed [--scale demo|large] [--seed <number>] [--data-dir <folder>] [--if-empty]  (DATABASE_URL selects PostgreSQL, DATA_DIR the embedded folder)';

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'demo' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      'if-empty': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  // Every seeded account signs in with the published demo password; a production server refuses to start over them.
  if (process.env.NODE_ENV === 'production') {
    console.error(
      'pnpm seed loads demo accounts whose password is published; it does not run with NODE_ENV=production.',
    );
    return 2;
  }
  if (values.scale !== 'demo' && values.scale !== 'large') {
    console.error(`Unknown scale "${values.scale}". ${usage}`);
    return 2;
  }
  const scale: Scale = values.scale;
  const seedValue = values.seed === undefined ? undefined : Number(values.seed);
  if (seedValue !== undefined && !Number.isInteger(seedValue)) {
    console.error(`--seed must be an integer. ${usage}`);
    return 2;
  }
  const started = performance.now();
  const database = await openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: values['data-dir'] ?? (process.env.DATA_DIR || undefined),
  });
  try {
    // One lock over the migrations and the seed: several seeds started at once on one new database take turns, and
    // each later one finds the companies there (and says so, or with --if-empty leaves quietly).
    const counts = await withDataLock(database, async (locked) => {
      const { applied } = await migrateLocked(locked);
      if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
      const [existing] = await locked.db.select({ count: sql<number>`count(*)::int` }).from(companies);
      if ((existing?.count ?? 0) > 0) {
        if (values['if-empty']) return null;
        throw new Error('The database already holds companies; seed only an empty database (or pass --if-empty).');
      }
      console.log(`Seeding the ${scale} data set into ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}…`);
      return seed(locked, { scale, ...(seedValue === undefined ? {} : { seed: seedValue }) });
    });
    if (!counts) {
      console.log('The database already holds companies; nothing was seeded.');
      return 0;
    }
    const seconds = (performance.now() - started) / 1000;
    const width = Math.max(...Object.keys(counts).map((name) => name.length));
    for (const [table, count] of Object.entries(counts))
      console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en-US').padStart(10)}`);
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(`Seeded ${total.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s.`);
    return 0;
  } finally {
    await database.close();
  }
};

runCommand(main);
