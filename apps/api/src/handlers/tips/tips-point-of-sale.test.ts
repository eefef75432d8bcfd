import { describe, expect, it } from 'vitest';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';

const ADMIN = 'tips.admin@isla.example';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

type PosRow = { workerId: string | null; clockIn: string; hours: number };

describe("the point of sale's day", () => {
  it('keeps the timecard hours after a tips admin corrects the hours entered', async () => {
    const hours = f.islaHours;
    const corrected = Number(hours.originalHours) + 0.37;
    const saved = await api.once(ADMIN, 'PUT', '/tips/workers-hours', {
      companyId: f.isla,
      workerGroupCode: hours.workerGroupCode,
      dateTip: hours.date,
      rows: [{ tipId: String(hours.tipId), workerId: hours.workerId, hours: corrected }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await api.call(ADMIN, {
      method: 'GET',
      url: `/api/tips/get-workers-data-by-date-blu-host?companyId=${f.isla}&workerGroupCode=${hours.workerGroupCode}&date=${hours.date}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = (response.json() as { rows: PosRow[] }).rows.filter((row) => row.workerId === hours.workerId);
    expect(rows.map((row) => row.hours)).toContain(Number(hours.originalHours));
    expect(rows.map((row) => row.hours)).not.toContain(corrected);
  });
});
