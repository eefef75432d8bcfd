import { describe, expect, it } from 'vitest';
import type { Fixtures } from '../server/testing/fixtures.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';

// The demo data is what the dashboard shows first: every record of it must answer within the contract, so the
// lists that hand back stored file names are read whole here, every page (each answer is checked against its schema
// after every test, `withTestApi`).

const STAFF = 'staff@provider.example';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

async function everyItem<Item>(path: string, companyId: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const response = await api.call(STAFF, {
      method: 'GET',
      url: `/api${path}?companyId=${companyId}&page=${page}&limit=200`,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const body = response.json<{ items: Item[]; total: number }>();
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}

describe('the demo data answers within the contract', () => {
  it('lists every insurance upload of every company with a CSV file name', async () => {
    for (const companyId of [f.isla, f.caribe]) {
      const uploads = await everyItem<{ filename: string }>('/insurance/get-uploads', companyId);
      expect(uploads.length).toBeGreaterThan(0);
      expect(uploads.filter((upload) => !upload.filename.endsWith('.csv'))).toEqual([]);
    }
  });

  it('lists every commission upload, the payroll provider’s earnings files among them, with a CSV file name', async () => {
    const uploads = await everyItem<{ filename: string; kind: string }>(
      '/compensation/individual-adp-uploads',
      f.costa,
    );
    expect(new Set(uploads.map((upload) => upload.kind))).toContain('payroll-provider');
    expect(uploads.filter((upload) => !upload.filename.endsWith('.csv'))).toEqual([]);
  });
});
