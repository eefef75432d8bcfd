// autocannon in a process of its own. Run inside the benchmark's process, it shared a heap of 80–130 MB (Lighthouse,
// Playwright and the other benchmarks' modules), and the 10–12 KB answers it reads under load made V8 collect that
// whole heap again and again: 24 full collections in 25 s of load against 2 in a bare process, and 50–70 µs of the
// load generator's processor per big answer against 25–40 (bench/RESULTS.md, 26 November 16:30). On two shared
// cores that time is taken from the server under test, and only on the endpoints with big answers, so the ratio to
// the floor measured the benchmark's heap. Here the heap holds autocannon alone, as when it runs from its own CLI.
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export type LoadOptions = {
  url: string;
  connections: number;
  duration: number;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
};

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Processor time of the load generator's process while the load ran, in microseconds. */
  loaderMicros: number;
};

type Reply = { id: number; result?: LoadResult; error?: string };

async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const before = process.cpuUsage();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    method: options.method,
    headers: options.headers,
    ...(options.body ? { body: options.body } : {}),
  });
  const used = process.cpuUsage(before);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    loaderMicros: used.user + used.system,
  };
}

export type LoadGenerator = { run: (options: LoadOptions) => Promise<LoadResult>; close: () => Promise<void> };

/** Starts the load generator's process; `run` sends it one load at a time. */
export function startLoadGenerator(): LoadGenerator {
  const child: ChildProcess = fork(import.meta.filename, ['--child'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 0;
  const waiting = new Map<number, { resolve: (result: LoadResult) => void; reject: (error: Error) => void }>();
  child.on('message', (reply: Reply) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.result) pending.resolve(reply.result);
    else pending.reject(new Error(reply.error ?? 'The load generator failed.'));
  });
  child.on('exit', (code) => {
    for (const pending of waiting.values()) pending.reject(new Error(`The load generator exited with ${code}.`));
    waiting.clear();
  });
  return {
    run: (options) =>
      new Promise((resolve, reject) => {
        const id = (next += 1);
        waiting.set(id, { resolve, reject });
        child.send({ id, options });
      }),
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.disconnect();
      await exited;
    },
  };
}

if (process.argv.includes('--child')) {
  process.on('message', (message: { id: number; options: LoadOptions }) => {
    runLoad(message.options).then(
      (result) => process.send!({ id: message.id, result } satisfies Reply),
      (error: unknown) =>
        process.send!({
          id: message.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies Reply),
    );
  });
}
