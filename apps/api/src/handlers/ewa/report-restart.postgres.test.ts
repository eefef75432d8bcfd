import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { components } from '@cuadre/api-client';
import { openDatabase, type Database } from '../../db/index.ts';
import { employerNotifications, reports } from '../../db/schema/index.ts';
import { createTestSession } from '../../identity/test-session.ts';
import { notificationText } from '../../notifications/messages.ts';
import { jobsSettled } from '../../resilience/fingerprint.ts';
import { killHard, startServer, stopGracefully, type ServerProcess } from '../../resilience/server-process.ts';
import { adminClient, scratchDatabases } from '../../server/testing/postgres.ts';
import { loadFixtures } from '../../server/testing/fixtures.ts';
import { EWA } from '../../server/testing/operation-cases.ts';
import { reportOut } from './report-out.ts';
import { reportRows } from './report-rows.ts';

type Report = components['schemas']['Report'];

// A server killed with SIGKILL while it builds a report: the job it had taken is found lost once its time is up, and
// another server builds the report from the start. The time is short here; production's is JOB_EXPIRY_SECONDS.
const ports = { first: 4121, second: 4122 };
const expirySeconds = 4;
const asked = { type: 'transactions', startDate: '2026-09-01', endDate: '2026-11-30' } as const;

async function until<T>(
  what: string,
  look: () => Promise<T | undefined>,
  timeoutMs: number,
  state: () => Promise<unknown>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > deadline)
      throw new Error(`Gave up after ${timeoutMs / 1000} s waiting for ${what}: ${JSON.stringify(await state())}`);
    await sleep(50);
  }
}

// Two server processes on one database need a PostgreSQL server: registered on the PostgreSQL project only.
const template = inject('databaseTemplate');
if (template.kind === 'postgres')
  describe('a report whose server is killed while building it', () => {
    // Dropped after the servers below are stopped (hooks run last registered first).
    const newDatabase = scratchDatabases(template, 'restart');
    let database: Database | undefined;
    let blocker: pg.Client | undefined;
    const servers: ServerProcess[] = [];
    let env: Record<string, string>;
    let url: string;
    let cookie: string;
    let isla: string;

    beforeAll(async () => {
      url = await newDatabase(template.template);
      database = await openDatabase({ url, poolSize: 2 });
      cookie = await createTestSession(database, EWA);
      isla = (await loadFixtures(database.db)).isla;
      env = { DATABASE_URL: url, DATABASE_POOL_SIZE: '4', JOB_EXPIRY_SECONDS: String(expirySeconds) };
    });

    afterAll(async () => {
      // Ending the holding connection rolls its transaction back and lets go of its lock.
      await blocker?.end().catch(() => undefined);
      for (const server of servers) await killHard(server);
      await database?.close();
    });

    /** What the whole database holds of reports, notifications and jobs: nothing but this report's may move. */
    const totals = async () =>
      (
        await database!.db.execute<{ reports: number; notifications: number; jobs: number }>(
          sql`select (select count(*) from reports)::int as reports,
                     (select count(*) from employer_notifications)::int as notifications,
                     (select count(*) from pgboss.job)::int as jobs`,
        )
      ).rows[0]!;

    const jobOf = async (reportId: string) =>
      (
        await database!.db.execute<{ state: string; retries: number }>(
          sql`select state, retry_count as retries from pgboss.job where name = 'report' and data->>'reportId' = ${reportId}`,
        )
      ).rows;

    const reportRow = async (reportId: string) =>
      (await database!.db.select().from(reports).where(eq(reports.id, reportId)))[0]!;

    /** The job and the report as they stand, for a failure's message. */
    const stateOf = (reportId: string) => async () => {
      const { status, progress } = await reportRow(reportId);
      const waiting = await database!.db.execute<{ wait: string; query: string }>(
        sql`select wait_event_type || ':' || wait_event as wait, left(query, 80) as query from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
      );
      return { job: await jobOf(reportId), report: { status, progress }, busy: waiting.rows };
    };

    const api = (server: ServerProcess, path: string, init: RequestInit = {}) =>
      fetch(`${server.origin}/api${path}`, { ...init, headers: { cookie, ...init.headers } });

    it('is built by the next server once its time is up: ready, whole, told once, its job retried once', async () => {
      const before = await totals();
      const startedAt = Date.now();
      const first = await startServer({ port: ports.first, env });
      servers.push(first);
      const firstUpMs = Date.now() - startedAt;

      // The transfers a transactions report reads are held from another connection, so the server that takes the
      // job stops inside the build (the report marked running) and stays there until it is killed.
      blocker = await adminClient(url);
      await blocker.query('begin');
      await blocker.query('lock table ewa_transfers in access exclusive mode');

      const answer = await api(first, `/reports/${isla}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-by': 'cuadre' },
        body: JSON.stringify(asked),
      });
      expect(answer.status).toBe(202);
      const { id } = (await answer.json()) as Report;

      const askedAt = Date.now();
      await until(
        'the first server to take the job and wait on the transfers',
        async () => {
          const [job] = await jobOf(id);
          if (job?.state !== 'active') return undefined;
          // Asked outside the holding transaction, which would see the activity as it stood at its first look.
          const waiting = await database!.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock' and query ilike '%ewa_transfers%'
                    and pid <> pg_backend_pid()`,
          );
          return waiting.rows[0]!.n === 1 ? true : undefined;
        },
        // A server looks for jobs every 2 s; the job's time runs from when it is taken.
        10_000,
        stateOf(id),
      );
      const takenMs = Date.now() - askedAt;
      // Taken once, not yet retried, and mid-build.
      expect(await jobOf(id)).toEqual([{ state: 'active', retries: 0 }]);
      expect(await reportRow(id)).toMatchObject({ status: 'running', progress: 0, content: null });

      await killHard(first);
      const killedAt = Date.now();
      await blocker.query('rollback');
      await blocker.end();
      blocker = undefined;
      // No server runs: the job stays taken by the dead one, the report half-built.
      expect(await jobOf(id)).toEqual([{ state: 'active', retries: 0 }]);
      expect(await reportRow(id)).toMatchObject({ status: 'running', content: null });

      const second = await startServer({ port: ports.second, env });
      servers.push(second);
      const secondUpMs = Date.now() - killedAt;

      const report = await until(
        'the second server to build the report',
        async () => {
          const list = await api(second, `/reports/${isla}?limit=100`);
          expect(list.status).toBe(200);
          const found = ((await list.json()) as { items: Report[] }).items.find((item) => item.id === id);
          return found?.status === 'ready' || found?.status === 'failed' ? found : undefined;
        },
        expirySeconds * 1000 + 15_000,
        stateOf(id),
      );
      const readyMs = Date.now() - killedAt;
      expect(report).toMatchObject({ ...asked, status: 'ready', progress: 100, failureReason: null });

      // The file is the whole report as the data stands (it has not changed): one header, then every transfer of
      // the three months once, in time order. Transfers of the same minute may come in either order.
      const file = await api(second, `/reports/${isla}/${id}/download`);
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(report.sizeBytes).toBe(bytes.length);
      const [header, ...rows] = bytes
        .toString('utf8')
        .split('\r\n')
        .filter((line) => line !== '');
      const [expectedHeader, ...expectedRows] = (await reportRows(database!.db, reportOut(await reportRow(id))))
        .split('\r\n')
        .filter((line) => line !== '');
      expect(header).toBe(expectedHeader);
      expect(rows.length).toBeGreaterThan(100);
      expect([...rows].sort()).toEqual([...expectedRows].sort());
      const times = rows.map((row) => row.split(',')[0]!);
      expect(times).toEqual([...times].sort());

      // The job is done, on its second try.
      await jobsSettled(database!.db);
      expect(await jobOf(id)).toEqual([{ state: 'completed', retries: 1 }]);

      // The company is told once, that it is ready.
      const told = await database!.db
        .select({ kind: employerNotifications.kind, body: employerNotifications.body })
        .from(employerNotifications)
        .where(
          and(
            eq(employerNotifications.companyId, isla),
            eq(
              employerNotifications.body,
              notificationText.reportReady(asked.type, asked.startDate, asked.endDate).body,
            ),
          ),
        );
      expect(told).toEqual([
        {
          kind: 'report-ready',
          body: notificationText.reportReady(asked.type, asked.startDate, asked.endDate).body,
        },
      ]);

      // Nothing else moved: one report, one notification, one job more than before, in the whole database.
      expect(await totals()).toEqual({
        reports: before.reports + 1,
        notifications: before.notifications + 1,
        jobs: before.jobs + 1,
      });

      await stopGracefully(second);
      console.log(
        `report-restart: first server up in ${(firstUpMs / 1000).toFixed(1)} s, took the job and stopped inside it ` +
          `${takenMs} ms after the 202, killed; the second up ${(secondUpMs / 1000).toFixed(1)} s later, the report ` +
          `ready ${(readyMs / 1000).toFixed(1)} s after the kill (jobs expire after ${expirySeconds} s)`,
      );
    }, 120_000);
  });
