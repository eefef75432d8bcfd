import { and, eq } from 'drizzle-orm';
import { todayInPuertoRico } from '@cuadre/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { companyGroups, periods, workerHours, workers, workerStartDates } from '../../db/schema/index.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';
import { currentPayPeriodsOf } from './pay-periods.ts';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

// 11:00 pm on Sunday 14 March 2027 in Puerto Rico, already Monday the 15th in UTC; no period row reaches that far.
const lateSunday = new Date('2027-03-15T03:00:00Z');

const worker = async () => (await api.db.select().from(workers).where(eq(workers.id, f.islaWorker.id)))[0]!;

describe("a worker's current pay period", () => {
  beforeEach(async () => {
    // Group 103 pays every two weeks from Monday 5 January 2026, as the demo does; the worker has no start of its own.
    await api.db
      .update(companyGroups)
      .set({ biweeklyStartDate: '2026-01-05', weeklyStartDate: '2026-01-05' })
      .where(and(eq(companyGroups.companyId, f.isla), eq(companyGroups.workerGroupCode, '103')));
    await api.db.delete(workerStartDates).where(eq(workerStartDates.workerId, f.islaWorker.id));
    await api.db
      .update(workers)
      .set({ payFrequency: 'biweekly', currentPayPeriodStart: '2026-01-05' })
      .where(eq(workers.id, f.islaWorker.id));
  });

  it('is the period holding today in Puerto Rico, from the group’s start and frequency, with no period row for it', async () => {
    const rows = await api.db
      .select()
      .from(periods)
      .where(
        and(eq(periods.companyId, f.isla), eq(periods.workerGroupCode, '103'), eq(periods.startDate, '2027-03-01')),
      );
    expect(rows).toEqual([]);
    const found = await currentPayPeriodsOf(api.db, [await worker()], lateSunday);
    expect(found.get(f.islaWorker.id)).toEqual({ startDate: '2027-03-01', endDate: '2027-03-14' });
  });

  it('follows the worker’s own start date, then the weekly start, then the calendar', async () => {
    await api.db.insert(workerStartDates).values({
      companyId: f.isla,
      workerGroupCode: '103',
      workerId: f.islaWorker.id,
      cycle: 'biweekly',
      startDate: '2026-01-12',
    });
    expect((await currentPayPeriodsOf(api.db, [await worker()], lateSunday)).get(f.islaWorker.id)).toEqual({
      startDate: '2027-03-08',
      endDate: '2027-03-21',
    });
    await api.db.update(workers).set({ payFrequency: 'weekly' }).where(eq(workers.id, f.islaWorker.id));
    expect((await currentPayPeriodsOf(api.db, [await worker()], lateSunday)).get(f.islaWorker.id)).toEqual({
      startDate: '2027-03-08',
      endDate: '2027-03-14',
    });
    await api.db.update(workers).set({ payFrequency: 'semimonthly' }).where(eq(workers.id, f.islaWorker.id));
    expect((await currentPayPeriodsOf(api.db, [await worker()], lateSunday)).get(f.islaWorker.id)).toEqual({
      startDate: '2027-03-01',
      endDate: '2027-03-15',
    });
  });

  it('answers the period holding today and the hours worked in it, on the worker and on the roster', async () => {
    const today = todayInPuertoRico(new Date());
    const expected = (await currentPayPeriodsOf(api.db, [await worker()])).get(f.islaWorker.id)!;
    expect(expected.startDate <= today && today <= expected.endDate).toBe(true);
    await api.db.delete(workerHours).where(eq(workerHours.workerId, f.islaWorker.id));
    const hours = (date: string, worked: number) => ({
      companyId: f.isla,
      workerGroupCode: '103',
      workerId: f.islaWorker.id,
      date,
      hours: worked,
      originalHours: worked,
    });
    // Seven hours on the period's first day and five on its last count; the day before it does not.
    const dayBefore = new Date(Date.parse(`${expected.startDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await api.db
      .insert(workerHours)
      .values([hours(dayBefore, 8), hours(expected.startDate, 7), hours(expected.endDate, 5)]);

    const one = await api.call('ewa@isla.example', { method: 'GET', url: `/api/workers/${f.islaWorker.id}` });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      currentPeriodStartDate: expected.startDate,
      currentPeriodEndDate: expected.endDate,
      hoursThisPeriod: 12,
    });
    const roster = await api.call('ewa@isla.example', {
      method: 'GET',
      url: `/api/users2?companyId[eq]=${f.isla}&limit=200&_select=currentPeriodEndDate&_select=hoursThisPeriod`,
    });
    expect(roster.statusCode, roster.body).toBe(200);
    const listed = (roster.json() as { items: { id: string }[] }).items.find((item) => item.id === f.islaWorker.id);
    expect(listed).toMatchObject({ currentPeriodEndDate: expected.endDate, hoursThisPeriod: 12 });
  });
});
