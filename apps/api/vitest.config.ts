import { defineConfig } from 'vitest/config';

// Each test file holds its own database (PGlite ~330 MB): two files at a time on two cores.
const shared = {
  environment: 'node' as const,
  include: ['src/**/*.test.ts'],
  globalSetup: ['./src/server/testing/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: 'pglite' } },
      ...(postgresUrl ? [{ test: { ...shared, name: 'postgres' } }] : []),
    ],
  },
});
