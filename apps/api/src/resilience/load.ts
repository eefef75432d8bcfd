import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { and, asc, eq } from 'drizzle-orm';
import { openDatabase, type OpenDatabaseOptions } from '../db/index.ts';
import { companies, workers } from '../db/schema/index.ts';
import { createTestSession } from '../identity/test-session.ts';
import { startServer, stopGracefully, type ServerProcess } from './server-process.ts';

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  rss: { start: number; afterWarmUp: number; end: number; max: number };
};

/** Mixed reads and writes from 50 connections for `seconds`, sampling the server's memory once a second. */
export async function loadTest(options: {
  port: number;
  env: Record<string, string>;
  open: OpenDatabaseOptions;
  seconds: number;
  connections: number;
  log: (line: string) => void;
}): Promise<LoadResult> {
  const setup = await openDatabase(options.open);
  let ewa: string;
  let insurance: string;
  let isla: string;
  let staff: string;
  let islaWorkers: string[];
  try {
    ewa = await createTestSession(setup, 'ewa@isla.example');
    insurance = await createTestSession(setup, 'insurance@isla.example');
    staff = await createTestSession(setup, 'staff@provider.example');
    isla = (
      await setup.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Isla Restaurant Group'))
    )[0]!.id;
    islaWorkers = (
      await setup.db
        .select({ id: workers.id })
        .from(workers)
        .where(and(eq(workers.companyId, isla), eq(workers.workerStatus, 'active')))
        .orderBy(asc(workers.id))
        .limit(50)
    ).map((w) => w.id);
  } finally {
    await setup.close();
  }

  let server: ServerProcess | undefined = await startServer({ port: options.port, env: options.env });
  const samples: number[] = [];
  const start = server.rssMiB() ?? 0;
  const sampler = setInterval(() => {
    const rss = server?.rssMiB();
    if (rss) samples.push(rss);
  }, 1000);
  const pick = () => islaWorkers[Math.floor(Math.random() * islaWorkers.length)]!;
  const json = { 'content-type': 'application/json', 'x-requested-by': 'cuadre' };
  try {
    const result = await autocannon({
      url: server.origin,
      connections: options.connections,
      duration: options.seconds,
      requests: [
        { method: 'GET', path: `/api/users2?companyId[eq]=${isla}&limit=20`, headers: { cookie: ewa } },
        {
          method: 'GET',
          path: '/api/workers/WORKER',
          headers: { cookie: ewa },
          setupRequest: (request) => ({ ...request, path: `/api/workers/${pick()}` }),
        },
        {
          method: 'PUT',
          path: '/api/workers/WORKER/status',
          headers: { cookie: ewa, ...json },
          setupRequest: (request) => ({
            ...request,
            path: `/api/workers/${pick()}/status`,
            headers: { ...request.headers, 'idempotency-key': randomUUID() },
            body: JSON.stringify({ type: 'admin', enabled: Math.random() < 0.5, motives: ['Carga de prueba'] }),
          }),
        },
        {
          method: 'POST',
          path: '/api/insurance/get-table',
          headers: { cookie: insurance, ...json },
          body: JSON.stringify({ companyId: isla }),
        },
        {
          method: 'GET',
          path: `/api/employer-dashboard/invoices?companyId=${isla}&limit=20`,
          headers: { cookie: ewa },
        },
        {
          method: 'POST',
          path: '/api/insurance/notes',
          headers: { cookie: insurance, ...json },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ workerId: pick(), message: `Nota de carga ${randomUUID().slice(0, 8)}` }),
          }),
        },
        { method: 'GET', path: `/api/companies/${isla}/audit-events?limit=20`, headers: { cookie: staff } },
      ],
    });
    clearInterval(sampler);
    const warm = samples[Math.min(9, samples.length - 1)] ?? start;
    return {
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
      timeouts: result.timeouts,
      rss: { start, afterWarmUp: warm, end: samples.at(-1) ?? start, max: Math.max(start, ...samples) },
    };
  } finally {
    clearInterval(sampler);
    if (server) await stopGracefully(server);
    server = undefined;
  }
}
