// The mixed workload's load generator, in a process of its own as autocannon is (load-generator.ts): `readers`
// connections each send their screen's request again as soon as the last one answered (a closed loop, as a
// dashboard's tabs do), while a writer commits the writes of several companies at a fixed rate, through the API and
// straight to the database as the other processes of a deployment do (the payment pipeline, the identity layer's
// sign-ins). Latency is recorded per screen; the floor is the same loop on /api/health/live.
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { forkChildWorker, serveInChild, type ChildWorker } from './child-worker.ts';

export type Screen = {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** How many of the connections show this screen. */
  connections: number;
};

/** One company's writes: what the writer commits for it, in turn with the other companies'. */
export type CompanyWrites = {
  companyId: string;
  /**
   * A tip-day note through the API (the router's transaction, its audit entry), when the company has tips; `%ID%` in
   * the body is replaced by a new id each time.
   */
  note?: { url: string; headers: Record<string, string>; body: string };
};

export type Phase =
  | { kind: 'floor'; url: string; connections: number; seconds: number }
  | {
      kind: 'mixed';
      screens: Screen[];
      seconds: number;
      databaseUrl: string;
      companies: CompanyWrites[];
      writesPerSecond: number;
    };

export type ScreenResult = {
  name: string;
  count: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers by how the response cache gave them (its Server-Timing header): hit, wait, miss, none. */
  cache: Record<string, number>;
};

export type PhaseResult = {
  seconds: number;
  total: number;
  rps: number;
  screens: ScreenResult[];
  writes: { committed: number; failed: number; byKind: Record<string, number>; lastError?: string };
  loaderMicros: number;
};

// node:http with kept-alive connections: a fifth of fetch's processor per request, which on two shared cores is
// taken from the server under test.
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
function send(screen: Screen): Promise<{ status: number; serverTiming: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      screen.url,
      {
        method: screen.method,
        agent,
        headers: { ...screen.headers, ...(screen.body ? { 'content-length': Buffer.byteLength(screen.body) } : {}) },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, serverTiming: String(response.headers['server-timing'] ?? '') }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(screen.body);
  });
}

const percentile = (sorted: number[], share: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

async function closedLoop(
  screens: Screen[],
  seconds: number,
): Promise<{ results: ScreenResult[]; total: number; elapsed: number }> {
  const started = performance.now();
  const endAt = started + seconds * 1000;
  const latencies = screens.map(() => [] as number[]);
  const errors = screens.map(() => 0);
  const cache = screens.map(() => ({}) as Record<string, number>);
  const connection = async (index: number) => {
    const screen = screens[index]!;
    while (performance.now() < endAt) {
      const sent = performance.now();
      try {
        const response = await send(screen);
        if (response.status < 200 || response.status >= 300) errors[index]! += 1;
        const how = /desc="(\w+)"/.exec(response.serverTiming)?.[1] ?? 'none';
        cache[index]![how] = (cache[index]![how] ?? 0) + 1;
      } catch {
        errors[index]! += 1;
      }
      latencies[index]!.push(performance.now() - sent);
    }
  };
  await Promise.all(
    screens.flatMap((screen, index) => Array.from({ length: screen.connections }, () => connection(index))),
  );
  const elapsed = (performance.now() - started) / 1000;
  const results = screens.map((screen, index) => {
    const sorted = latencies[index]!.sort((a, b) => a - b);
    return {
      name: screen.name,
      count: sorted.length,
      p50: Math.round(percentile(sorted, 0.5) * 10) / 10,
      p99: Math.round(percentile(sorted, 0.99) * 10) / 10,
      errors: errors[index]!,
      cache: cache[index]!,
    };
  });
  return { results, total: results.reduce((sum, each) => sum + each.count, 0), elapsed };
}

// The writes, in turn, each for the next company: what a busy deployment commits all day.
// Each answers what it committed (a note through the API is `note`), or nothing when the company has nothing to write.
type Writer = { kind: string; write: (company: CompanyWrites) => Promise<string | undefined> };

async function writers(client: pg.Client, companies: CompanyWrites[]): Promise<Writer[]> {
  // One of each company's records to write beside or over, found once.
  const ids = companies.map((company) => company.companyId);
  const transfers = await client.query<{ company_id: string; id: string }>(
    `select distinct on (company_id) company_id, id from ewa_transfers where company_id = any($1) order by company_id, id`,
    [ids],
  );
  const batches = await client.query<{ company_id: string; id: string }>(
    `select distinct on (company_id) company_id, id from commission_batches where company_id = any($1) order by company_id, id`,
    [ids],
  );
  const users = await client.query<{ company_id: string; id: string; email: string }>(
    `select distinct on (company_id) company_id, id, email from dashboard_users where company_id = any($1) order by company_id, email`,
    [ids],
  );
  const byCompany = <Row extends { company_id: string }>(rows: Row[]) =>
    new Map(rows.map((row) => [row.company_id, row]));
  const transferOf = byCompany(transfers.rows);
  const batchOf = byCompany(batches.rows);
  const userOf = byCompany(users.rows);
  return [
    {
      // A pay-access payment recorded by the payment pipeline: a new transfer like one the company has.
      kind: 'payment',
      write: async ({ companyId }) => {
        const model = transferOf.get(companyId);
        if (!model) return undefined;
        await client.query(
          `insert into ewa_transfers (company_id, worker_group_code, worker_id, kind, status, amount, fee, requested_at)
           select company_id, worker_group_code, worker_id, kind, status, amount, fee, now() from ewa_transfers where id = $1`,
          [model.id],
        );
        return 'payment';
      },
    },
    {
      // What a sign-in commits: a new session and the user's last sign-in time.
      kind: 'sign-in',
      write: async ({ companyId }) => {
        const user = userOf.get(companyId);
        if (!user) return undefined;
        await client.query('begin');
        try {
          await client.query(
            `insert into sessions (id_hash, user_id, email, csrf_token, data, expires_at)
             values ($1, $2, $3, $4, '{}', now() + interval '1 hour')`,
            [randomBytes(32).toString('hex'), user.id, user.email, randomUUID()],
          );
          await client.query('update dashboard_users set last_sign_in_at = now() where id = $1', [user.id]);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
        return 'sign-in';
      },
    },
    {
      // A tip-day note through the API, or, for a company without tips, an approval: a batch's status changed.
      kind: 'note or approval',
      write: async (company) => {
        if (company.note) {
          const response = await fetch(company.note.url, {
            method: 'POST',
            headers: company.note.headers,
            body: company.note.body.replaceAll('%ID%', randomUUID()),
          });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`a note answered ${response.status}`);
          return 'note';
        }
        const batch = batchOf.get(company.companyId);
        if (!batch) return undefined;
        await client.query('update commission_batches set updated_at = now() where id = $1', [batch.id]);
        return 'approval';
      },
    },
    {
      // An upload: fifty of the company's worker-hours rows written again.
      kind: 'upload',
      write: async ({ companyId }) => {
        await client.query(
          `update worker_hours set hours = hours where id in
             (select id from worker_hours where company_id = $1 order by id desc limit 50)`,
          [companyId],
        );
        return 'upload';
      },
    },
  ];
}

async function runPhase(phase: Phase): Promise<PhaseResult> {
  const before = process.cpuUsage();
  if (phase.kind === 'floor') {
    const screens: Screen[] = [
      { name: 'floor', url: phase.url, method: 'GET', headers: {}, connections: phase.connections },
    ];
    return phaseResult(await closedLoop(screens, phase.seconds), { committed: 0, failed: 0, byKind: {} }, before);
  }
  const client = new pg.Client({ connectionString: phase.databaseUrl });
  await client.connect();
  const writes = {
    committed: 0,
    failed: 0,
    byKind: {} as Record<string, number>,
    lastError: undefined as string | undefined,
  };
  try {
    const kinds = await writers(client, phase.companies);
    let stop = false;
    // The writer: one write every 1/rate seconds, the next kind for the next company each time.
    const writing = (async () => {
      const interval = 1000 / phase.writesPerSecond;
      const started = performance.now();
      for (let tick = 0; !stop; tick += 1) {
        const company = phase.companies[tick % phase.companies.length]!;
        const kind = kinds[Math.floor(tick / phase.companies.length) % kinds.length]!;
        try {
          const committed = await kind.write(company);
          if (committed) {
            writes.committed += 1;
            writes.byKind[committed] = (writes.byKind[committed] ?? 0) + 1;
          }
        } catch (error) {
          writes.failed += 1;
          writes.lastError = error instanceof Error ? error.message : String(error);
        }
        const wait = started + (tick + 1) * interval - performance.now();
        if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      }
    })();
    const loop = await closedLoop(phase.screens, phase.seconds);
    stop = true;
    await writing;
    return phaseResult(loop, writes, before);
  } finally {
    await client.end();
  }
}

// What a phase measured, with the generator's own processor time since `before`.
function phaseResult(
  { results, total, elapsed }: Awaited<ReturnType<typeof closedLoop>>,
  writes: PhaseResult['writes'],
  before: NodeJS.CpuUsage,
): PhaseResult {
  const used = process.cpuUsage(before);
  return {
    seconds: elapsed,
    total,
    rps: total / elapsed,
    screens: results,
    writes,
    loaderMicros: used.user + used.system,
  };
}

export type MixedLoadGenerator = ChildWorker<Phase, PhaseResult>;

/** Starts the generator's process; `run` sends it one phase at a time. */
export function startMixedLoad(): MixedLoadGenerator {
  return forkChildWorker(import.meta.filename, 'mixed load generator');
}

serveInChild(runPhase);
