import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabaseOptions } from '../db/index.ts';
import { companies, insuranceStatuses, workers } from '../db/schema/index.ts';
import { createTestSession } from '../identity/test-session.ts';
import { killHard, startServer, stopGracefully, type ServerProcess } from './server-process.ts';

type Kind = 'status' | 'upload' | 'note';
type Write = { id: string; kind: Kind; acknowledged: boolean };

export type CrashResult = {
  sent: number;
  acknowledged: number;
  lost: string[];
  halfDone: string[];
  restartMs: number;
};

const streams = 6;
const rowsPerUpload = 3;

/**
 * Streams status changes, ledger uploads and notes at the server, kills it with SIGKILL mid-stream,
 * restarts it on the same data, then reads the database: every acknowledged write must be there, and
 * every write that is there must be whole (its audit entry, all of an upload's rows).
 */
export async function crashTest(options: {
  port: number;
  env: Record<string, string>;
  open: OpenDatabaseOptions;
  /**
   * The kill comes once the writes have streamed this long and at least `killAfterAcknowledged` of them were
   * acknowledged (a busy machine's server may acknowledge few in the first seconds), and in any case by
   * `killWithinMs`.
   */
  killAfterMs: number;
  killAfterAcknowledged: number;
  killWithinMs: number;
  log: (line: string) => void;
}): Promise<CrashResult> {
  const setup = await openDatabase(options.open);
  let ewa: string;
  let insurance: string;
  let islaWorkers: string[];
  let payrollFileNumbers: string[];
  let islaId: string;
  try {
    ewa = await createTestSession(setup, 'ewa@isla.example');
    insurance = await createTestSession(setup, 'insurance@isla.example');
    const [isla] = await setup.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Isla Restaurant Group'));
    islaWorkers = (
      await setup.db
        .select({ id: workers.id })
        .from(workers)
        .where(and(eq(workers.companyId, isla!.id), eq(workers.workerStatus, 'active')))
        .orderBy(asc(workers.id))
        .limit(20)
    ).map((w) => w.id);
    payrollFileNumbers = (
      await setup.db
        .select({ payrollFileNumber: workers.payrollFileNumber })
        .from(insuranceStatuses)
        .innerJoin(workers, eq(workers.id, insuranceStatuses.workerId))
        .where(eq(insuranceStatuses.companyId, isla!.id))
        .orderBy(asc(workers.id))
        .limit(5)
    ).map((w) => w.payrollFileNumber);
    islaId = isla!.id;
  } finally {
    await setup.close();
  }

  const run = randomUUID().slice(0, 8);
  const writes: Write[] = [];
  let server: ServerProcess | undefined = await startServer({ port: options.port, env: options.env });
  let stopped = false;
  let counter = 0;

  const send = async (as: string, method: string, path: string, id: string, body: unknown): Promise<boolean> => {
    try {
      const response = await fetch(`${server!.origin}/api${path}`, {
        method,
        headers: {
          cookie: as,
          'content-type': 'application/json',
          'x-requested-by': 'cuadre',
          'x-request-id': id,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return response.ok;
    } catch {
      return false;
    }
  };

  const stream = async () => {
    while (!stopped) {
      const n = counter;
      counter += 1;
      const kind: Kind = (['status', 'upload', 'note'] as const)[n % 3]!;
      const id = `crash-${run}-${n}`;
      const write: Write = { id, kind, acknowledged: false };
      writes.push(write);
      const worker = islaWorkers[n % islaWorkers.length]!;
      if (kind === 'status') {
        write.acknowledged = await send(ewa, 'PUT', `/workers/${worker}/status`, id, {
          type: 'admin',
          enabled: n % 2 === 0,
          motives: [id],
        });
      } else if (kind === 'upload') {
        // Debts of amounts no other upload repeats: the server would ask to confirm a file seen before or a payment
        // leaving a credit, and this test is about writes the server accepts.
        const rows = Array.from(
          { length: rowsPerUpload },
          (_, row) =>
            `${payrollFileNumbers[(n + row) % payrollFileNumbers.length]},2026-11-${String(10 + row).padStart(2, '0')},mcs,debt,${((1_000 + n * rowsPerUpload + row) / 100).toFixed(2)},`,
        );
        const csv = ['payrollFileNumber,date,plan,type,amount,paymentMethod', ...rows].join('\n');
        write.acknowledged = await send(insurance, 'POST', '/insurance/uploads', id, {
          companyId: islaId,
          filename: `${id}.csv`,
          contentType: 'text/csv',
          csv,
        });
      } else {
        write.acknowledged = await send(insurance, 'POST', '/insurance/notes', id, { workerId: worker, message: id });
      }
    }
  };

  let restartMs = 0;
  try {
    const running = Array.from({ length: streams }, () => stream());
    const streaming = Date.now();
    const acknowledged = () => writes.filter((w) => w.acknowledged).length;
    await sleep(options.killAfterMs);
    while (acknowledged() < options.killAfterAcknowledged && Date.now() - streaming < options.killWithinMs)
      await sleep(20);
    await killHard(server);
    const killedAfterMs = Date.now() - streaming;
    stopped = true;
    await Promise.all(running);
    options.log(
      `killed with SIGKILL after ${killedAfterMs} ms: ${writes.length} writes sent, ${writes.filter((w) => w.acknowledged).length} acknowledged`,
    );

    const restartedAt = Date.now();
    server = await startServer({ port: options.port, env: options.env });
    restartMs = Date.now() - restartedAt;
    const check = await fetch(`${server.origin}/api/workers/${islaWorkers[0]}`, { headers: { cookie: ewa } });
    if (!check.ok) throw new Error(`After the restart a worker read answered ${check.status}.`);
    await stopGracefully(server);
    server = undefined;
  } finally {
    if (server) await killHard(server);
  }

  const after = await openDatabase(options.open);
  try {
    const audited = new Set(
      (
        await after.db.execute<{ id: string }>(
          sql`select correlation_id as id from audit_events where correlation_id like ${`crash-${run}-%`}`,
        )
      ).rows.map((r) => r.id),
    );
    const statuses = new Set(
      (
        await after.db.execute<{ id: string }>(
          sql`select unnest(change_motives) as id from worker_status_log where change_motives[1] like ${`crash-${run}-%`}`,
        )
      ).rows.map((r) => r.id),
    );
    const notes = new Set(
      (
        await after.db.execute<{ id: string }>(
          sql`select message as id from insurance_notes where message like ${`crash-${run}-%`}`,
        )
      ).rows.map((r) => r.id),
    );
    const uploads = new Map(
      (
        await after.db.execute<{ id: string; declared: number; stored: number }>(
          sql`select replace(u.filename, '.csv', '') as id, u.row_count as declared, (select count(*) from insurance_ledger_entries e where e.upload_id = u.id)::int as stored
              from insurance_uploads u where u.filename like ${`crash-${run}-%`}`,
        )
      ).rows.map((r) => [r.id, r]),
    );
    // A status write that sets a switch to the value it already has logs nothing (§4); its audit entry, written in the
    // same transaction as the change, is then what shows it happened.
    const present = (write: Write): boolean =>
      write.kind === 'status'
        ? statuses.has(write.id) || audited.has(write.id)
        : write.kind === 'note'
          ? notes.has(write.id)
          : uploads.has(write.id);
    const lost = writes
      .filter((write) => write.acknowledged && (!present(write) || !audited.has(write.id)))
      .map((w) => `${w.kind} ${w.id}`);
    const halfDone = writes
      .filter((write) => {
        if (present(write) !== audited.has(write.id)) return true;
        const upload = uploads.get(write.id);
        return upload !== undefined && (upload.stored !== rowsPerUpload || upload.declared !== rowsPerUpload);
      })
      .map((w) => `${w.kind} ${w.id}`);
    return {
      sent: writes.length,
      acknowledged: writes.filter((w) => w.acknowledged).length,
      lost,
      halfDone,
      restartMs,
    };
  } finally {
    await after.close();
  }
}
