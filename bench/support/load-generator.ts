// autocannon in a process of its own. Run inside the benchmark's process, it shared a heap of 80–130 MB (Lighthouse,
// Playwright and the other benchmarks' modules), and the 10–12 KB answers it reads under load made V8 collect that
// whole heap again and again: 24 full collections in 25 s of load against 2 in a bare process, and 50–70 µs of the
// load generator's processor per big answer against 25–40 (bench/RESULTS.md, 26 November 16:30). On two shared
// cores that time is taken from the server under test, and only on the endpoints with big answers, so the ratio to
// the floor measured the benchmark's heap. Here the heap holds autocannon alone, as when it runs from its own CLI.
import autocannon from 'autocannon';
import { forkChildWorker, serveInChild, type ChildWorker } from './child-worker.ts';

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

export type LoadGenerator = ChildWorker<LoadOptions, LoadResult>;

/** Starts the load generator's process; `run` sends it one load at a time. */
export function startLoadGenerator(): LoadGenerator {
  return forkChildWorker(import.meta.filename, 'load generator');
}

serveInChild(runLoad);
