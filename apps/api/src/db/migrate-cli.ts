import { runCommand } from './command.ts';
import { parseArgs } from 'node:util';
import { describeUrl, migrate, openDatabase } from './index.ts';

// `pnpm db:migrate`: the one step that changes a deployed database's schema, run before new instances start
// (production servers never migrate on their own). Safe to start several at once: they take turns on the data
// lock and the later ones find nothing pending.
const usage =
  'Usage: pnpm db:migrate [--data-dir <folder>]  (DATABASE_URL selects PostgreSQL, DATA_DIR the embedded folder)';

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const url = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({ url, dataDir: values['data-dir'] ?? (process.env.DATA_DIR || undefined) });
  try {
    const where = url ? `PostgreSQL at ${describeUrl(new URL(url))}` : 'the embedded database';
    const { applied } = await migrate(database);
    console.log(
      applied.length > 0
        ? `Applied migrations to ${where}: ${applied.join(', ')}`
        : `No pending migrations in ${where}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
};

runCommand(main);
