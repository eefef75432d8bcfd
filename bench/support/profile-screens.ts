// Where an uncached answer's processor time goes: starts the API on a copy of the large data set with the response
// cache off (on with --cached: where a kept answer's time goes) and the inspector on, then, one screen of the mixed
// benchmark at a time, sends its request from a few connections for a few seconds while the V8 profiler samples the
// server, and prints the hottest functions by self time with the server's processor per request. Each screen's profile
// is written as a .cpuprofile (open it in Chromium's DevTools, Performance panel).
//
//   node bench/support/profile-screens.ts [--seconds 6] [--connections 4] [--only tips] [--cached] [--out /tmp/p]
//
// Run from the repository's root with Node 24 (`npx -y pnpm@12.21.0 exec node bench/support/profile-screens.ts` in
// bench/). Ports: BENCH_PORTS_FROM as the benchmarks (the mixed benchmark's port, and the inspector 100 above it).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { screens } from '../mixed.ts';
import { largePostgres } from './databases.ts';
import { processorSeconds } from './processor-time.ts';
import { benchPorts, repositoryRoot } from './server.ts';
import { sessionCookie } from './sign-in.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '4' },
    only: { type: 'string' },
    out: { type: 'string', default: join(repositoryRoot, 'bench/results/profiles') },
    top: { type: 'string', default: '30' },
    // The response cache left on: where a kept answer's time goes (every request after the first is a hit).
    cached: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const top = Number(values.top);
mkdirSync(values.out, { recursive: true });

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** The inspector protocol over its WebSocket: one call at a time is all this needs. */
async function inspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((done, fail) => {
    socket.addEventListener('open', done, { once: true });
    socket.addEventListener('error', fail, { once: true });
  });
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  const call = <T>(method: string, params: Record<string, unknown> = {}): Promise<T> =>
    new Promise((resolve) => {
      const id = (next += 1);
      waiting.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { call, close: () => socket.close() };
}

const where = (frame: CallFrame): string => {
  if (!frame.url) return '';
  const path = frame.url.replace(/^file:\/\//, '');
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/(.*)$/.exec(path);
  const shown = pnpm ? pnpm[1]! : path.startsWith(repositoryRoot) ? relative(repositoryRoot, path) : path;
  return `${shown}:${frame.lineNumber + 1}`;
};

type Summary = { total: number; functions: [string, number][]; areas: [string, number][]; within: [string, number][] };

/** Self time per function and per package or source folder, and time within each function (callees too), in ms. */
function summarise(profile: Profile): Summary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map<number, number>();
  const within = new Map<string, number>();
  for (let index = 0; index < profile.samples.length; index += 1) {
    const id = profile.samples[index]!;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    self.set(id, (self.get(id) ?? 0) + ms);
    if (byId.get(id)!.callFrame.functionName === '(idle)') continue;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)!.callFrame;
      seen.add(`${frame.functionName || '(anonymous)'} ${where(frame)}`);
    }
    for (const name of seen) within.set(name, (within.get(name) ?? 0) + ms);
  }
  const functions = new Map<string, number>();
  const areas = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of self) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    total += ms;
    const name = `${frame.functionName || '(anonymous)'} ${where(frame)}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    const path = frame.url.replace(/^file:\/\//, '');
    const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
    const area = pnpm
      ? pnpm[1]!
      : path.startsWith(repositoryRoot)
        ? relative(repositoryRoot, path).split('/').slice(0, 4).join('/')
        : frame.url
          ? frame.url.split('/').slice(0, 2).join('/')
          : frame.functionName;
    areas.set(area, (areas.get(area) ?? 0) + ms);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { total, functions: sorted(functions), areas: sorted(areas), within: sorted(within) };
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
type Answer = { status: number; bytes: number };
function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method,
        agent,
        headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const database = await largePostgres('profile');
const port = benchPorts.mixed;
const inspectorPort = port + 100;
const origin = `http://localhost:${port}`;
const server = spawn(process.execPath, [`--inspect=127.0.0.1:${inspectorPort}`, 'apps/api/src/main.ts'], {
  cwd: repositoryRoot,
  env: {
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    PUBLIC_ORIGIN: origin,
    ...(values.cached ? {} : { RESPONSE_CACHE_MB: '0' }),
  },
  // Its errors show: a server that stops under the inspector waits for it to go, which would look like a hang.
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}.`);
    const ready = await fetch(`${origin}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ email: string; company_id: string }>(
    'select email, company_id from dashboard_users where email = any($1)',
    [screens.map((screen) => screen.email)],
  );
  const companyOf = new Map(rows.map((row) => [row.email, row.company_id]));
  const cookies = new Map<string, string>();
  const session = await inspector(inspectorPort);
  await session.call('Profiler.enable');
  await session.call('Profiler.setSamplingInterval', { interval: 100 });
  const chosen = screens.filter((screen) => !values.only || screen.name.includes(values.only));
  for (const [index, screen] of chosen.entries()) {
    if (!cookies.has(screen.email)) cookies.set(screen.email, await sessionCookie(origin, screen.email));
    const companyId = companyOf.get(screen.email)!;
    const url = `${origin}${screen.path(companyId)}`;
    const headers: Record<string, string> = {
      cookie: cookies.get(screen.email)!,
      'accept-encoding': 'gzip, deflate, br, zstd',
      ...(screen.method === 'POST' ? { 'content-type': 'application/json', 'x-requested-by': 'cuadre' } : {}),
    };
    const body = screen.body ? JSON.stringify(screen.body(companyId)) : undefined;
    const loop = async (until: number): Promise<number> => {
      let count = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (performance.now() < until) {
            const { status } = await send(url, screen.method, headers, body);
            if (status !== 200) throw new Error(`${screen.name} answered ${status}`);
            count += 1;
          }
        }),
      );
      return count;
    };
    // Warm-up: plans, JIT, the pool's connections.
    await loop(performance.now() + 1500);
    // The answer's size as sent and as JSON, and the statements one request sends (each outside a transaction
    // commits on its own; the job queue's polling adds a little).
    const sent = await send(url, screen.method, headers, body);
    const plain = await send(url, screen.method, { ...headers, 'accept-encoding': 'identity' }, body);
    const commits = async () =>
      Number(
        (
          await client.query<{ n: string }>(
            'select xact_commit::text as n from pg_stat_database where datname = current_database()',
          )
        ).rows[0]!.n,
      );
    const statementsBefore = await commits();
    for (let index = 0; index < 50; index += 1) await send(url, screen.method, headers, body);
    await new Promise((done) => setTimeout(done, 1500));
    const statements = ((await commits()) - statementsBefore - 1) / 50;
    await session.call('Profiler.start');
    const before = processorSeconds(server.pid!);
    const count = await loop(performance.now() + seconds * 1000);
    const used = processorSeconds(server.pid!) - before;
    const { profile } = await session.call<{ profile: Profile }>('Profiler.stop');
    const file = join(values.out, `screen-${index + 1}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const summary = summarise(profile);
    const perRequest = (ms: number) => ((ms * 1000) / count).toFixed(0).padStart(6);
    console.log(
      `\n▸ ${screen.name}: ${count} requests, ${((used * 1e6) / count).toFixed(0)} µs of server processor per request` +
        ` (${perRequest(summary.total).trim()} µs sampled on the main thread); ${relative(repositoryRoot, file)}`,
    );
    console.log(
      `  answer ${plain.bytes} bytes of JSON, ${sent.bytes} sent; about ${statements.toFixed(1)} transactions per request`,
    );
    console.log('  by package or folder, µs per request (self):');
    for (const [area, ms] of summary.areas.slice(0, 14)) console.log(`  ${perRequest(ms)}  ${area}`);
    console.log('  by function, µs per request (self):');
    for (const [name, ms] of summary.functions.slice(0, top)) console.log(`  ${perRequest(ms)}  ${name}`);
    console.log('  by function, µs per request (with its callees):');
    for (const [name, ms] of summary.within.slice(0, top * 2)) console.log(`  ${perRequest(ms)}  ${name}`);
  }
  session.close();
  await client.end();
} finally {
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  await exited;
  await database.drop();
}
