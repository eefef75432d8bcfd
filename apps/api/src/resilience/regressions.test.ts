import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testContract, type TestApi } from '../server/testing/harness.ts';

// Requests the fuzzer once answered wrongly, kept so they stay fixed.

const STAFF = 'staff@provider.example';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const expectProblem = (
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
) => {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/problem\+json/);
  const body = response.json();
  expect(testContract().validators.schema('Problem')(body)).toBe(true);
  expect(body).toMatchObject({ status });
};

describe('answers the router refuses', () => {
  it('an over-long path segment answers 414 as problem+json', async () => {
    expectProblem(await api.call(STAFF, { method: 'GET', url: `/api/workers/${'a'.repeat(300)}` }), 414);
  });
});
