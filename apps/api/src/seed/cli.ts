import { parseArgs } from 'node:util';
import { migrate, openDatabase } from '../db/index.ts';
import { seed, type Scale } from './index.ts';

const usage =
  'Usage: pnpm seed [--scale demo|large] [--seed <number>] [--data-dir <folder>]  (DATABASE_URL selects PostgreSQL)';

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'demo' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
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
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: values['data-dir'] });
  try {
    const { applied } = await migrate(database);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    console.log(`Seeding the ${scale} data set into ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}…`);
    const counts = await seed(database, { scale, ...(seedValue === undefined ? {} : { seed: seedValue }) });
    // A bulk load leaves no planner statistics and no visibility map, and PGlite runs no autovacuum:
    // without this, counts over the large tables read the heap (a tip count: 275 ms instead of 15 ms).
    await database.db.execute('vacuum (analyze)');
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

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
