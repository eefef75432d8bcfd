import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerNotifications } from '../../db/schema/index.ts';
import { jobsSettled } from '../../resilience/fingerprint.ts';
import { loadFixtures, type Fixtures } from '../../server/testing/fixtures.ts';
import { startTestApi, type TestApi } from '../../server/testing/harness.ts';
import { EWA } from '../../server/testing/operation-cases.ts';
import { finishedReport } from '../../server/testing/reports.ts';

// Three servers on one PostgreSQL database, each taking jobs from the shared queue, as a deployment runs.
let servers: TestApi[];
let f: Fixtures;

beforeAll(async () => {
  const first = await startTestApi();
  servers = [first, await startTestApi({ on: await first.reopen() }), await startTestApi({ on: await first.reopen() })];
  f = await loadFixtures(first.db);
});
afterAll(async () => {
  for (const server of servers.slice(1)) await server.close();
  await servers[0]?.close();
});

describe('with several servers', () => {
  it('builds each report once, whichever server was asked and whichever takes it', async () => {
    const since = new Date();
    const asked = await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        servers[index % 3]!.once(EWA, 'POST', `/reports/${f.isla}`, {
          type: index % 2 === 0 ? 'transactions' : 'workers',
          startDate: '2026-09-01',
          endDate: '2026-11-30',
        }),
      ),
    );
    expect(asked.map((answer) => answer.statusCode)).toEqual(Array(9).fill(202));
    const ids = asked.map((answer) => (answer.json() as { id: string }).id);
    expect(new Set(ids).size).toBe(9);

    for (const [index, id] of ids.entries()) {
      // Any server lists it ready, whichever built it.
      expect(await finishedReport(servers[(index + 1) % 3]!, EWA, f.isla, id)).toMatchObject({
        status: 'ready',
        progress: 100,
      });
    }
    const db = servers[0]!.db;
    // A job is marked done just after the report it built is.
    await jobsSettled(db);
    const jobs = await db.execute<{ n: number; retried: number }>(
      sql`select count(*)::int as n, count(*) filter (where retry_count > 0)::int as retried
          from pgboss.job where name = 'report' and state = 'completed' and data->>'reportId' in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    expect(jobs.rows[0]).toEqual({ n: 9, retried: 0 });
    const told = await db
      .select({ id: employerNotifications.id })
      .from(employerNotifications)
      .where(
        and(
          eq(employerNotifications.companyId, f.isla),
          eq(employerNotifications.kind, 'report-ready'),
          gt(employerNotifications.createdAt, since),
        ),
      );
    expect(told).toHaveLength(9);
  });
});
