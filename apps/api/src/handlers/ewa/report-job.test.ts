import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { employerNotifications, reports } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { finishedReport } from '../../server/testing/reports.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';
import { buildReport, monthsOf } from './report-job.ts';

import { EWA } from '../../server/testing/operation-cases.ts';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

describe('reports are built in the background', () => {
  {
    const notices = (companyId: string) =>
      api.db
        .select({ kind: employerNotifications.kind, body: employerNotifications.body })
        .from(employerNotifications)
        .where(eq(employerNotifications.companyId, companyId));

    // A report row as the request writes it, its job left to the test.
    const queuedByHand = async (id: string) =>
      (
        await api.db
          .insert(reports)
          .values({
            id,
            companyId: f.isla,
            type: 'workers',
            startDate: '2026-11-01',
            endDate: '2026-11-30',
            filename: 'workers-2026-11-01-2026-11-30.csv',
            createdBy: EWA,
          })
          .returning()
      )[0]!;

    it('answers at once with the report queued, then builds it month by month, keeps the file and tells the company', async () => {
      const costaBefore = await notices(f.costa);
      const islaBefore = await notices(f.isla);
      const asked = await api.once(EWA, 'POST', `/reports/${f.isla}`, {
        type: 'transactions',
        startDate: '2026-01-01',
        endDate: '2026-11-30',
      });
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toMatchObject({ status: 'queued', progress: 0, sizeBytes: null });
      const { id } = asked.json() as { id: string };

      const report = await finishedReport(api, EWA, f.isla, id);
      expect(report).toMatchObject({ status: 'ready', progress: 100, failureReason: null });

      const file = await api.call(EWA, { method: 'GET', url: `/api/reports/${f.isla}/${id}/download` });
      expect(file.statusCode).toBe(200);
      expect(report.sizeBytes).toBe(file.rawPayload.length);
      // Eleven months built one at a time make one file: one header, then every transfer of the year in order.
      const rows = parse(file.body, { bom: true, columns: true }) as { requestedAt: string }[];
      expect(file.body.match(/requestedAt/g)).toHaveLength(1);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.requestedAt)).toEqual(rows.map((row) => row.requestedAt).sort());

      const islaAfter = await notices(f.isla);
      expect(islaAfter).toHaveLength(islaBefore.length + 1);
      expect(islaAfter).toContainEqual({
        kind: 'report-ready',
        body: 'The report “Transfers” for Jan 1, 2026 to Nov 30, 2026 is ready to download.',
      });
      // Nothing of it reaches another company.
      expect(await notices(f.costa)).toEqual(costaBefore);
    });

    it('makes two reports of the same report asked twice at once', async () => {
      const ask = () =>
        api.once(EWA, 'POST', `/reports/${f.isla}`, {
          type: 'workers',
          startDate: '2026-11-01',
          endDate: '2026-11-30',
        });
      const answers = await Promise.all([ask(), ask(), ask()]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
      const ids = answers.map((answer) => (answer.json() as { id: string }).id);
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) expect(await finishedReport(api, EWA, f.isla, id)).toMatchObject({ status: 'ready' });
    });

    it('keeps the file as the data stood when it was built', async () => {
      const asked = await api.once(EWA, 'POST', `/reports/${f.isla}`, {
        type: 'workers',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
      });
      const { id } = asked.json() as { id: string };
      await finishedReport(api, EWA, f.isla, id);
      const before = await api.call(EWA, { method: 'GET', url: `/api/reports/${f.isla}/${id}/download` });
      await api.db.execute(sql`update workers set first_name = 'Renamed' where company_id = ${f.isla}`);
      const after = await api.call(EWA, { method: 'GET', url: `/api/reports/${f.isla}/${id}/download` });
      expect(after.body).toBe(before.body);
      expect(after.body).not.toContain('Renamed');
    });

    it('ends once and tells the company once when two servers build it at the same time', async () => {
      // A build that outlives its job's expiry goes on while another server takes the job again.
      const queued = await queuedByHand('workers_built_twice');
      const before = await notices(f.isla);
      await Promise.all([buildReport(api.db, queued.id), buildReport(api.db, queued.id)]);
      const [row] = await api.db.select().from(reports).where(eq(reports.id, queued.id));
      expect(row).toMatchObject({ status: 'ready', progress: 100 });
      expect(row!.sizeBytes).toBeGreaterThan(0);
      const after = await notices(f.isla);
      expect(after).toHaveLength(before.length + 1);
      expect(after.filter((notice) => notice.kind === 'report-ready')).toHaveLength(
        before.filter((notice) => notice.kind === 'report-ready').length + 1,
      );
    });

    it('is neither built nor told again by a server that read it queued and went on after another finished it', async () => {
      const queued = await queuedByHand('workers_read_before_finished');
      const before = await notices(f.isla);
      await buildReport(api.db, queued.id);
      const [finished] = await api.db.select().from(reports).where(eq(reports.id, queued.id));
      // The late server's first read answers the row as it stood before the first build; everything after is real.
      let read = false;
      const late = new Proxy(api.db, {
        get: (db, property, receiver) =>
          property === 'select' && !read
            ? () => {
                read = true;
                return { from: () => ({ where: async () => [queued] }) };
              }
            : (Reflect.get(db, property, receiver) as unknown),
      });
      await buildReport(late, queued.id);
      expect(read).toBe(true);
      const [row] = await api.db.select().from(reports).where(eq(reports.id, queued.id));
      expect(row).toEqual(finished);
      expect(await notices(f.isla)).toHaveLength(before.length + 1);
    });

    it('is refused to download while it is being built', async () => {
      const queued = await queuedByHand('workers_queued_by_hand');
      const file = await api.call(EWA, { method: 'GET', url: `/api/reports/${f.isla}/${queued.id}/download` });
      expect(file.statusCode).toBe(409);
    });

    it('queues no job when the change that asked for it is rolled back', async () => {
      const jobs = () =>
        api.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'report'`);
      const before = (await jobs()).rows[0]!.n;
      await expect(
        inTransaction(api.db, async (tx) => {
          await enqueue(tx, 'report', { reportId: 'never-committed' });
          throw new Error('the request failed after queueing');
        }),
      ).rejects.toThrow('the request failed after queueing');
      expect((await jobs()).rows[0]!.n).toBe(before);
      expect(
        await api.db
          .select()
          .from(reports)
          .where(and(eq(reports.id, 'never-committed'))),
      ).toEqual([]);
    });
  }
});

describe('a report is built a calendar month at a time', () => {
  it('cuts its dates at month ends, the first and last month to the report’s own dates', () => {
    expect(monthsOf('2026-01-15', '2026-03-10')).toEqual([
      ['2026-01-15', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-10'],
    ]);
    expect(monthsOf('2028-02-01', '2028-02-29')).toEqual([['2028-02-01', '2028-02-29']]);
    expect(monthsOf('2026-12-31', '2027-01-01')).toEqual([
      ['2026-12-31', '2026-12-31'],
      ['2027-01-01', '2027-01-01'],
    ]);
  });
});
