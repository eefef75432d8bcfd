import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Fixtures } from './testing/fixtures.ts';
import type { TestApi } from './testing/harness.ts';
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
