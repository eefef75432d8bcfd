import { eq, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { todayInPuertoRico, workerGroupRestriction } from '@cuadre/domain';
import { companies, insuranceLedgerEntries, insuranceStatuses, workers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { notFound } from '../../server/problem.ts';
import { addDays, pageOf, paging } from '../common.ts';

type Schemas = components['schemas'];

type PayFrequency = (typeof companies.$inferSelect)['payFrequency'];

const lastDayOfMonth = (year: number, month: number): string =>
  new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);

/**
 * The closing days of the last `count` pay periods that closed before `today`, oldest first: weekly and biweekly
 * periods run back to back from the company's first period start; semimonthly ones close on the 15th and the
 * month's last day; monthly ones on the month's last day.
 */
export function closedPeriodEnds(
  frequency: PayFrequency,
  periodStartDate: string,
  today: string,
  count: number,
): string[] {
  const ends: string[] = [];
  if (frequency === 'weekly' || frequency === 'biweekly') {
    const length = frequency === 'weekly' ? 7 : 14;
    const elapsed = Math.floor(
      (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${periodStartDate}T00:00:00Z`)) / 86_400_000,
    );
    // The period holding today is open; the one before it closed yesterday at the latest.
    let end = addDays(periodStartDate, Math.floor(elapsed / length) * length - 1);
    while (ends.length < count) {
      ends.unshift(end);
      end = addDays(end, -length);
    }
    return ends;
  }
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7)) - 1;
  const candidates = (y: number, m: number) =>
    frequency === 'semimonthly'
      ? [`${y}-${String(m + 1).padStart(2, '0')}-15`, lastDayOfMonth(y, m)]
      : [lastDayOfMonth(y, m)];
  while (ends.length < count) {
    for (const end of candidates(year, month).reverse()) if (end < today && ends.length < count) ends.unshift(end);
    month -= 1;
    if (month < 0) {
      month = 11;
      year -= 1;
    }
  }
  return ends;
}

/** A worker is falling behind when today's balance is above the balance at the close of the oldest period compared. */
export function arrearsOf(
  balances: readonly number[],
): { startBalance: number; currentBalance: number; growth: number; periodsGrown: number } | null {
  const startBalance = balances[0] ?? 0;
  const currentBalance = balances.at(-1) ?? 0;
  const growth = currentBalance - startBalance;
  if (growth <= 0) return null;
  const periodsGrown = balances.slice(1).filter((balance, index) => balance > balances[index]!).length;
  return { startBalance, currentBalance, growth, periodsGrown };
}

export const insuranceArrearsHandlers = {
  async listInsuranceArrears({ query, auth, db, now, companyId }) {
    const page = paging(query);
    const [company] = await db
      .select({ payFrequency: companies.payFrequency, periodStartDate: companies.periodStartDate })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw notFound('The company');
    const day = todayInPuertoRico(now);
    const periodEnds = closedPeriodEnds(company.payFrequency, company.periodStartDate, day, query.periods ?? 3);
    const points = [...periodEnds, day];
    const restriction = workerGroupRestriction(auth.user);
    type PointRow = {
      workerId: string;
      firstName: string;
      lastName: string;
      payrollFileNumber: string;
      store: string;
      planType: Schemas['InsurancePlanType'];
      idx: number;
      balance: string | number;
    };
    const result = await db.execute<PointRow>(sql`
      select s.worker_id as "workerId", w.first_name as "firstName", w.last_name as "lastName", w.payroll_file_number as "payrollFileNumber",
             s.store, s.plan_type as "planType", p.idx::int as idx, coalesce(e.balance, 0)::bigint as balance
      from ${insuranceStatuses} s
      join ${workers} w on w.id = s.worker_id
      cross join unnest(${sql.raw(`array[${points.map((p) => `'${p}'`).join(',')}]::date[]`)}) with ordinality as p(day, idx)
      left join lateral (
        select e.mcs_remaining_balance + e.delta_remaining_balance as balance
        from ${insuranceLedgerEntries} e
        where e.worker_id = s.worker_id and e.date <= p.day
        order by e.date desc, e.id desc
        limit 1
      ) e on true
      where s.company_id = ${companyId}
        ${
          restriction
            ? sql`and w.worker_group_code in (${sql.join(
                restriction.map((code) => sql`${code}`),
                sql`, `,
              )})`
            : sql``
        }
      order by s.worker_id, p.idx`);
    const byWorker = new Map<string, { row: PointRow; balances: number[] }>();
    for (const row of result.rows) {
      const entry = byWorker.get(row.workerId) ?? { row, balances: [] };
      entry.balances.push(Number(row.balance));
      byWorker.set(row.workerId, entry);
    }
    const behind = [...byWorker.values()]
      .flatMap(({ row, balances }) => {
        const arrears = arrearsOf(balances);
        return arrears
          ? [
              {
                workerId: row.workerId,
                firstName: row.firstName,
                lastName: row.lastName,
                payrollFileNumber: row.payrollFileNumber,
                store: row.store,
                planType: row.planType,
                balances,
                ...arrears,
              },
            ]
          : [];
      })
      .sort(
        (a, b) => b.growth - a.growth || a.lastName.localeCompare(b.lastName) || a.workerId.localeCompare(b.workerId),
      );
    return {
      status: 200,
      body: { ...pageOf(behind.slice(page.offset, page.offset + page.limit), behind.length, page), periodEnds },
    };
  },
} satisfies Partial<Handlers>;
