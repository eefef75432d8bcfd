// The API as production meets it: signed-in users of several companies keep their main screens open (50
// connections, each sending its screen's request again as soon as the last one answered) while the companies write
// all the time (payments, sign-ins, notes through the API, batch approvals, uploads; BENCH_MIXED_WRITES a second,
// each for the next of four companies in turn), on the large data set and the PostgreSQL server. The floor,
// /api/health/live under the same 50 connections from the same generator, takes turns with the mixed load, a round
// at a time, so every ratio is read from loads that ran moments apart on a shared machine. Then the same on a server
// with the response cache off: what each screen costs when every request runs its handler. `api.ts` keeps the
// quiet-database figures (nothing written while it measures).
import pg from 'pg';
import { largePostgres } from './support/databases.ts';
import { median } from './support/median.ts';
import { processorSeconds, processorSecondsOf } from './support/processor-time.ts';
import { startMixedLoad, type CompanyWrites, type PhaseResult, type Screen } from './support/mixed-load.ts';
import { benchPorts, startServer } from './support/server.ts';
import { sessionCookie } from './support/sign-in.ts';
import type { Benchmark, Measurement } from './types.ts';

export const MIXED_P99_MAX_MS = 100;
export const MIXED_RATIO_MIN = 0.3;
export const MIXED_UNCACHED_P99_MAX_MS = 150;
const CONNECTIONS = 50;
const ROUNDS = 4;
// Each side's total: the mixed load and the floor each run ROUNDS loads of a quarter of it.
const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 20);
const roundSeconds = Math.max(1, seconds / ROUNDS);
const writesPerSecond = Number(process.env.BENCH_MIXED_WRITES ?? 10);
// Both sides by default; `cached` or `uncached` measures one of them alone (its budgets only), to try a change faster.
const sides = process.env.BENCH_MIXED_SIDES ?? 'both';
if (!['both', 'cached', 'uncached'].includes(sides))
  throw new Error(`BENCH_MIXED_SIDES must be both, cached or uncached (found ${sides})`);

const employeeSelect = ['payrollFileNumber', 'workerType', 'compensationType', 'activeProducts', 'email', 'hireDate'];
const tipDay = '2026-11-19';

export type ScreenSpec = {
  name: string;
  email: string;
  connections: number;
  method: 'GET' | 'POST';
  path: (companyId: string) => string;
  body?: (companyId: string) => unknown;
};

// Fifty connections over six screens of three companies (the screens of api.ts, and another company's roster).
export const screens: ScreenSpec[] = [
  {
    name: 'roster (users2, 200 workers), Isla',
    email: 'ewa@isla.example',
    connections: 10,
    method: 'GET',
    path: (companyId) =>
      `/api/users2?companyId[eq]=${companyId}&${employeeSelect.map((field) => `_select=${field}`).join('&')}&page=1&limit=200`,
  },
  {
    name: 'tips history (one day of a group), Isla',
    email: 'tips.admin@isla.example',
    connections: 10,
    method: 'GET',
    path: (companyId) =>
      `/api/tips/history?companyId=${companyId}&workerGroupCode=103&from=${tipDay}&to=${tipDay}&limit=200`,
  },
  {
    name: 'insurance table (first page), Isla',
    email: 'insurance@isla.example',
    connections: 8,
    method: 'POST',
    path: () => '/api/insurance/get-table',
    body: (companyId) => ({ companyId, page: 1, limit: 50 }),
  },
  {
    name: 'commission batches (first page), Costa',
    email: 'approver@costa.example',
    connections: 10,
    method: 'GET',
    path: (companyId) => `/api/compensation/commission-batches?companyId=${companyId}&area=commissions&page=1&limit=25`,
  },
  {
    name: 'invoices (first page), Isla',
    email: 'ewa@isla.example',
    connections: 6,
    method: 'GET',
    path: (companyId) => `/api/employer-dashboard/invoices?companyId=${companyId}&page=1&limit=200`,
  },
  {
    name: 'roster (users2, 200 workers), Borinquen',
    email: 'admin@borinquen.example',
    connections: 6,
    method: 'GET',
    path: (companyId) =>
      `/api/users2?companyId[eq]=${companyId}&${employeeSelect.map((field) => `_select=${field}`).join('&')}&page=1&limit=200`,
  },
];
// The companies that write, in turn: the three read above and one nobody reads here.
const writerEmails = [
  'tips.admin@isla.example',
  'approver@costa.example',
  'payroll@caribe.example',
  'admin@borinquen.example',
];

const round = (value: number): number => Math.round(value * 100) / 100;

// Processor per request answered, of the server and of PostgreSQL (every `postgres` process of this machine: 0 when
// the database is elsewhere).
type Side = { floors: PhaseResult[]; loads: PhaseResult[]; serverMicros: number[]; databaseMicros: number[] };

export const mixed: Benchmark = {
  name: 'mixed',
  description: `${CONNECTIONS} connections on six screens of three companies while four companies write ${writesPerSecond}/s, large data set on PostgreSQL: ${ROUNDS} rounds of ${roundSeconds} s taking turns with /api/health/live, with the response cache and without`,
  run: async () => {
    const database = await largePostgres('mixed');
    const generator = startMixedLoad();
    try {
      const companyOf = new Map<string, string>();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const emails = [...new Set([...screens.map((screen) => screen.email), ...writerEmails])];
        const { rows } = await client.query<{ email: string; company_id: string }>(
          'select email, company_id from dashboard_users where email = any($1)',
          [emails],
        );
        for (const row of rows) companyOf.set(row.email, row.company_id);
      } finally {
        await client.end();
      }
      const cookies = new Map<string, string>();
      const measureSide = async (env: Record<string, string>): Promise<Side> => {
        const server = await startServer({ port: benchPorts.mixed, databaseUrl: database.url, env });
        try {
          // Sessions are rows of the database: signed in once, through the real /login, they serve both servers.
          for (const email of new Set(screens.map((screen) => screen.email).concat('tips.admin@isla.example'))) {
            if (!cookies.has(email)) cookies.set(email, await sessionCookie(server.origin, email));
          }
          const headersOf = (email: string, post: boolean): Record<string, string> => ({
            cookie: cookies.get(email)!,
            'accept-encoding': 'gzip, deflate, br, zstd',
            ...(post ? { 'content-type': 'application/json', 'x-requested-by': 'cuadre' } : {}),
          });
          const loadScreens: Screen[] = screens.map((spec) => {
            const companyId = companyOf.get(spec.email)!;
            return {
              name: spec.name,
              url: `${server.origin}${spec.path(companyId)}`,
              method: spec.method,
              headers: headersOf(spec.email, spec.method === 'POST'),
              ...(spec.body ? { body: JSON.stringify(spec.body(companyId)) } : {}),
              connections: spec.connections,
            };
          });
          const companies: CompanyWrites[] = writerEmails.map((email) => {
            const companyId = companyOf.get(email)!;
            return email === 'tips.admin@isla.example'
              ? {
                  companyId,
                  note: {
                    url: `${server.origin}/api/tips/user-tips-history-notes`,
                    headers: headersOf(email, true),
                    body: JSON.stringify({ companyId, workerGroupCode: '103', dateTip: tipDay, message: 'note %ID%' }),
                  },
                }
              : { companyId };
          });
          for (const screen of loadScreens) {
            const check = await fetch(screen.url, {
              method: screen.method,
              headers: screen.headers,
              ...(screen.body ? { body: screen.body } : {}),
            });
            if (!check.ok)
              throw new Error(`${screen.name} answered ${check.status}: ${(await check.text()).slice(0, 200)}`);
          }
          const mixedPhase = (length: number) => ({
            kind: 'mixed' as const,
            screens: loadScreens,
            seconds: length,
            databaseUrl: database.url,
            companies,
            writesPerSecond,
          });
          const floorPhase = {
            kind: 'floor' as const,
            url: `${server.origin}/api/health/live`,
            connections: CONNECTIONS,
          };
          // Warm-up: connection pools, plans, JIT.
          await generator.run(mixedPhase(3));
          await generator.run({ ...floorPhase, seconds: 1 });
          const side: Side = { floors: [], loads: [], serverMicros: [], databaseMicros: [] };
          for (let turn = 0; turn < ROUNDS; turn += 1) {
            side.floors.push(await generator.run({ ...floorPhase, seconds: roundSeconds }));
            const before = processorSeconds(server.pid);
            const databaseBefore = processorSecondsOf('postgres');
            const load = await generator.run(mixedPhase(roundSeconds));
            const used = processorSeconds(server.pid) - before;
            const databaseUsed = processorSecondsOf('postgres') - databaseBefore;
            side.loads.push(load);
            // Processor per request the server answered: the reads and the writes sent through the API (PostgreSQL's
            // also runs the writes made straight to the database).
            const answered = load.total + (load.writes.byKind.note ?? 0);
            side.serverMicros.push((used * 1e6) / answered);
            side.databaseMicros.push((databaseUsed * 1e6) / answered);
            const failed = load.screens.filter((screen) => screen.errors > 0);
            if (failed.length > 0)
              throw new Error(`errors under the mixed load: ${failed.map((s) => `${s.name} ${s.errors}`).join(', ')}`);
            if (load.writes.failed > 0)
              throw new Error(`${load.writes.failed} writes failed: ${load.writes.lastError}`);
          }
          return side;
        } finally {
          await server.stop();
        }
      };

      const cached = sides === 'uncached' ? undefined : await measureSide({});
      const uncached = sides === 'cached' ? undefined : await measureSide({ RESPONSE_CACHE_MB: '0' });

      const measurements: Measurement[] = [];
      const describe = (side: Side, label: string, p99Max: number, ratioMin?: number) => {
        const floorRps = median(side.floors.map((floor) => floor.rps));
        const ratios = side.loads.map((load, turn) => load.rps / side.floors[turn]!.rps);
        const writes = side.loads.reduce((sum, load) => sum + load.writes.committed, 0);
        const elapsed = side.loads.reduce((sum, load) => sum + load.seconds, 0);
        measurements.push(
          {
            name: `${label}: reads req/s`,
            value: Math.round(median(side.loads.map((load) => load.rps))),
            unit: 'req/s',
            reference: { name: '/api/health/live', value: Math.round(floorRps) },
          },
          {
            name: `${label}: reads ÷ /api/health/live`,
            value: round(median(ratios)),
            unit: 'ratio',
            ...(ratioMin !== undefined ? { budget: { min: ratioMin } } : {}),
            reference: {
              name: `lowest round ${round(Math.min(...ratios))}; highest round`,
              value: round(Math.max(...ratios)),
            },
          },
          {
            name: `${label}: writes committed`,
            value: round(writes / elapsed),
            unit: 'req/s',
            reference: { name: 'asked for', value: writesPerSecond },
          },
          {
            name: `${label}: server processor per request`,
            value: round(median(side.serverMicros)),
            unit: 'µs',
          },
        );
        if (side.databaseMicros.some((micros) => micros > 0))
          measurements.push({
            name: `${label}: PostgreSQL processor per request`,
            value: round(median(side.databaseMicros)),
            unit: 'µs',
          });
        const hits = { hit: 0, wait: 0, miss: 0, none: 0 } as Record<string, number>;
        for (const load of side.loads)
          for (const screen of load.screens)
            for (const [how, count] of Object.entries(screen.cache)) hits[how] = (hits[how] ?? 0) + count;
        const answered = Object.values(hits).reduce((sum, count) => sum + count, 0);
        if ((hits.none ?? 0) < answered)
          measurements.push({
            name: `${label}: response cache hit ratio`,
            value: round(((hits.hit ?? 0) + (hits.wait ?? 0)) / answered),
            unit: 'ratio',
            reference: { name: 'of which waited for a running computation', value: round((hits.wait ?? 0) / answered) },
          });
        for (const [index, spec] of screens.entries()) {
          const each = side.loads.map((load) => load.screens[index]!);
          measurements.push(
            {
              name: `${label}: ${spec.name} req/s`,
              value: round(median(each.map((screen, turn) => screen.count / side.loads[turn]!.seconds))),
              unit: 'req/s',
            },
            {
              name: `${label}: ${spec.name} p50`,
              value: round(median(each.map((screen) => screen.p50))),
              unit: 'ms',
              reference: {
                name: '/api/health/live p50',
                value: round(median(side.floors.map((floor) => floor.screens[0]!.p50))),
              },
            },
            {
              // The slowest round's, so a budget is never met by the median hiding a bad round.
              name: `${label}: ${spec.name} p99`,
              value: Math.max(...each.map((screen) => screen.p99)),
              unit: 'ms',
              budget: { max: p99Max },
              reference: {
                name: '/api/health/live p99',
                value: Math.max(...side.floors.map((floor) => floor.screens[0]!.p99)),
              },
            },
          );
        }
      };
      if (cached) describe(cached, 'mixed', MIXED_P99_MAX_MS, MIXED_RATIO_MIN);
      if (uncached) describe(uncached, 'mixed, response cache off', MIXED_UNCACHED_P99_MAX_MS);
      return measurements;
    } finally {
      await generator.close();
      await database.drop();
    }
  },
};
