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
});
