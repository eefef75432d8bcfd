// The slowest query of each screen on the large data set, EXPLAIN ANALYZE on the PostgreSQL server and
// on PGlite side by side (the planner's execution time without per-node timing, median of 3 after a warm-up run). The SQL is what
// the handlers send (taken from the server's statement log), with the values a first visit uses. Every
// plan goes to bench/results/database-plans.txt. Payroll activity is also timed through the driver both as it is read
// now and as it was, side by side in the same run.
import { migrate, openDatabase, type Database } from '../apps/api/src/db/index.ts';
import { largePglite, largePostgres } from './support/databases.ts';
import { median } from './support/median.ts';
import { writeResult } from './support/results.ts';
import type { Benchmark, Measurement } from './types.ts';

type Values = {
  isla: string;
  costa: string;
  pageIds: string;
  periodStart: string;
  batchIds: string;
  activityWorkerIds: string;
};
type Query = { screen: string; label: string; handler: string; sql: (v: Values) => string };

// The seed's "today" is 2026-11-20; the tips home opens on it.
const tipDay = '2026-11-20';

// Payroll activity of a month of Isla, as listPayrollActivity read it. Before (to 27 November): five sums one after
// another, then the workers they named, joined in JavaScript. After: one statement, the same sums joined in it.
const activity = { from: '2026-10-21', to: '2026-11-20' };
const payrollActivityApart = (v: Values): string[] => [
  `select worker_id, date_tip, sum(total)::bigint, sum(case when status = 'paid' then total else 0 end)::bigint from tip_records where company_id = '${v.isla}' and date_tip >= '${activity.from}' and date_tip <= '${activity.to}' group by worker_id, date_tip`,
  `select worker_id, date, sum(hours)::float8, sum(case when has_overtime then greatest(hours - 8, 0) else 0 end)::float8 from worker_hours where company_id = '${v.isla}' and date >= '${activity.from}' and date <= '${activity.to}' group by worker_id, date`,
  `select s.from_worker_id, s.date_tip, sum(i.amount)::bigint from tip_splits s inner join tip_split_items i on i.split_id = s.id where s.company_id = '${v.isla}' and s.date_tip >= '${activity.from}' and s.date_tip <= '${activity.to}' group by s.from_worker_id, s.date_tip`,
  `select i.worker_id, s.date_tip, sum(i.amount)::bigint from tip_splits s inner join tip_split_items i on i.split_id = s.id where s.company_id = '${v.isla}' and s.date_tip >= '${activity.from}' and s.date_tip <= '${activity.to}' group by i.worker_id, s.date_tip`,
  `select worker_id, to_char(requested_at - interval '4 hours', 'YYYY-MM-DD'), count(*)::int, sum(amount)::bigint from ewa_transfers where company_id = '${v.isla}' and (requested_at - interval '4 hours')::date between '${activity.from}' and '${activity.to}' group by worker_id, to_char(requested_at - interval '4 hours', 'YYYY-MM-DD')`,
  `select * from workers where id in (${v.activityWorkerIds})`,
];
const payrollActivityOne = (v: Values): string => {
  const range = (column: string) => `${column} >= '${activity.from}' and ${column} <= '${activity.to}'`;
  const shares = (name: string, workerId: string) =>
    `(select ${workerId} as ${name}_worker_id, s.date_tip as ${name}_date, sum(i.amount)::bigint as ${name} from tip_splits s inner join tip_split_items i on i.split_id = s.id where s.company_id = '${v.isla}' and ${range('s.date_tip')} group by ${workerId}, s.date_tip) activity_${name}`;
  return `select w.id, w.payroll_file_number, w.first_name, w.last_name, w.worker_group_code, coalesce(tips_date, hours_date), hours_worked, hours_overtime, tips, tips_paid, given, received, ewa_transfers, ewa_amount
from (select worker_id as tips_worker_id, date_tip as tips_date, sum(total)::bigint as tips, sum(case when status = 'paid' then total else 0 end)::bigint as tips_paid from tip_records where company_id = '${v.isla}' and ${range('date_tip')} group by worker_id, date_tip) activity_tips
  full join (select worker_id as hours_worker_id, date as hours_date, sum(hours)::float8 as hours_worked, sum(case when has_overtime then greatest(hours - 8, 0) else 0 end)::float8 as hours_overtime from worker_hours where company_id = '${v.isla}' and ${range('date')} group by worker_id, date) activity_hours on hours_worker_id = tips_worker_id and hours_date = tips_date
  inner join workers w on w.id = coalesce(tips_worker_id, hours_worker_id)
  left join ${shares('given', 's.from_worker_id')} on given_worker_id = w.id and given_date = coalesce(tips_date, hours_date)
  left join ${shares('received', 'i.worker_id')} on received_worker_id = w.id and received_date = coalesce(tips_date, hours_date)
  left join (select worker_id as ewa_worker_id, (requested_at - interval '4 hours')::date as ewa_date, count(*)::int as ewa_transfers, sum(amount)::bigint as ewa_amount from ewa_transfers where company_id = '${v.isla}' and (requested_at - interval '4 hours')::date between '${activity.from}' and '${activity.to}' group by worker_id, (requested_at - interval '4 hours')::date) activity_ewa
    on ewa_worker_id = w.id and ewa_date = coalesce(tips_date, hours_date)`;
};

const queries: Query[] = [
  {
    screen: '/ewa/employees',
    label: 'roster page (200 workers)',
    handler: 'listUsers2',
    sql: (v) =>
      `select * from workers where company_id = '${v.isla}' order by last_name asc, first_name asc, id asc limit 200 offset 0`,
  },
  {
    screen: '/ewa/employees',
    label: 'roster count',
    handler: 'listUsers2',
    sql: (v) => `select count(*)::int from workers where company_id = '${v.isla}'`,
  },
  {
    screen: '/ewa/employees',
    label: 'hours of a roster page',
    handler: 'workersOut',
    sql: (v) =>
      `select worker_id, date, hours from worker_hours where worker_id in (${v.pageIds}) and date >= '${v.periodStart}'`,
  },
  {
    screen: '/ewa/employees',
    label: 'tip rules of a roster page',
    handler: 'workersOut',
    sql: (v) => `select * from tip_rules where worker_id in (${v.pageIds}) order by role asc`,
  },
  {
    screen: '/ewa/employees',
    label: 'deposited in 30 days',
    handler: 'getTotalDeposited',
    sql: (v) =>
      `select sum(amount) from ewa_transfers where company_id = '${v.isla}' and status = 'completed' and deposited_at >= ('2026-10-24'::date + interval '4 hours')`,
  },
  {
    screen: '/tips/home',
    label: 'latest tip of the group (limit 1)',
    handler: 'listTipHistory',
    sql: (v) =>
      `select * from tip_records where company_id = '${v.isla}' and worker_group_code = '103' order by date_tip desc, id desc limit 1`,
  },
  {
    screen: '/tips/home',
    label: 'tip count of the group',
    handler: 'listTipHistory',
    sql: (v) => `select count(*)::int from tip_records where company_id = '${v.isla}' and worker_group_code = '103'`,
  },
  {
    screen: '/tips/home',
    label: 'tips of the day',
    handler: 'listTipHistory',
    sql: (v) =>
      `select * from tip_records where company_id = '${v.isla}' and worker_group_code = '103' and date_tip >= '${tipDay}' and date_tip <= '${tipDay}' order by date_tip desc, id desc limit 200`,
  },
  {
    screen: '/tips/home',
    label: 'hours per worker and day',
    handler: 'daily summary',
    sql: (v) =>
      `select worker_id, date, sum(hours)::float8, sum(case when has_overtime then greatest(hours - 8, 0) else 0 end)::float8 from worker_hours where company_id = '${v.isla}' and date >= '${tipDay}' and date <= '${tipDay}' and worker_group_code = '103' group by worker_id, date`,
  },
  {
    screen: '/insurance/home',
    label: 'balances page (50 rows)',
    handler: 'getInsuranceTable',
    sql: (v) =>
      `select s.*, w.* from insurance_statuses s inner join workers w on w.id = s.worker_id where s.company_id = '${v.isla}' and w.company_id = '${v.isla}' order by w.last_name asc, w.first_name asc, w.id asc limit 50`,
  },
  {
    screen: '/insurance/home',
    label: 'balances count',
    handler: 'getInsuranceTable',
    sql: (v) =>
      `select count(*)::int from insurance_statuses s inner join workers w on w.id = s.worker_id where s.company_id = '${v.isla}' and w.company_id = '${v.isla}'`,
  },
  {
    screen: '/insurance/home',
    label: 'balances summary',
    handler: 'getInsuranceTableSummary',
    sql: (v) =>
      `select count(*)::int, count(*) filter (where s.balance > 0)::int, coalesce(sum(greatest(s.mcs_balance, 0)), 0)::bigint, coalesce(sum(greatest(s.delta_balance, 0)), 0)::bigint, coalesce(sum(greatest(s.balance, 0)), 0)::bigint from insurance_statuses s inner join workers w on w.id = s.worker_id where s.company_id = '${v.isla}' and w.company_id = '${v.isla}'`,
  },
  {
    screen: '/commissions-v2/home',
    label: 'batches page (25)',
    handler: 'listCommissionBatches',
    sql: (v) =>
      `select * from commission_batches where company_id = '${v.costa}' and invisible = false order by start_date desc, created_at desc limit 25`,
  },
  {
    screen: '/commissions-v2/home',
    label: 'commission totals of a page',
    handler: 'commissionTotalsOf',
    sql: (v) =>
      `select batch_id, status, total, manual_total from worker_commissions where batch_id in (${v.batchIds})`,
  },
  {
    screen: '/ewa/billing',
    label: 'invoices page (200)',
    handler: 'listInvoices',
    sql: (v) =>
      `select * from invoices where company_id = '${v.isla}' order by due_date desc, code asc limit 200 offset 0`,
  },
  {
    screen: '/ewa/billing',
    label: 'invoice count',
    handler: 'listInvoices',
    sql: (v) => `select count(*)::int from invoices where company_id = '${v.isla}'`,
  },
  {
    screen: '/tips/payroll-activity',
    label: 'a month of activity (one query)',
    handler: 'listPayrollActivity',
    sql: payrollActivityOne,
  },
];

type Row = Record<string, unknown>;
const rowsOf = async (database: Database, text: string): Promise<Row[]> =>
  ((await database.db.execute(text)) as unknown as { rows: Row[] }).rows;

async function valuesOf(database: Database): Promise<Values> {
  const company = async (name: string) =>
    String((await rowsOf(database, `select id from companies where name = '${name}'`))[0]?.id);
  const isla = await company('Isla Restaurant Group');
  const costa = await company('Costa Motors');
  const page = await rowsOf(
    database,
    `select id, current_pay_period_start from workers where company_id = '${isla}' order by last_name, first_name, id limit 200`,
  );
  const starts = page
    .map((row) => row.current_pay_period_start)
    .filter((start): start is string => typeof start === 'string')
    .sort();
  const batches = await rowsOf(
    database,
    `select id from commission_batches where company_id = '${costa}' and invisible = false order by start_date desc, created_at desc limit 25`,
  );
  const active = await rowsOf(
    database,
    `select worker_id from tip_records where company_id = '${isla}' and date_tip between '${activity.from}' and '${activity.to}' union select worker_id from worker_hours where company_id = '${isla}' and date between '${activity.from}' and '${activity.to}'`,
  );
  return {
    isla,
    costa,
    pageIds: page.map((row) => `'${String(row.id)}'`).join(', '),
    periodStart: starts[0] ?? '9999-12-31',
    batchIds: batches.map((row) => `'${String(row.id)}'`).join(', '),
    activityWorkerIds: active.map((row) => `'${String(row.worker_id)}'`).join(', ') || 'null',
  };
}

/** Statements sent one after another through the driver, round trips included: the median of 5 after a warm-up. */
async function wallClock(database: Database, statements: string[]): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 6; run += 1) {
    const started = performance.now();
    for (const statement of statements) await database.db.execute(statement);
    if (run > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[2]! * 10) / 10;
}

type Timed = { ms: number; plan: string };

const planOf = async (database: Database, text: string, options: string): Promise<string> =>
  (await rowsOf(database, `explain (${options}) ${text}`)).map((row) => String(Object.values(row)[0])).join('\n');

/** Timed without per-node clocks (they inflate scans of many rows); the logged plan has them. */
async function explain(database: Database, text: string): Promise<Timed> {
  const times: number[] = [];
  for (let run = 0; run < 4; run += 1) {
    const plan = await planOf(database, text, 'analyze, timing off');
    if (run > 0) times.push(Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN));
  }
  times.sort((a, b) => a - b);
  return { ms: times[1]!, plan: await planOf(database, text, 'analyze, buffers') };
}

export const database: Benchmark = {
  name: 'database',
  description:
    'slowest query per screen on the large data set: EXPLAIN ANALYZE execution time, PostgreSQL server and PGlite',
  run: async () => {
    const serverCopy = await largePostgres('explain');
    // BENCH_DATABASE_PGLITE=0: the PostgreSQL server alone (the PGlite copy of the large data set takes minutes to build).
    const folderCopy = process.env.BENCH_DATABASE_PGLITE === '0' ? undefined : await largePglite();
    const engines: { name: 'PostgreSQL' | 'PGlite'; database: Database }[] = [];
    try {
      engines.push({ name: 'PostgreSQL', database: await openDatabase({ url: serverCopy.url }) });
      if (folderCopy) engines.push({ name: 'PGlite', database: await openDatabase({ dataDir: folderCopy.dataDir }) });
      const times = new Map<string, { PostgreSQL: number; PGlite: number }>();
      const log: string[] = [];
      const comparisons: Measurement[] = [];
      for (const engine of engines) {
        await migrate(engine.database);
        const values = await valuesOf(engine.database);
        // Side by side, alternating, so both meet the same load on this shared machine.
        const apart: number[] = [];
        const one: number[] = [];
        for (let round = 0; round < 3; round += 1) {
          apart.push(await wallClock(engine.database, payrollActivityApart(values)));
          one.push(await wallClock(engine.database, [payrollActivityOne(values)]));
        }
        comparisons.push({
          name: `payroll activity of a month on ${engine.name}, one query (median of 3 rounds)`,
          value: median(one),
          unit: 'ms',
          reference: { name: 'the six queries it replaced', value: median(apart) },
        });
        for (const query of queries) {
          const timed = await explain(engine.database, query.sql(values));
          const key = `${query.screen}\t${query.label}`;
          times.set(key, {
            ...(times.get(key) ?? { PostgreSQL: Number.NaN, PGlite: Number.NaN }),
            [engine.name]: timed.ms,
          });
          log.push(
            `── ${engine.name} · ${query.screen} · ${query.label} (${query.handler}): ${timed.ms} ms\n${query.sql(values)}\n\n${timed.plan}\n`,
          );
        }
      }
      writeResult('database-plans.txt', log.join('\n'));
      const measurements: Measurement[] = [];
      for (const screen of [...new Set(queries.map((query) => query.screen))]) {
        const own = queries
          .filter((query) => query.screen === screen)
          .map((query) => ({ label: query.label, ...times.get(`${screen}\t${query.label}`)! }));
        const slowestServer = own.reduce((a, b) => (b.PostgreSQL > a.PostgreSQL ? b : a));
        const slowestEmbedded = own.reduce((a, b) => (b.PGlite > a.PGlite ? b : a));
        measurements.push(
          {
            name: `${screen} slowest on PostgreSQL: ${slowestServer.label}`,
            value: slowestServer.PostgreSQL,
            unit: 'ms',
            reference: { name: 'PGlite', value: slowestServer.PGlite },
          },
          {
            name: `${screen} slowest on PGlite: ${slowestEmbedded.label}`,
            value: slowestEmbedded.PGlite,
            unit: 'ms',
            reference: { name: 'PostgreSQL', value: slowestEmbedded.PostgreSQL },
          },
        );
      }
      return [...measurements, ...comparisons];
    } finally {
      for (const engine of engines) await engine.database.close();
      await serverCopy.drop();
      folderCopy?.remove();
    }
  },
};
