import { allocateSplit, commissionInputTotal, ledgerRunningBalances } from '@cuadre/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '../db/index.ts';
import { verifyPassword } from '../db/password.ts';
import { openEmptyDatabase, openTemplateCopy, type DisposableDatabase } from '../db/testing.ts';
import { demoToday, seed, seedIfEmpty } from './index.ts';

const rows = async <Row extends Record<string, unknown>>(
  database: Database,
  query: ReturnType<typeof sql>,
): Promise<Row[]> => (await database.db.execute<Row>(query)).rows;

const count = async (database: Database, table: string): Promise<number> => {
  const [row] = await rows<{ count: number }>(
    database,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return row?.count ?? 0;
};

const samples = async (database: Database): Promise<unknown> => ({
  workers: await rows(database, sql`select * from workers order by worker_id limit 5 offset 100`),
  tips: await rows(database, sql`select * from tip_records where id in (1, 5000, 12345) order by id`),
  splitItems: await rows(database, sql`select * from tip_split_items where id in (1, 3000) order by id`),
  ledger: await rows(database, sql`select * from insurance_ledger_entries where id in (1, 2000) order by id`),
  batches: await rows(database, sql`select * from commission_batches order by id limit 3`),
  commissions: await rows(database, sql`select * from worker_commissions order by id limit 3`),
  invoices: await rows(database, sql`select * from invoices order by code limit 3`),
  accounts: await rows(database, sql`select email, password_hash from identity_accounts order by email`),
});

// DESIGN.md's table of demo accounts.
const expectedAccounts = [
  { email: 'owner@isla.example', company: 'Isla Restaurant Group', role: 'super-admin', permissions: [] },
  {
    email: 'ewa@isla.example',
    company: 'Isla Restaurant Group',
    role: 'member',
    permissions: ['bank-details', 'billing', 'deductions', 'employees', 'reports'],
  },
  {
    email: 'tips.admin@isla.example',
    company: 'Isla Restaurant Group',
    role: 'tips-admin',
    permissions: ['payroll-activity', 'tips-admin'],
  },
  {
    email: 'tips.manager@isla.example',
    company: 'Isla Restaurant Group',
    role: 'member',
    permissions: ['tips-manager'],
  },
  {
    email: 'insurance@isla.example',
    company: 'Isla Restaurant Group',
    role: 'member',
    permissions: ['insurance', 'insurance-edit'],
  },
  {
    email: 'insurance.viewer@isla.example',
    company: 'Isla Restaurant Group',
    role: 'member',
    permissions: ['insurance'],
  },
  {
    email: 'approver@costa.example',
    company: 'Costa Motors',
    role: 'member',
    permissions: ['commissions-approve', 'commissions-v2-approve'],
  },
  {
    email: 'creator@costa.example',
    company: 'Costa Motors',
    role: 'member',
    permissions: ['commissions-create', 'commissions-v2-create'],
  },
  { email: 'viewer@costa.example', company: 'Costa Motors', role: 'member', permissions: ['commissions-view'] },
  {
    email: 'payroll@caribe.example',
    company: 'Caribe Hospitality',
    role: 'tips-admin',
    permissions: ['payroll-activity', 'tips-admin'],
  },
  {
    email: 'admin@borinquen.example',
    company: 'Borinquen Logistics',
    role: 'member',
    permissions: ['commissions-view', 'employees'],
  },
  { email: 'nobody@isla.example', company: 'Isla Restaurant Group', role: 'member', permissions: [] },
  { email: 'staff@provider.example', company: null, role: 'super-admin', permissions: [], internalStaff: true },
];

describe('the demo seed', () => {
  let copy: DisposableDatabase;
  let database: Database;

  beforeAll(async () => {
    copy = await openTemplateCopy();
    database = copy.database;
  });

  afterAll(async () => {
    await copy.dispose();
  });

  it('builds the same data set every time', { timeout: 900_000 }, async () => {
    const fresh = await openEmptyDatabase();
    try {
      await migrate(fresh.database);
      const counts = await seed(fresh.database, { scale: 'demo' });
      for (const [table, seeded] of Object.entries(counts)) {
        expect(await count(database, table), table).toBe(seeded);
      }
      expect(await samples(fresh.database)).toEqual(await samples(database));
    } finally {
      await fresh.dispose();
    }
  });

  it('leaves the planner statistics of every table it filled, which a bulk load alone does not', async () => {
    const tables = await rows<{ table: string; estimated: number }>(
      database,
      sql`select relname as table, reltuples::float8 as estimated from pg_class
          where relkind = 'r' and relnamespace = 'public'::regnamespace order by relname`,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { table, estimated } of tables) {
      // -1: never analyzed. Planned as empty, the tips dashboard's payroll activity nested its loops for 24 s.
      if ((await count(database, table)) > 0) expect(estimated, table).toBeGreaterThan(0);
    }
    const columns = await rows<{ column: string }>(
      database,
      sql`select attname as column from pg_stats where schemaname = 'public' and tablename = 'tip_records'`,
    );
    expect(columns.map(({ column }) => column)).toEqual(
      expect.arrayContaining(['company_id', 'worker_id', 'date_tip']),
    );
  });

  it('leaves a database that has data alone', async () => {
    expect(await seedIfEmpty(database)).toBeNull();
    await expect(seed(database, { scale: 'demo' })).rejects.toThrow(/already holds companies/);
  });

  it('holds about 600 workers across several worker groups per company', async () => {
    expect(await count(database, 'workers')).toBe(600);
    const groups = await rows<{ name: string; groups: number; workers: number }>(
      database,
      sql`select c.name, count(distinct g.id)::int as groups, count(w.id)::int as workers
          from companies c join company_groups g on g.company_id = c.id left join workers w on w.worker_group_code = g.worker_group_code
          group by c.name`,
    );
    expect(groups).toHaveLength(4);
    for (const company of groups) expect(company.groups, company.name).toBeGreaterThanOrEqual(3);
    const empty = await rows(
      database,
      sql`select g.worker_group_code from company_groups g where not exists (select 1 from workers w where w.worker_group_code = g.worker_group_code)`,
    );
    expect(empty).toEqual([]);
  });

  it('pays every worker a rate that fits its unit: an hourly wage, a base draw per pay period, a yearly salary', async () => {
    const ranges = await rows<{ type: string; low: number; high: number }>(
      database,
      sql`select compensation_type as type, min(pay_rate)::int as low, max(pay_rate)::int as high from workers group by 1 order by 1`,
    );
    expect(ranges.map((range) => range.type)).toEqual(['commission', 'hourly', 'salary']);
    const cents = Object.fromEntries(ranges.map((range) => [range.type, [range.low, range.high]]));
    expect(cents.hourly![0]).toBeGreaterThanOrEqual(1_050);
    expect(cents.hourly![1]).toBeLessThanOrEqual(2_400);
    expect(cents.commission![0]).toBeGreaterThanOrEqual(40_000);
    expect(cents.commission![1]).toBeLessThanOrEqual(90_000);
    expect(cents.salary![0]).toBeGreaterThanOrEqual(2_400_000);
    expect(cents.salary![1]).toBeLessThanOrEqual(6_800_000);
  });

  it('has every demo account with its role, permissions and company, and the shared password', async () => {
    const users = await rows<{
      email: string;
      company: string | null;
      role: string;
      permissions: string[];
      internalStaff: boolean;
    }>(
      database,
      sql`select u.email, c.name as company, u.role, u.permissions, u.internal_staff as "internalStaff" from dashboard_users u left join companies c on c.id = u.company_id order by u.email`,
    );
    // Only the provider's staff account is internal staff: the flag is stored, never read from the e-mail.
    expect(users.map((user) => ({ ...user, permissions: [...user.permissions].sort() }))).toEqual(
      [...expectedAccounts]
        .map((account) => ({ internalStaff: false, ...account }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    );
    const accounts = await rows<{ email: string; passwordHash: string; emailVerified: boolean }>(
      database,
      sql`select email, password_hash as "passwordHash", email_verified as "emailVerified" from identity_accounts order by email`,
    );
    expect(accounts.map((account) => account.email)).toEqual(users.map((user) => user.email));
    for (const account of accounts) expect(account.emailVerified, account.email).toBe(true);
    // The seed hashes the shared password once per run (a hash at OWASP's cost takes about a second): each distinct
    // hash is checked once.
    for (const passwordHash of new Set(accounts.map((account) => account.passwordHash))) {
      // At OWASP's cost, though the tests make their own accounts' hashes at a lower one.
      expect(passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('demo1234', passwordHash)).toBe(true);
      expect(await verifyPassword('demo12345', passwordHash)).toBe(false);
    }
  });

  it('limits the tips manager to one worker group and gives dynamic commission permissions to Costa’s approver and creator only', async () => {
    const users = await rows<{
      email: string;
      workerGroupCode: string | null;
      workerGroupCodes: string[];
      dynamic: number;
    }>(
      database,
      sql`select email, worker_group_code as "workerGroupCode", worker_group_codes as "workerGroupCodes", dynamic_commission_permissions as dynamic from dashboard_users`,
    );
    const byEmail = new Map(users.map((user) => [user.email, user]));
    expect(byEmail.get('tips.manager@isla.example')).toMatchObject({
      workerGroupCode: '103',
      workerGroupCodes: ['103'],
    });
    expect(byEmail.get('approver@costa.example')?.dynamic).toBeGreaterThan(0);
    expect(byEmail.get('creator@costa.example')?.dynamic).toBeGreaterThan(0);
    expect(byEmail.get('viewer@costa.example')?.dynamic).toBe(0);
  });

  it('holds every company-specific behaviour as data', async () => {
    const companies = await rows<{ name: string; features: Record<string, unknown>; codes: string[] }>(
      database,
      sql`select c.name, c.features, array_agg(g.worker_group_code order by g.worker_group_code) as codes
          from companies c join company_groups g on g.company_id = c.id group by c.id order by c.name`,
    );
    const byName = new Map(companies.map((company) => [company.name, company]));
    const isla = byName.get('Isla Restaurant Group');
    const irsi = isla?.features.irsiWorkerGroupCodes as string[];
    expect(isla?.features).toMatchObject({
      tipsMode: 'irsi-by-group',
      payrollActivity: true,
      commissionsTabLabel: 'parts-and-services',
    });
    expect(new Set(irsi).size).toBe(15);
    for (const code of irsi) expect(code).toMatch(/^\d{3}$/);
    expect(isla?.codes.some((code) => irsi.includes(code))).toBe(true);
    expect(isla?.codes.some((code) => !irsi.includes(code))).toBe(true);
    expect(byName.get('Caribe Hospitality')?.features).toMatchObject({
      tipsMode: 'batch-selector',
      payrollActivity: true,
    });
    expect(byName.get('Costa Motors')?.features).toMatchObject({
      commissionsTabLabel: 'parts-and-services',
      insights: false,
      payrollActivity: false,
    });
    expect(byName.get('Borinquen Logistics')?.features).toMatchObject({
      commissionsTabLabel: 'payroll',
      insights: true,
    });

    const tipBatchCompanies = await rows<{ name: string; statuses: string[] }>(
      database,
      sql`select c.name, array_agg(distinct b.status order by b.status) as statuses from tip_batches b join companies c on c.id = b.company_id group by c.name`,
    );
    expect(tipBatchCompanies).toEqual([
      { name: 'Caribe Hospitality', statuses: ['available', 'open', 'paid', 'processing'] },
    ]);
    const payrollActivity = await rows<{ name: string; statuses: string[] }>(
      database,
      sql`select c.name, array_agg(distinct p.status order by p.status) as statuses from payroll_activity_periods p join companies c on c.id = p.company_id group by c.name order by c.name`,
    );
    expect(payrollActivity).toEqual([
      { name: 'Caribe Hospitality', statuses: ['locked', 'open', 'processed', 'submitted'] },
      { name: 'Isla Restaurant Group', statuses: ['locked', 'open', 'processed', 'submitted'] },
    ]);
  });

  it('gives Costa brands, departments and titles with plans and batches in every status of each commission area', async () => {
    const structure = await rows<{ brands: number; departments: number; titles: number }>(
      database,
      sql`select count(distinct b.id)::int as brands, count(distinct d.id)::int as departments, count(distinct t.id)::int as titles
          from brands b join companies c on c.id = b.company_id and c.name = 'Costa Motors'
          join departments d on d.brand_id = b.id join titles t on t.department_id = d.id`,
    );
    expect(structure[0]?.brands).toBeGreaterThanOrEqual(2);
    expect(structure[0]?.titles).toBeGreaterThanOrEqual(5);
    const statuses = await rows<{ generation: number; statuses: string[] }>(
      database,
      sql`select b.generation, array_agg(distinct b.status order by b.status) as statuses
          from commission_batches b join companies c on c.id = b.company_id and c.name = 'Costa Motors' group by b.generation order by 1`,
    );
    const all = ['approved', 'draft', 'in-review', 'pending-approval', 'rejected'];
    expect(statuses).toEqual([1, 2, 3].map((generation) => ({ generation, statuses: all })));
    const withoutInputs = await rows(
      database,
      sql`select wc.id from worker_commissions wc where not exists (select 1 from commission_inputs i where i.worker_commission_id = wc.id) limit 1`,
    );
    expect(withoutInputs).toEqual([]);
    const linesWithoutSteps = await rows(
      database,
      sql`select l.id from commission_plan_lines l where not exists (select 1 from commission_plan_steps s where s.line_id = l.id) limit 1`,
    );
    expect(linesWithoutSteps).toEqual([]);
  });

  it('covers every value the screens filter on', async () => {
    const distinct = async (table: string, column: string): Promise<string[]> =>
      (
        await rows<{ value: string }>(
          database,
          sql`select distinct ${sql.identifier(column)}::text as value from ${sql.identifier(table)} where ${sql.identifier(column)} is not null order by 1`,
        )
      ).map((row) => row.value);
    expect(await distinct('tip_splits', 'split_type')).toEqual([
      'custom-amount',
      'custom-percentage',
      'equal',
      'hours-based',
      'money',
      'percentage',
    ]);
    expect(await distinct('tip_splits', 'from_type')).toEqual(['job', 'worker']);
    expect(await distinct('tip_split_items', 'status')).toEqual(['approved', 'fail', 'ready']);
    expect(await distinct('tip_records', 'status')).toEqual(['approved', 'fail', 'paid', 'pending', 'ready']);
    expect(await distinct('tip_records', 'review_status')).toContain('needs-review');
    expect(await distinct('insurance_ledger_entries', 'payment_method')).toEqual(['card', 'cash', 'check', 'giro']);
    expect(await distinct('insurance_statuses', 'plan_type')).toEqual(['couple', 'family', 'individual']);
    expect(await distinct('insurance_statuses', 'data_origin')).toEqual(['offline', 'payroll-provider']);
    expect(await distinct('invoices', 'type')).toEqual(['fees', 'repayment']);
    expect(await distinct('deduction_records', 'origin')).toEqual(['automatic', 'employer', 'internal']);
    expect(await distinct('commission_uploads', 'kind')).toEqual([
      'dealer-system',
      'payroll-provider',
      'technician-hours',
    ]);
    expect(await distinct('workers', 'worker_status')).toEqual(['active', 'inactive', 'on-leave', 'terminated']);
    expect(await distinct('worker_status_log', 'type')).toEqual(['admin', 'creci', 'system']);
    for (const table of [
      'deals',
      'insurance_uploads',
      'insurance_notes',
      'insurance_events',
      'employer_notifications',
      'tip_history_notes',
      'worker_hours',
      'tip_role_rules',
      'periods',
      'period_workers',
      'ewa_transfers',
      'payroll_activity_locks',
    ]) {
      expect(await count(database, table), table).toBeGreaterThan(0);
    }
    const unread = await rows<{ name: string; unread: number; read: number }>(
      database,
      // Read or unread for the company's people: read by none of them, or by all of them.
      sql`select c.name,
                 count(*) filter (where not exists (select 1 from employer_notification_reads r where r.notification_id = n.id))::int as unread,
                 count(*) filter (where exists (select 1 from employer_notification_reads r where r.notification_id = n.id))::int as read
          from employer_notifications n join companies c on c.id = n.company_id group by c.name`,
    );
    for (const company of unread) {
      expect(company.unread, company.name).toBeGreaterThan(0);
      expect(company.read, company.name).toBeGreaterThan(0);
    }
  });

  it('spans 120 days of tips that end on the fixed today, and writes no instant after it', async () => {
    const [span] = await rows<{ first: string; last: string }>(
      database,
      sql`select min(date_tip)::text as first, max(date_tip)::text as last from tip_records`,
    );
    expect(span).toEqual({ first: '2026-07-24', last: demoToday });
    const columns = await rows<{ table: string; column: string }>(
      database,
      sql`select table_name as table, column_name as column from information_schema.columns
          where table_schema = 'public' and data_type = 'timestamp with time zone'`,
    );
    for (const { table, column } of columns) {
      const [latest] = await rows<{ latest: string | null }>(
        database,
        sql`select max(${sql.identifier(column)})::text as latest from ${sql.identifier(table)}`,
      );
      if (latest?.latest) expect(latest.latest < '2026-11-22', `${table}.${column}`).toBe(true);
    }
  });

  it('splits tips exactly as the domain allocates them', async () => {
    const splits = await rows<{
      id: string;
      splitType: string;
      initialAmount: number;
      items: { workerId: string; amount: number; share: number | null }[];
    }>(
      database,
      sql`select s.id, s.split_type as "splitType", s.initial_amount as "initialAmount",
            json_agg(json_build_object('workerId', i.worker_id, 'amount', i.amount, 'share', i.share) order by i.id) as items
          from tip_splits s join tip_split_items i on i.split_id = s.id group by s.id order by s.id limit 300`,
    );
    expect(splits.length).toBeGreaterThan(100);
    for (const split of splits) {
      const total = split.items.reduce((sum, item) => sum + item.amount, 0);
      expect(total).toBeLessThanOrEqual(split.initialAmount);
      const ids = split.items.map((item) => item.workerId);
      const share = (item: { share: number | null }) => Number(item.share ?? 0);
      if (split.splitType === 'equal') {
        const result = allocateSplit({ splitType: 'equal', initialAmount: split.initialAmount, toWorkerIds: ids });
        expect(result.ok && result.value.shares.map((s) => s.amount)).toEqual(split.items.map((item) => item.amount));
      } else if (split.splitType === 'hours-based') {
        const result = allocateSplit({
          splitType: 'hours-based',
          initialAmount: split.initialAmount,
          recipients: split.items.map((item) => ({ workerId: item.workerId, hours: share(item) })),
        });
        expect(result.ok && result.value.shares.map((s) => s.amount)).toEqual(split.items.map((item) => item.amount));
      } else if (split.splitType === 'custom-percentage') {
        const result = allocateSplit({
          splitType: 'custom-percentage',
          initialAmount: split.initialAmount,
          recipients: split.items.map((item) => ({ workerId: item.workerId, percent: share(item) })),
        });
        expect(result.ok && result.value.shares.map((s) => s.amount)).toEqual(split.items.map((item) => item.amount));
      } else if (split.splitType === 'percentage') {
        const result = allocateSplit({
          splitType: 'percentage',
          initialAmount: split.initialAmount,
          percent: share(split.items[0] ?? { share: 0 }),
          toWorkerIds: ids,
        });
        expect(result.ok && result.value.shares.map((s) => s.amount)).toEqual(split.items.map((item) => item.amount));
      }
    }
  });

  it('keeps ledger balances equal to the domain’s running balances', async () => {
    const entries = await rows<{
      workerId: string;
      date: string;
      mcsInitialBalance: number | null;
      mcsDebt: number;
      mcsPayment: number;
      mcsAdditionalPayment: number;
      deltaInitialBalance: number | null;
      deltaDebt: number;
      deltaPayment: number;
      deltaAdditionalPayment: number;
      mcsRemainingBalance: number;
      deltaRemainingBalance: number;
    }>(
      database,
      sql`select worker_id as "workerId", date::text as date,
            mcs_initial_balance as "mcsInitialBalance", mcs_debt as "mcsDebt", mcs_payment as "mcsPayment", mcs_additional_payment as "mcsAdditionalPayment",
            delta_initial_balance as "deltaInitialBalance", delta_debt as "deltaDebt", delta_payment as "deltaPayment", delta_additional_payment as "deltaAdditionalPayment",
            mcs_remaining_balance as "mcsRemainingBalance", delta_remaining_balance as "deltaRemainingBalance"
          from insurance_ledger_entries
          where worker_id in (select worker_id from insurance_statuses order by worker_id limit 40)
          order by worker_id, date, id`,
    );
    const byWorker = new Map<string, typeof entries>();
    for (const entry of entries) byWorker.set(entry.workerId, [...(byWorker.get(entry.workerId) ?? []), entry]);
    expect(byWorker.size).toBe(40);
    for (const ledger of byWorker.values()) {
      const recomputed = ledgerRunningBalances(ledger);
      expect(recomputed.map((entry) => [entry.mcsRemainingBalance, entry.deltaRemainingBalance])).toEqual(
        ledger.map((entry) => [entry.mcsRemainingBalance, entry.deltaRemainingBalance]),
      );
    }
    const mismatched = await rows(
      database,
      sql`select s.worker_id from insurance_statuses s
          join lateral (select * from insurance_ledger_entries e where e.worker_id = s.worker_id order by e.date desc, e.id desc limit 1) last on true
          where s.mcs_balance <> last.mcs_remaining_balance or s.delta_balance <> last.delta_remaining_balance or s.balance <> s.mcs_balance + s.delta_balance`,
    );
    expect(mismatched).toEqual([]);
  });

  it('keeps commission totals equal to the domain’s step rules', async () => {
    const inputs = await rows<{
      name: string;
      inputType: 'dollars' | 'percentage' | 'quantity';
      stepType: 'tiered' | 'volume';
      value: string;
      total: number;
      steps: { min: string; max: string | null; perUnit: string; flat: number }[];
    }>(
      database,
      sql`select i.name, i.input_type as "inputType", i.step_type as "stepType", i.value::text as value, i.total,
            json_agg(json_build_object('min', s.min::text, 'max', s.max::text, 'perUnit', s.per_unit::text, 'flat', s.flat) order by s.position) as steps
          from commission_inputs i join commission_input_steps s on s.input_id = i.id
          group by i.id order by i.id limit 400`,
    );
    for (const input of inputs) {
      const result = commissionInputTotal({
        name: input.name,
        inputType: input.inputType,
        stepType: input.stepType,
        value: Number(input.value),
        steps: input.steps.map((step) => ({
          min: Number(step.min),
          max: step.max === null ? null : Number(step.max),
          perUnit: Number(step.perUnit),
          flat: step.flat,
        })),
      });
      expect(result).toEqual({ ok: true, value: input.total });
    }
    const wrongTotals = await rows(
      database,
      sql`select wc.id from worker_commissions wc join commission_inputs i on i.worker_commission_id = wc.id
          group by wc.id having wc.total <> sum(i.total)`,
    );
    expect(wrongTotals).toEqual([]);
  });
});
