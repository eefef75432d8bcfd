import { parseArgs } from 'node:util';
import { runCommand } from './command.ts';
import { createFirstAccount } from './first-account.ts';
import { openDatabase } from './index.ts';

// `pnpm account:first --email … --first-name … --last-name …`: the first internal staff account of a new database.
// The one-time link is printed here, to the operator who ran the command, and nowhere else (not in any log).
const usage =
  'Usage: pnpm account:first --email <address> --first-name <name> --last-name <name> [--data-dir <folder>]  (DATABASE_URL selects PostgreSQL, PUBLIC_ORIGIN the link\u2019s origin, OIDC_ISSUER a hosted provider)';

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (!values.email || !values['first-name'] || !values['last-name']) {
    console.error(usage);
    return 2;
  }
  const hosted = Boolean(process.env.OIDC_ISSUER?.trim());
  const origin = process.env.PUBLIC_ORIGIN?.trim().replace(/\/$/, '');
  if (!hosted && !origin) {
    console.error('Set PUBLIC_ORIGIN (the dashboard\u2019s address) so the first sign-in link points at it.');
    return 2;
  }
  const url = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({ url, dataDir: values['data-dir'] ?? (process.env.DATA_DIR || undefined) });
  try {
    const result = await createFirstAccount(
      database,
      { email: values.email, firstName: values['first-name'], lastName: values['last-name'] },
      { embeddedOrigin: hosted ? null : origin! },
    );
    if (result.outcome === 'refused') {
      console.error(result.reason);
      return 1;
    }
    console.log(
      result.link
        ? `Created ${values.email.trim().toLowerCase()}, internal staff. Open this link within 7 days to set the password (it works once):\n${result.link}`
        : `Created ${values.email.trim().toLowerCase()}, internal staff. They sign in at ${process.env.OIDC_ISSUER} with this verified e-mail.`,
    );
    return 0;
  } finally {
    await database.close();
  }
};

runCommand(main);
