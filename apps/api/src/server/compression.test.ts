import { gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../handlers/index.ts';
import type { AnyHandler } from './router.ts';
import { loadFixtures, type Fixtures } from './testing/fixtures.ts';
import { startTestApi, type TestApi } from './testing/harness.ts';
import { withTestApi } from './testing/with-test-api.ts';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

describe('answers over the wire', () => {
  it('compresses a large JSON answer for a client that accepts gzip, and it unpacks to the same JSON', async () => {
    const url = `/api/users2?companyId[eq]=${f.isla}&limit=200`;
    const plain = await api.call('ewa@isla.example', { method: 'GET', url });
    const packed = await api.call('ewa@isla.example', { method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    const unpacked = gunzipSync(packed.rawPayload).toString('utf8');
    expect(JSON.parse(unpacked)).toEqual(plain.json());
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

describe('answers the response cache does not hold', () => {
  let uncached: TestApi;
  beforeAll(async () => {
    uncached = await startTestApi({
      handlers: handlers as unknown as Record<string, AnyHandler>,
      responseCacheBytes: 0,
    });
  });
  afterAll(() => uncached.close());

  it('come in the encoding Chromium prefers, zstd, and unpack to the same JSON', async () => {
    const { isla } = await loadFixtures(uncached.db);
    const url = `/api/users2?companyId[eq]=${isla}&limit=200`;
    const plain = await uncached.call('ewa@isla.example', { method: 'GET', url });
    const packed = await uncached.call('ewa@isla.example', {
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    // Far above the 8 KB from which the plugin would otherwise have compressed through a stream.
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    expect(packed.headers['content-encoding']).toBe('zstd');
    // Compressed in one call, so its length is known; through a stream it would have gone out chunked.
    expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
    expect(JSON.parse(zstdDecompressSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
