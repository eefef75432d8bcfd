import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tipSplits } from '../../db/schema/index.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';

const ADMIN = 'tips.admin@isla.example';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

type SplitPage = { items: { id: string; dateTip: string }[]; total: number };

describe('the splits of one tip day', () => {
  it('are answered for any day, however many newer splits the group has', async () => {
    // The group's oldest day with splits: far behind its newest page.
    const [oldest] = await api.db
      .select({ workerGroupCode: tipSplits.workerGroupCode, dateTip: tipSplits.dateTip })
      .from(tipSplits)
      .where(eq(tipSplits.companyId, f.isla))
      .orderBy(asc(tipSplits.dateTip))
      .limit(1);
    expect(oldest).toBeDefined();
    const { workerGroupCode, dateTip } = oldest!;
    const [{ n: onThatDay } = { n: 0 }] = await api.db
      .select({ n: count() })
      .from(tipSplits)
      .where(
        and(
          eq(tipSplits.companyId, f.isla),
          eq(tipSplits.workerGroupCode, workerGroupCode),
          eq(tipSplits.dateTip, dateTip),
        ),
      );

    const newest = await api.call(ADMIN, {
      method: 'GET',
      url: `/api/tips/get-splits?companyId=${f.isla}&workerGroupCode=${workerGroupCode}&limit=20`,
    });
    expect(newest.statusCode, newest.body).toBe(200);
    expect((newest.json() as SplitPage).items.some((split) => split.dateTip === dateTip)).toBe(false);

    const day = await api.call(ADMIN, {
      method: 'GET',
      url: `/api/tips/get-splits?companyId=${f.isla}&workerGroupCode=${workerGroupCode}&date=${dateTip}&limit=20`,
    });
    expect(day.statusCode, day.body).toBe(200);
    const page = day.json() as SplitPage;
    expect(page.total).toBe(onThatDay);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((split) => split.dateTip === dateTip)).toBe(true);
  });

  it('refuses a day that is not a calendar date, naming the parameter', async () => {
    const response = await api.call(ADMIN, {
      method: 'GET',
      url: `/api/tips/get-splits?companyId=${f.isla}&workerGroupCode=103&date=2026-02-30`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('date');
  });
});
