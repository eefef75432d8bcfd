import { defineConfig } from 'vitest/config';

// Each test file holds its own database (PGlite ~330 MB): three files at a time on two cores. A file on the PostgreSQL
// server spends much of its time waiting for it, and a third file keeps the processor busy meanwhile (the whole suite
// alone: 240 s with two workers, 224 s with three; bench/RESULTS.md).
// Files share their worker's modules (isolate: false): the server, the contract and its compiled validators load
// once per worker instead of once per file, 3–5 s a file. Every file still starts its own app on its own copy of
// the database (testing/harness.ts), so no state passes between files; the suite passes with files shuffled.
const shared = {
  environment: 'node' as const,
  include: ['src/**/*.test.ts'],
  globalSetup: ['./src/server/testing/global-setup.ts'],
  setupFiles: ['./src/server/testing/setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    pool: 'forks',
    isolate: false,
    maxWorkers: 3,
    projects: [
      // `*.postgres.test.ts` need a PostgreSQL server of their own to share between processes (several servers, a
      // built release): they run in the PostgreSQL project only, which TEST_DATABASE_URL enables (CI sets it).
      { test: { ...shared, name: 'pglite', exclude: ['**/node_modules/**', 'src/**/*.postgres.test.ts'] } },
      ...(postgresUrl ? [{ test: { ...shared, name: 'postgres' } }] : []),
    ],
  },
});
