import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';

describe('health checks', () => {
  it('liveness answers without asking the database, readiness reports a database that does not answer', async () => {
    let pinged = 0;
    const app = await buildApp({
      ping: () => {
        pinged += 1;
        return Promise.reject(new Error('connection refused'));
      },
    });
    try {
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      expect(pinged).toBe(0);

      const ready = await app.inject({ method: 'GET', url: '/api/health' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['content-type']).toContain('application/problem+json');
      expect(pinged).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('names its request on every answer: a well-formed X-Request-Id is kept, anything else gets a new id', async () => {
    const app = await buildApp({ ping: async () => undefined });
    try {
      for (const url of ['/api/health/live', '/api/health', '/api/no-such-call', '/api/%E0%A4%A', '/no-such-page']) {
        const kept = await app.inject({ method: 'GET', url, headers: { 'x-request-id': 'trace-7.a_b' } });
        expect(kept.headers['x-request-id'], url).toBe('trace-7.a_b');
        const replaced = await app.inject({ method: 'GET', url, headers: { 'x-request-id': 'not ok\u0000' } });
        expect(replaced.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
      }
      const statuses = await Promise.all(
        ['/api/health/live', '/api/%E0%A4%A'].map(async (url) => (await app.inject({ method: 'GET', url })).statusCode),
      );
      expect(statuses).toEqual([200, 400]);
    } finally {
      await app.close();
    }
  });
});
