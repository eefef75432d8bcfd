import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.ts';
import { ewaTransfers, tipRecords, tipSplitItems, tipSplits, workerHours, workers } from '../../db/schema/index.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';
import { where } from '../common.ts';
import { hoursOf } from '../mappers.ts';
import { payrollActivityRows } from './payroll-activity-rows.ts';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

type Query = { companyId: string; workerGroupCode?: string; startDate: string; endDate: string };

/**
 * What payroll activity answered before it became one query: each measure read on its own, then the workers, all
 * joined here. Kept as the reference the one query must agree with.
 */
async function payrollActivityReadApart(db: Db, query: Query, restriction: string[] | null) {
  const tips = await db
    .select({
      workerId: tipRecords.workerId,
      date: tipRecords.dateTip,
      tips: sql<number>`sum(${tipRecords.total})::bigint`,
      tipsPaid: sql<number>`sum(case when ${tipRecords.status} = 'paid' then ${tipRecords.total} else 0 end)::bigint`,
    })
    .from(tipRecords)
    .where(
      where(
        eq(tipRecords.companyId, query.companyId),
        gte(tipRecords.dateTip, query.startDate),
        lte(tipRecords.dateTip, query.endDate),
        query.workerGroupCode ? eq(tipRecords.workerGroupCode, query.workerGroupCode) : undefined,
        restriction ? inArray(tipRecords.workerGroupCode, restriction) : undefined,
      ),
    )
    .groupBy(tipRecords.workerId, tipRecords.dateTip);
  const hours = await db
    .select({
      workerId: workerHours.workerId,
      date: workerHours.date,
      hours: sql<number>`sum(${workerHours.hours})::float8`,
      overtime: sql<number>`sum(case when ${workerHours.hasOvertime} then greatest(${workerHours.hours} - 8, 0) else 0 end)::float8`,
    })
    .from(workerHours)
    .where(
      where(
        eq(workerHours.companyId, query.companyId),
        gte(workerHours.date, query.startDate),
        lte(workerHours.date, query.endDate),
        query.workerGroupCode ? eq(workerHours.workerGroupCode, query.workerGroupCode) : undefined,
      ),
    )
    .groupBy(workerHours.workerId, workerHours.date);
  const splitSums = (workerId: typeof tipSplits.fromWorkerId | typeof tipSplitItems.workerId) =>
    db
      .select({ workerId, date: tipSplits.dateTip, amount: sql<number>`sum(${tipSplitItems.amount})::bigint` })
      .from(tipSplits)
      .innerJoin(tipSplitItems, eq(tipSplitItems.splitId, tipSplits.id))
      .where(
        and(
          eq(tipSplits.companyId, query.companyId),
          gte(tipSplits.dateTip, query.startDate),
          lte(tipSplits.dateTip, query.endDate),
        ),
      )
      .groupBy(workerId, tipSplits.dateTip);
  const given = await splitSums(tipSplits.fromWorkerId);
  const received = await splitSums(tipSplitItems.workerId);
  const ewaDay = sql<string>`to_char(${ewaTransfers.requestedAt} - interval '4 hours', 'YYYY-MM-DD')`;
  const ewa = await db
    .select({
      workerId: ewaTransfers.workerId,
      date: ewaDay,
      n: sql<number>`count(*)::int`,
      amount: sql<number>`sum(${ewaTransfers.amount})::bigint`,
    })
    .from(ewaTransfers)
    .where(
      and(
        eq(ewaTransfers.companyId, query.companyId),
        sql`(${ewaTransfers.requestedAt} - interval '4 hours')::date between ${query.startDate} and ${query.endDate}`,
      ),
    )
    .groupBy(ewaTransfers.workerId, ewaDay);
  const key = (workerId: string | null, date: string) => `${workerId}|${date}`;
  const keys = new Set([...tips.map((t) => key(t.workerId, t.date)), ...hours.map((h) => key(h.workerId, h.date))]);
  const workerIds = [...new Set([...keys].map((k) => k.split('|')[0]!))];
  const roster = workerIds.length === 0 ? [] : await db.select().from(workers).where(inArray(workers.id, workerIds));
  const rosterById = new Map(roster.map((w) => [w.id, w]));
  const index = <T extends { workerId: string | null; date: string }>(rows: T[]) =>
    new Map(rows.map((r) => [key(r.workerId, r.date), r]));
  const [tipsBy, hoursBy, givenBy, receivedBy, ewaBy] = [
    index(tips),
    index(hours),
    index(given),
    index(received),
    index(ewa),
  ];
  return [...keys]
    .flatMap((k) => {
      const [workerId, date] = k.split('|') as [string, string];
      const worker = rosterById.get(workerId);
      if (
        !worker ||
        (query.workerGroupCode && worker.workerGroupCode !== query.workerGroupCode) ||
        (restriction && !restriction.includes(worker.workerGroupCode))
      )
        return [];
      return [
        {
          workerId,
          payrollFileNumber: worker.payrollFileNumber,
          firstName: worker.firstName,
          lastName: worker.lastName,
          workerGroupCode: worker.workerGroupCode,
          date,
          hours: Math.min(1000, hoursOf(hoursBy.get(k)?.hours)),
          overtimeHours: Math.min(1000, hoursOf(hoursBy.get(k)?.overtime)),
          tips: Number(tipsBy.get(k)?.tips ?? 0),
          splitsGiven: Number(givenBy.get(k)?.amount ?? 0),
          splitsReceived: Number(receivedBy.get(k)?.amount ?? 0),
          tipsPaid: Number(tipsBy.get(k)?.tipsPaid ?? 0),
          ewaTransactions: Number(ewaBy.get(k)?.n ?? 0),
          ewaAmount: Number(ewaBy.get(k)?.amount ?? 0),
        },
      ];
    })
    .sort((a, b) =>
      a.date === b.date
        ? a.lastName.localeCompare(b.lastName) ||
          a.firstName.localeCompare(b.firstName) ||
          a.workerId.localeCompare(b.workerId)
        : a.date < b.date
          ? 1
          : -1,
    );
}

describe('payroll activity', () => {
  it.each([
    [
      'a month of a company',
      (fx: Fixtures) => ({ companyId: fx.isla, startDate: '2026-10-21', endDate: '2026-11-20' }),
      null,
    ],
    [
      '92 days of another company',
      (fx: Fixtures) => ({ companyId: fx.caribe, startDate: '2026-08-21', endDate: '2026-11-20' }),
      null,
    ],
    [
      'one worker group',
      (fx: Fixtures) => ({
        companyId: fx.isla,
        workerGroupCode: '103',
        startDate: '2026-10-21',
        endDate: '2026-11-20',
      }),
      null,
    ],
    [
      'a user limited to two worker groups',
      (fx: Fixtures) => ({ companyId: fx.isla, startDate: '2026-10-21', endDate: '2026-11-20' }),
      ['103', '150'],
    ],
    ['one day', (fx: Fixtures) => ({ companyId: fx.isla, startDate: '2026-11-19', endDate: '2026-11-19' }), null],
    [
      'a range without activity',
      (fx: Fixtures) => ({ companyId: fx.isla, startDate: '2020-01-01', endDate: '2020-01-31' }),
      null,
    ],
  ] as const)(
    'answers %s on the demo data as the measures read apart and joined did',
    async (_case, queryOf, restriction) => {
      const query = queryOf(f);
      const limited = restriction ? [...restriction] : null;
      const [one, apart] = [
        await payrollActivityRows(api.db, query, limited),
        await payrollActivityReadApart(api.db, query, limited),
      ];
      expect(one).toEqual(apart);
    },
  );

  it('meets every measure on the demo data, so the comparison above covers each of them', async () => {
    const rows = await payrollActivityRows(
      api.db,
      { companyId: f.isla, startDate: '2026-10-21', endDate: '2026-11-20' },
      null,
    );
    for (const measure of [
      'hours',
      'overtimeHours',
      'tips',
      'tipsPaid',
      'splitsGiven',
      'splitsReceived',
      'ewaTransactions',
      'ewaAmount',
    ] as const) {
      expect(
        rows.some((row) => row[measure] > 0),
        measure,
      ).toBe(true);
    }
  });

  it('holds a row for a day with tips and no hours, and for one with hours and no tips, as before', async () => {
    const query = { companyId: f.isla, workerGroupCode: '103', startDate: '2026-11-01', endDate: '2026-11-20' };
    const before = await payrollActivityRows(api.db, query, null);
    const [tipsOnly, hoursOnly] = before.filter((row) => row.tips > 0 && row.hours > 0);
    const restDay = ['2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16'].find(
      (date) => !before.some((row) => row.workerId === hoursOnly!.workerId && row.date === date),
    )!;
    await api.db
      .delete(workerHours)
      .where(and(eq(workerHours.workerId, tipsOnly!.workerId), eq(workerHours.date, tipsOnly!.date)));
    await api.db.insert(workerHours).values({
      companyId: f.isla,
      workerGroupCode: '103',
      workerId: hoursOnly!.workerId,
      date: restDay,
      hours: 6.5,
      originalHours: 6.5,
      hasOvertime: false,
    });
    const rows = await payrollActivityRows(api.db, query, null);
    expect(rows).toContainEqual(
      expect.objectContaining({ workerId: tipsOnly!.workerId, date: tipsOnly!.date, hours: 0, tips: tipsOnly!.tips }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ workerId: hoursOnly!.workerId, date: restDay, hours: 6.5, tips: 0 }),
    );
    expect(rows).toEqual(await payrollActivityReadApart(api.db, query, null));
  });
});
