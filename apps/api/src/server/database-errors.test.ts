import { describe, expect, it } from 'vitest';
import type { Fixtures } from './testing/fixtures.ts';
import type { TestApi } from './testing/harness.ts';
import { withTestApi } from './testing/with-test-api.ts';
import { httpErrorOf, nestsDeeperThan, sqlStateOf, withRetry } from './database-errors.ts';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
// How Drizzle wraps a driver's error: the SQLSTATE sits on the cause.
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: pgError(code) });

describe('database errors as answers', () => {
  it('finds the SQLSTATE however the error is wrapped', () => {
    expect(sqlStateOf(pgError('23505'))).toBe('23505');
    expect(sqlStateOf(wrapped('23503'))).toBe('23503');
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
    expect(sqlStateOf(Object.assign(new Error('node'), { code: 'ECONNRESET' }))).toBeUndefined();
  });

  it('answers a unique clash 409, a missing reference 422, a value out of range 422, a busy database 503', () => {
    expect(httpErrorOf(wrapped('23505'))?.status).toBe(409);
    expect(httpErrorOf(wrapped('23503'))?.status).toBe(422);
    expect(httpErrorOf(wrapped('22003'))?.status).toBe(422);
    expect(httpErrorOf(wrapped('22P02'))?.status).toBe(400);
    expect(httpErrorOf(wrapped('40001'))?.status).toBe(503);
    expect(httpErrorOf(wrapped('57014'))?.status).toBe(503);
    expect(httpErrorOf(new Error('a fault of ours'))).toBeUndefined();
  });

  it('runs a unit of work again after a serialization failure, at most three times', async () => {
    let calls = 0;
    await expect(withRetry(async () => (++calls < 3 ? Promise.reject(wrapped('40001')) : 'done'))).resolves.toBe(
      'done',
    );
    expect(calls).toBe(3);
    calls = 0;
    await expect(withRetry(async () => (++calls, Promise.reject(wrapped('40P01'))))).rejects.toThrow();
    expect(calls).toBe(3);
    calls = 0;
    await expect(withRetry(async () => (++calls, Promise.reject(wrapped('23505'))))).rejects.toThrow();
    expect(calls).toBe(1);
  });

  it('measures nesting without recursion, whatever the depth', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(nestsDeeperThan(deep, 32)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 32)).toBe(false);
    expect(nestsDeeperThan(null, 1)).toBe(false);
  });
});

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

describe('bad input that once reached a 500', () => {
  it('answers 400 to a body nested 5,000 levels deep, naming the body', async () => {
    const payload = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const answer = await api.call('insurance@isla.example', {
      method: 'POST',
      url: '/api/insurance/get-table',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errors: [{ pointer: '/body' }] });
  });

  it('answers 409, not 500, when two invitations of one address race past the check', async () => {
    const invite = {
      companyId: f.isla,
      email: 'carrera@isla.example',
      firstName: 'Carrera',
      lastName: 'Doble',
      role: 'member',
      permissions: ['billing'],
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        api.call('owner@isla.example', { method: 'POST', url: '/api/external-users', payload: invite }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
  });
});
