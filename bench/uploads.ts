// How long the server takes to check and accept, or refuse, the largest files of the contract's three uploads, on
// the large data set and the PostgreSQL server: the figures for deciding whether the file check must leave the
// request. One server; each upload sent as the dashboard sends it (JSON body with the file as `csv`, CSRF header,
// Idempotency-Key), timed from the request sent to the answer read (loopback: the transfer is negligible). For each
// upload, in rounds so a shared machine's drift touches every side alike: a 50-row file (the reference), the largest
// file a company of the data set can send, and the same file with one bad cell in its last row (422, nothing
// written: every row is checked before the refusal). One warm-up round, then the median of three. Informative: no
// budget yet.
//
// - Deductions (uploadDeductions): every worker of the data set's largest worker group (Caribe 501; a worker
//   appears once in a file) for its pay period still waiting for its file, sent by the provider's staff, the one
//   demo account that may upload Caribe's files. Each file after the first replaces the one before (`replace`),
//   as a corrected file does. Amounts 0.00, never more than a worker owes; the code changes each round, so no file
//   repeats an earlier one.
// - Commissions (uploadCommissionFile, internal staff only): a deals file of 20,000 rows (the most `readCsv` takes)
//   of Costa's workers and brands for the pay period of its newest draft batches, which it feeds; each after the
//   first replaces the one before (same kind and dates). New deal numbers every round.
// - Insurance ledger (uploadInsuranceFile, insurance@isla.example): 20,000 rows over Isla's insured workers, each a
//   debt then a payment of it on the ledger's last day (no credit, so no confirmation asked); amounts change each
//   round.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { largePostgres } from './support/databases.ts';
import { median } from './support/median.ts';
import { processorSeconds } from './support/processor-time.ts';
import { benchPorts, startServer } from './support/server.ts';
import { sessionCookieWithoutPages } from './support/sign-in.ts';
import type { Benchmark, Measurement } from './types.ts';

const ROUNDS = 3;
const SMALL_ROWS = 50;
/** `readCsv`'s limit (apps/api/src/handlers/csv-upload.ts). */
const MAX_ROWS = 20_000;

type Body = Record<string, unknown>;
type Upload = {
  name: string;
  path: string;
  cookie: string;
  /** The body of round `round` (0: the warm-up); `bad` puts one bad cell in the file's last row. */
  small: (round: number) => Body;
  large: (round: number, bad: boolean, rows: number) => Body;
  largestRows: number;
};
type Case = { name: string; body: (round: number) => Body; expected: number; rows: number };
type Sent = { ms: number; serverMs: number };

const cell = (value: string): string => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvOf = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  [header, ...rows].map((row) => row.map(cell).join(',')).join('\n') + '\n';
const dollars = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const round1 = (value: number): number => Math.round(value * 10) / 10;
const count = (rows: number): string => rows.toLocaleString('en-US');
const kib = (body: Body): number => round1(Buffer.byteLength(JSON.stringify(body)) / 1024);

export const uploads: Benchmark = {
  name: 'uploads',
  description: `the three file uploads (deductions, commission deals, insurance ledger), large data set on PostgreSQL: ${SMALL_ROWS} rows, the largest file a company can send, and that file with a bad last row; median of ${ROUNDS} after a warm-up`,
  run: async () => {
    const database = await largePostgres('uploads');
    try {
      // Uploads are rate-limited per account and address (30 and 60 in 10 minutes); a run sends more.
      const server = await startServer({
        port: benchPorts.uploads,
        databaseUrl: database.url,
        env: { RATE_LIMIT_UPLOADS_PER_IP: 'off', RATE_LIMIT_UPLOADS_PER_ACCOUNT: 'off' },
      });
      try {
        const staff = await sessionCookieWithoutPages(server.origin, 'staff@provider.example');
        const insurance = await sessionCookieWithoutPages(server.origin, 'insurance@isla.example');
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        let list: Upload[];
        try {
          list = [
            await deductionsUpload(client, staff),
            await dealsUpload(client, staff),
            await ledgerUpload(client, insurance),
          ];
        } finally {
          await client.end();
        }

        const send = async (upload: Upload, body: Body): Promise<Sent & { status: number; answer: string }> => {
          const before = processorSeconds(server.pid);
          const started = performance.now();
          const response = await fetch(`${server.origin}/api${upload.path}`, {
            method: 'POST',
            headers: {
              cookie: upload.cookie,
              'content-type': 'application/json',
              accept: 'application/json, application/problem+json',
              'x-requested-by': 'cuadre',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(body),
          });
          const answer = await response.text();
          const ms = performance.now() - started;
          return { ms, serverMs: (processorSeconds(server.pid) - before) * 1000, status: response.status, answer };
        };
        const sendCase = async (upload: Upload, each: Case, round: number): Promise<Sent> => {
          const sent = await send(upload, each.body(round));
          if (sent.status !== each.expected)
            throw new Error(
              `${upload.name}, ${each.name}: answered ${sent.status}, not ${each.expected}: ${sent.answer.slice(0, 300)}`,
            );
          return sent;
        };

        const measurements: Measurement[] = [];
        for (const upload of list) {
          const cases: Case[] = [
            {
              name: `${SMALL_ROWS} rows accepted`,
              body: (round) => upload.small(round),
              expected: 201,
              rows: SMALL_ROWS,
            },
          ];
          const largest = upload.largestRows;
          cases.push(
            {
              name: `${count(largest)} rows accepted`,
              body: (round) => upload.large(round, false, largest),
              expected: 201,
              rows: largest,
            },
            {
              name: `${count(largest)} rows refused (bad last row)`,
              body: (round) => upload.large(round, true, largest),
              expected: 422,
              rows: largest,
            },
          );
          // Rounds of every case in turn, so the machine's drift touches each alike; round 0 warms up.
          const times = cases.map(() => [] as Sent[]);
          for (let round = 0; round <= ROUNDS; round += 1) {
            for (const [index, each] of cases.entries()) {
              const sent = await sendCase(upload, each, round);
              if (round > 0) times[index]!.push(sent);
            }
          }
          const ms = (sent: Sent[]) => round1(median(sent.map((each) => each.ms)));
          const reference = { name: `${SMALL_ROWS} rows`, value: ms(times[0]!) };
          for (const [index, each] of cases.entries()) {
            const sent = times[index]!;
            measurements.push({
              name: `${upload.name}: ${each.name}`,
              value: ms(sent),
              unit: 'ms',
              ...(index > 0 ? { reference } : {}),
              note: `${round1(Math.min(...sent.map((one) => one.ms)))}–${round1(Math.max(...sent.map((one) => one.ms)))} ms; ${kib(each.body(1))} KiB`,
            });
            if (index > 0)
              measurements.push({
                name: `${upload.name}: ${each.name}, server processor`,
                value: round1(median(sent.map((one) => one.serverMs))),
                unit: 'ms',
              });
          }
          measurements.push(
            { name: `${upload.name}: rows of the largest file accepted`, value: largest, unit: 'count' },
            {
              name: `${upload.name}: body of the largest file accepted`,
              value: kib(upload.large(1, false, largest)),
              unit: 'KiB',
            },
          );
          if (largest !== upload.largestRows)
            measurements.push({
              name: `${upload.name}: body of a ${count(upload.largestRows)}-row file`,
              value: kib(upload.large(1, false, upload.largestRows)),
              unit: 'KiB',
            });
        }
        return measurements;
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  },
};

/** A worker group's pay period still waiting for its deduction file, and the group's workers. */
async function waitingPeriod(client: pg.Client, companyId: string, groupCode: string) {
  const period = await client.query<{ id: string }>(
    `select p.id from periods p
      where p.company_id = $1 and p.worker_group_code = $2 and p.deductions_uploaded_at is null
        and not exists (select 1 from deduction_records d where d.company_id = p.company_id
          and d.worker_group_code = p.worker_group_code and d.start_date = p.start_date and d.superseded_at is null)
      order by p.start_date desc limit 1`,
    [companyId, groupCode],
  );
  if (!period.rows[0]) throw new Error(`No pay period of group ${groupCode} waits for its deduction file.`);
  const roster = await client.query<{ worker_id: string; payroll_file_number: string; name: string }>(
    `select worker_id, payroll_file_number, first_name || ' ' || last_name as name from workers
      where company_id = $1 and worker_group_code = $2 order by worker_id`,
    [companyId, groupCode],
  );
  return { periodId: period.rows[0].id, roster: roster.rows };
}

async function deductionsUpload(client: pg.Client, cookie: string): Promise<Upload> {
  // The largest worker group of the data set, and the next of its company for the small file (a period of its own).
  const groups = await client.query<{ company_id: string; worker_group_code: string }>(
    `select company_id, worker_group_code from workers group by 1, 2 order by count(*) desc, 2`,
  );
  const large = groups.rows[0];
  const small = groups.rows.slice(1).find((group) => group.company_id === large?.company_id);
  if (!large || !small) throw new Error('No company of the data set has two worker groups.');
  const files = {
    large: await waitingPeriod(client, large.company_id, large.worker_group_code),
    small: await waitingPeriod(client, small.company_id, small.worker_group_code),
  };
  const header = ['payrollFileNumber', 'workerId', 'name', 'amount', 'code'];
  const body = (which: 'large' | 'small', round: number, bad: boolean, count: number): Body => {
    const { periodId, roster } = files[which];
    const workers = roster.slice(0, count);
    const rows = workers.map((w, index) => [
      w.payroll_file_number,
      w.worker_id,
      w.name,
      bad && index === workers.length - 1 ? '12,34' : '0.00',
      `EWA${round}`,
    ]);
    return {
      companyId: large.company_id,
      workerGroupCode: (which === 'large' ? large : small).worker_group_code,
      periodId,
      filename: `deductions-${round}.csv`,
      contentType: 'text/csv',
      csv: csvOf(header, rows),
      replace: true,
    };
  };
  return {
    name: `deductions (group ${large.worker_group_code})`,
    path: '/deductions/uploads',
    cookie,
    small: (round) => body('small', round, false, SMALL_ROWS),
    large: (round, bad, rows) => body('large', round, bad, rows),
    largestRows: files.large.roster.length,
  };
}

async function dealsUpload(client: pg.Client, cookie: string): Promise<Upload> {
  const company = await client.query<{ id: string }>(`select id from companies where name = 'Costa Motors'`);
  const companyId = company.rows[0]!.id;
  // The newest pay period with draft batches (the large file's), and the one before (the small file's).
  const periods = await client.query<{ start_date: string; end_date: string }>(
    `select distinct to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
       from commission_batches where company_id = $1 and generation = 3 and status = 'draft'
      order by 1 desc limit 2`,
    [companyId],
  );
  const [largePeriod, smallPeriod] = periods.rows;
  if (!largePeriod || !smallPeriod) throw new Error('Costa has fewer than two pay periods with draft batches.');
  const staff = await client.query<{ payroll_file_number: string }>(
    `select payroll_file_number from workers where company_id = $1 order by payroll_file_number`,
    [companyId],
  );
  const brands = await client.query<{ name: string }>(`select name from brands where company_id = $1 order by name`, [
    companyId,
  ]);
  const types = ['new-vehicle', 'used-vehicle', 'service', 'parts'];
  const header = ['dealNumber', 'date', 'payrollFileNumber', 'brand', 'dealType', 'saleAmount', 'grossProfit'];
  const body = (which: 'large' | 'small', round: number, bad: boolean, count: number): Body => {
    const period = which === 'large' ? largePeriod : smallPeriod;
    const days = Math.round((Date.parse(period.end_date) - Date.parse(period.start_date)) / 86_400_000) + 1;
    const rows = Array.from({ length: count }, (_, index) => {
      const sale = 1_500_000 + ((index * 7_919) % 4_000_000);
      return [
        `${which === 'large' ? 'L' : 'S'}${round}-${String(index).padStart(5, '0')}`,
        addDays(period.start_date, index % days),
        staff.rows[index % staff.rows.length]!.payroll_file_number,
        brands.rows[index % brands.rows.length]!.name,
        bad && index === count - 1 ? 'boat' : types[index % types.length]!,
        dollars(sale),
        dollars(Math.round(sale / 12)),
      ];
    });
    return {
      companyId,
      kind: 'deals',
      startDate: period.start_date,
      endDate: period.end_date,
      filename: `deals-${round}.csv`,
      contentType: 'text/csv',
      csv: csvOf(header, rows),
    };
  };
  return {
    name: 'commission deals',
    path: '/compensation/commission-uploads',
    cookie,
    small: (round) => body('small', round, false, SMALL_ROWS),
    large: (round, bad, rows) => body('large', round, bad, rows),
    largestRows: MAX_ROWS,
  };
}

async function ledgerUpload(client: pg.Client, cookie: string): Promise<Upload> {
  const company = await client.query<{ id: string }>(`select id from companies where name = 'Isla Restaurant Group'`);
  const companyId = company.rows[0]!.id;
  const last = await client.query<{ date: string }>(
    `select to_char(max(date), 'YYYY-MM-DD') as date from insurance_ledger_entries where company_id = $1`,
    [companyId],
  );
  const date = last.rows[0]!.date;
  // Each worker's plan, and whether its balance may take a payment: one in credit gets debts only.
  const insured = await client.query<{ payroll_file_number: string; plan: 'mcs' | 'delta'; owes: boolean }>(
    `select w.payroll_file_number, case when s.mcs then 'mcs' else 'delta' end as plan,
            (case when s.mcs then s.mcs_balance else s.delta_balance end) >= 0 as owes
       from insurance_statuses s join workers w on w.id = s.worker_id
      where s.company_id = $1 order by w.payroll_file_number`,
    [companyId],
  );
  const header = ['payrollFileNumber', 'date', 'plan', 'type', 'amount', 'paymentMethod'];
  const body = (count: number, round: number, bad: boolean): Body => {
    const workers = insured.rows;
    const rows = Array.from({ length: count }, (_, index) => {
      const worker = workers[index % workers.length]!;
      // A worker's rows come in file order: debt, payment of it, debt, …
      const payment = worker.owes && Math.floor(index / workers.length) % 2 === 1;
      return [
        worker.payroll_file_number,
        date,
        bad && index === count - 1 ? 'dental' : worker.plan,
        payment ? 'payment' : 'debt',
        dollars(2_500 + round),
        payment ? 'giro' : '',
      ];
    });
    return { companyId, filename: `ledger-${round}.csv`, contentType: 'text/csv', csv: csvOf(header, rows) };
  };
  return {
    name: 'insurance ledger',
    path: '/insurance/uploads',
    cookie,
    small: (round) => body(SMALL_ROWS, round, false),
    large: (round, bad, rows) => body(rows, round, bad),
    largestRows: MAX_ROWS,
  };
}
