// The API under load on the large data set and the PostgreSQL server: autocannon on loopback, in a process of its
// own (support/load-generator.ts), 50 connections, a few seconds per endpoint, each request as the dashboard sends it. The endpoint takes turns with
// the same server's /api/health/live (no database at all), measured the same way: the framework's floor on this
// machine at this moment. Each round's ratio is the endpoint's rate over the floor's measured just before it, and
// the figure is the median of the rounds', so the ratio stays meaningful on a busy machine. /api/health, one
// `select 1`, is measured too: the floor of any call that reads the database, for reading the gap; and /api/health/live
// with the endpoint's session cookie: the floor of any signed-in call. Then the
// same endpoints on a server with the response cache turned off: what a request costs when its handler runs.
// Beside each rate, the processor time per request of the server and of autocannon, read from /proc: on two
// shared cores they are steadier than the rates, and they tell the server's share from the load generator's.
import { largePostgres } from './support/databases.ts';
import { median } from './support/median.ts';
import { processorSeconds } from './support/processor-time.ts';
import { startLoadGenerator, type LoadGenerator } from './support/load-generator.ts';
import { benchPorts, startServer } from './support/server.ts';
import { sessionCookie } from './support/sign-in.ts';
import type { Benchmark, Measurement } from './types.ts';

export const RATIO_MIN = 0.5;
export const P99_MAX_MS = 50;
const CONNECTIONS = 50;
const seconds = Number(process.env.BENCH_API_SECONDS ?? 5);
// Cached answers: five rounds of the endpoint and its references, each load a fifth of BENCH_API_SECONDS long (at
// least a second).
const ROUNDS = 5;
const roundSeconds = Math.max(1, seconds / ROUNDS);

type Target = {
  name: string;
  email: string;
  method: 'GET' | 'POST';
  path: (companyId: string) => string;
  body?: (companyId: string) => unknown;
};

const employeeSelect = [
  'payrollFileNumber',
  'workerType',
  'compensationType',
  'activeProducts',
  'email',
  'hireDate',
  'payRate',
  'payRateUnit',
  'limitForUser',
  'amountLimitPerPP',
  'transactionLimitPerPP',
];
// The seed's "today" is 2026-11-20; the tips home opens on one day of one worker group.
const tipDay = '2026-11-19';

const targets: Target[] = [
  {
    name: 'GET /users2 (roster page, 200 workers)',
    email: 'ewa@isla.example',
    method: 'GET',
    path: (companyId) =>
      `/api/users2?companyId[eq]=${companyId}&${employeeSelect.map((field) => `_select=${field}`).join('&')}&page=1&limit=200`,
  },
  {
    name: 'GET /tips/history (one day of a group)',
    email: 'tips.admin@isla.example',
    method: 'GET',
    path: (companyId) =>
      `/api/tips/history?companyId=${companyId}&workerGroupCode=103&from=${tipDay}&to=${tipDay}&limit=200`,
  },
  {
    name: 'POST /insurance/get-table (first page)',
    email: 'insurance@isla.example',
    method: 'POST',
    path: () => '/api/insurance/get-table',
    body: (companyId) => ({ companyId, page: 1, limit: 50 }),
  },
  {
    name: 'GET /compensation/commission-batches (first page)',
    email: 'approver@costa.example',
    method: 'GET',
    path: (companyId) => `/api/compensation/commission-batches?companyId=${companyId}&area=commissions&page=1&limit=25`,
  },
  {
    name: 'GET /employer-dashboard/invoices (first page)',
    email: 'ewa@isla.example',
    method: 'GET',
    path: (companyId) => `/api/employer-dashboard/invoices?companyId=${companyId}&page=1&limit=200`,
  },
];

type Load = { rps: number; p50: number; p99: number; serverMicros: number; loaderMicros: number };

// Processor time per request, of the server (read from /proc, Linux, in clock ticks; NaN where there is none) and
// of autocannon (its process's own count). On two cores the two share the machine, so a rate measures both.
async function load(
  generator: LoadGenerator,
  url: string,
  options: {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    duration?: number;
    pid?: number;
  },
): Promise<Load> {
  const serverBefore = options.pid ? processorSeconds(options.pid) : Number.NaN;
  const result = await generator.run({
    url,
    connections: CONNECTIONS,
    duration: options.duration ?? seconds,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body ? { body: options.body } : {}),
  });
  const serverSeconds = options.pid ? processorSeconds(options.pid) - serverBefore : Number.NaN;
  if (result.errors > 0 || result.timeouts > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts under load.`);
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx.`);
  if (result.total === 0) throw new Error(`${url}: no answer within ${options.duration ?? seconds} s under load.`);
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    serverMicros: (serverSeconds * 1e6) / result.total,
    loaderMicros: result.loaderMicros / result.total,
  };
}

/** Requests left in flight when a load stops keep the server busy; the next figure waits for them. */
async function settle(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const started = performance.now();
    await fetch(`${origin}/api/health`);
    if (performance.now() - started < 20) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  await new Promise((done) => setTimeout(done, 500));
}

export const api: Benchmark = {
  name: 'api',
  description: `autocannon, ${CONNECTIONS} connections, large data set on PostgreSQL: each endpoint in ${ROUNDS} rounds of ${roundSeconds} s taking turns with /api/health/live; then ${seconds} s each without the response cache`,
  run: async () => {
    const database = await largePostgres('api');
    const generator = startLoadGenerator();
    try {
      const server = await startServer({ port: benchPorts.api, databaseUrl: database.url });
      try {
        const cookies = new Map<string, string>();
        const companies = new Map<string, string>();
        for (const email of new Set(targets.map((target) => target.email))) {
          const cookie = await sessionCookie(server.origin, email);
          const session = (await (
            await fetch(`${server.origin}/api/auth/session`, { headers: { cookie } })
          ).json()) as { company: { id: string } };
          cookies.set(email, cookie);
          companies.set(email, session.company.id);
        }
        const requestOf = (target: Target, origin: string) => {
          const companyId = companies.get(target.email)!;
          // Chromium's own Accept-Encoding: the server answers in brotli, as it does to the dashboard.
          const headers: Record<string, string> = {
            cookie: cookies.get(target.email)!,
            'accept-encoding': 'gzip, deflate, br, zstd',
          };
          if (target.method === 'POST')
            Object.assign(headers, { 'content-type': 'application/json', 'x-requested-by': 'cuadre' });
          const request = {
            method: target.method,
            headers,
            ...(target.body ? { body: JSON.stringify(target.body(companyId)) } : {}),
          };
          return { url: `${origin}${target.path(companyId)}`, request };
        };
        const measureEndpoint = async (origin: string, target: Target): Promise<Load> => {
          const { url, request } = requestOf(target, origin);
          // Warm-up: connection pool, plan cache, JIT. One at a time first: fifty cold requests at once on a busy
          // machine may all outlast a one-second load, which would then count nothing.
          for (let warm = 0; warm < 10; warm += 1) await (await fetch(url, request)).arrayBuffer();
          await load(generator, url, { ...request, duration: 2 });
          await settle(origin);
          const measured = await load(generator, url, request);
          await settle(origin);
          return measured;
        };
        const measurements: Measurement[] = [];
        for (const target of targets) {
          const { url, request } = requestOf(target, server.origin);
          const check = await fetch(url, request);
          if (!check.ok)
            throw new Error(`${target.name} answered ${check.status}: ${(await check.text()).slice(0, 200)}`);
          for (let warm = 0; warm < 10; warm += 1) await (await fetch(url, request)).arrayBuffer();
          await load(generator, url, { ...request, duration: 2 });
          await settle(server.origin);
          // The endpoint and its references take turns, a round of short loads at a time: a shared machine's speed
          // drifts within seconds, and each ratio is read from loads that ran moments apart. Beside the floor,
          // for reading the gap: /api/health (one `select 1`, the floor of any call that reads the database) and
          // /api/health/live with the endpoint's session cookie (the session check: the floor of any signed-in call).
          const sides = {
            floor: { url: `${server.origin}/api/health/live`, options: {} },
            endpoint: { url, options: request },
            roundTrip: { url: `${server.origin}/api/health`, options: {} },
            signedIn: {
              url: `${server.origin}/api/health/live`,
              options: { headers: { cookie: cookies.get(target.email)! } },
            },
          };
          const loads = {
            floor: [] as Load[],
            endpoint: [] as Load[],
            roundTrip: [] as Load[],
            signedIn: [] as Load[],
          };
          for (let round = 0; round < ROUNDS; round += 1) {
            for (const side of ['floor', 'endpoint', 'roundTrip', 'signedIn'] as const) {
              loads[side].push(
                await load(generator, sides[side].url, {
                  ...sides[side].options,
                  duration: roundSeconds,
                  pid: server.pid,
                }),
              );
              await settle(server.origin);
            }
          }
          const rps = (side: keyof typeof loads) => median(loads[side].map((each) => each.rps));
          const ratios = loads.endpoint.map((each, round) => each.rps / loads.floor[round]!.rps);
          // Latency: the slowest round's, so a budget is never met by the median hiding a bad round.
          const p99 = Math.max(...loads.endpoint.map((each) => each.p99));
          measurements.push(
            {
              name: `${target.name} req/s`,
              value: Math.round(rps('endpoint')),
              unit: 'req/s',
              reference: { name: '/api/health/live', value: Math.round(rps('floor')) },
            },
            {
              name: `${target.name} ÷ /api/health/live`,
              value: round(median(ratios)),
              unit: 'ratio',
              budget: { min: RATIO_MIN },
              reference: {
                name: `lowest round ${round(Math.min(...ratios))}; highest round`,
                value: round(Math.max(...ratios)),
              },
            },
            {
              name: `${target.name} ÷ /api/health`,
              value: round(rps('endpoint') / rps('roundTrip')),
              unit: 'ratio',
              reference: { name: '/api/health req/s (one select 1)', value: Math.round(rps('roundTrip')) },
            },
            {
              name: `${target.name} ÷ signed-in /api/health/live`,
              value: round(rps('endpoint') / rps('signedIn')),
              unit: 'ratio',
              reference: {
                name: 'signed-in /api/health/live req/s (the session check)',
                value: Math.round(rps('signedIn')),
              },
            },
            // Steadier than the rates on a shared machine: how much of the server's processor an answer takes.
            {
              name: `${target.name} server processor per request`,
              value: round(median(loads.endpoint.map((each) => each.serverMicros))),
              unit: 'µs',
              reference: {
                name: '/api/health/live',
                value: round(median(loads.floor.map((each) => each.serverMicros))),
              },
            },
            {
              name: `${target.name} autocannon processor per request`,
              value: round(median(loads.endpoint.map((each) => each.loaderMicros))),
              unit: 'µs',
              reference: {
                name: '/api/health/live',
                value: round(median(loads.floor.map((each) => each.loaderMicros))),
              },
            },
            {
              name: `${target.name} p50`,
              value: median(loads.endpoint.map((each) => each.p50)),
              unit: 'ms',
              reference: { name: '/api/health/live p50', value: median(loads.floor.map((each) => each.p50)) },
            },
            {
              name: `${target.name} p99`,
              value: p99,
              unit: 'ms',
              budget: { max: P99_MAX_MS },
              reference: { name: '/api/health/live p99', value: Math.max(...loads.floor.map((each) => each.p99)) },
            },
          );
        }
        await server.stop();
        // The same endpoints with the response cache turned off: every request runs its handler, as the first
        // request after a write does. For reading, no budget: what a cache miss costs.
        const uncached = await startServer({
          port: benchPorts.api,
          databaseUrl: database.url,
          env: { RESPONSE_CACHE_MB: '0' },
        });
        try {
          for (const target of targets) {
            const measured = await measureEndpoint(uncached.origin, target);
            measurements.push(
              {
                name: `${target.name} without the response cache req/s`,
                value: Math.round(measured.rps),
                unit: 'req/s',
              },
              {
                name: `${target.name} without the response cache p99`,
                value: measured.p99,
                unit: 'ms',
                reference: { name: 'p50', value: measured.p50 },
              },
            );
          }
        } finally {
          await uncached.stop();
        }
        return measurements;
      } finally {
        await server.stop();
      }
    } finally {
      await generator.close();
      await database.drop();
    }
  },
};

const round = (value: number): number => Math.round(value * 100) / 100;
