import { randomUUID } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '@cuadre/api-client';
import { commissionBatches, workerCommissions } from '../../db/schema/index.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';
import { BORINQUEN, EWA, OWNER, STAFF, TIPS, VIEWER, type Problem } from '../users/test-users.ts';

type Company = components['schemas']['Company'];
type Features = components['schemas']['CompanyFeatures'];
type Insights = components['schemas']['CommissionInsights'];

let api: TestApi;
let f: Fixtures;

withTestApi((opened) => ({ api, f } = opened));

const borinquen = () => f.borinquenBatch.companyId;

// The company as the provider's staff read it, straight from the API.
const companyOf = async (companyId: string): Promise<Company> => {
  const response = await api.call(STAFF, {
    method: 'POST',
    url: '/api/employer-dashboard/company-info',
    payload: { email: STAFF, companyId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { companyData: Company }).companyData;
};

const saveFeatures = (as: string, companyId: string, payload: object) =>
  api.call(as, {
    method: 'PATCH',
    url: `/api/companies/${companyId}/settings`,
    headers: { 'idempotency-key': randomUUID() },
    payload,
  });

async function setFeatures(companyId: string, change: Partial<Features>): Promise<Company> {
  const before = await companyOf(companyId);
  const response = await saveFeatures(STAFF, companyId, {
    expectedVersion: before.settingsVersion,
    features: { ...before.features, ...change },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Company;
}

const payrollActivity = (as: string, path = '/api/tips/payroll-activity') =>
  api.call(as, {
    method: 'GET',
    url: `${path}?companyId=${f.isla}&startDate=${f.islaTip.dateTip}&endDate=${f.islaTip.dateTip}`,
  });

const insights = (as: string, companyId: string) =>
  api.call(as, { method: 'GET', url: `/api/compensation/commission-insights?companyId=${companyId}` });

describe('company features in Settings', () => {
  it('the provider’s staff change a company’s features; the change is in its audit trail with before and after', async () => {
    const before = await companyOf(f.costa);
    const wanted: Features = {
      ...before.features,
      commissionsTabLabel: 'payroll',
      insights: true,
      irsiWorkerGroupCodes: ['601'],
    };
    try {
      const response = await saveFeatures(STAFF, f.costa, {
        expectedVersion: before.settingsVersion,
        features: wanted,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as Company).features).toEqual(wanted);
      expect((await companyOf(f.costa)).features).toEqual(wanted);

      const trail = await api.call(STAFF, {
        method: 'GET',
        url: `/api/companies/${f.costa}/audit-events?entityType=company&limit=5`,
      });
      const [latest] = (trail.json() as components['schemas']['AuditEventPage']).items;
      expect(latest).toMatchObject({
        actorEmail: STAFF,
        operationId: 'updateCompanySettings',
        entityType: 'company',
        entityId: f.costa,
      });
      expect(latest?.changes).toEqual([{ pointer: '/features', before: before.features, after: wanted }]);
    } finally {
      await setFeatures(f.costa, before.features);
    }
  });

  it.each([
    ['a super-admin of the company', OWNER],
    ['its tips admin', TIPS],
    ['a member with EWA permissions', EWA],
  ])('refuses %s with 403 naming the features, and changes nothing', async (_who, email) => {
    const before = await companyOf(f.isla);
    const response = await saveFeatures(email, f.isla, {
      expectedVersion: before.settingsVersion,
      features: { ...before.features, payrollActivity: false, insights: true },
    });
    expect(response.statusCode, response.body).toBe(403);
    const problem = response.json() as Problem;
    expect(problem.detail).toBe('You may not change features (status settings).');
    expect(problem.errors).toEqual([
      { pointer: '/body/features', message: 'Only the provider\u2019s staff change this setting.' },
    ]);
    expect((await companyOf(f.isla)).features).toEqual(before.features);
  });

  it('another company’s id, in the path or in the body, changes nothing there', async () => {
    const costa = await companyOf(f.costa);
    const isla = await companyOf(f.isla);
    const inPath = await saveFeatures(OWNER, f.costa, { features: { ...costa.features, insights: true } });
    expect(inPath.statusCode, inPath.body).toBe(404);
    const inBody = await saveFeatures(STAFF, f.isla, {
      companyId: f.costa,
      features: { ...isla.features, insights: true },
    });
    expect(inBody.statusCode, inBody.body).toBe(400);
    expect((inBody.json() as Problem).errors?.map((error) => error.pointer)).toEqual(['/body/companyId']);
    const nested = await saveFeatures(STAFF, f.isla, {
      features: { ...isla.features, insights: true, companyId: f.costa },
    });
    expect(nested.statusCode, nested.body).toBe(400);
    expect((nested.json() as Problem).errors?.map((error) => error.pointer)).toEqual(['/body/features/companyId']);
    expect((await companyOf(f.costa)).features).toEqual(costa.features);
    expect((await companyOf(f.isla)).features).toEqual(isla.features);
  });

  it('names a value the features cannot take, and writes nothing', async () => {
    const before = await companyOf(f.isla);
    const response = await saveFeatures(STAFF, f.isla, {
      features: { ...before.features, tipsMode: 'sometimes', irsiWorkerGroupCodes: ['103', 'no spaces'] },
    });
    expect(response.statusCode).toBe(400);
    const pointers = (response.json() as Problem).errors?.map((error) => error.pointer) ?? [];
    expect(pointers).toEqual(
      expect.arrayContaining(['/body/features/tipsMode', '/body/features/irsiWorkerGroupCodes/1']),
    );
    expect((await companyOf(f.isla)).features).toEqual(before.features);
  });
});

describe('pages only some companies have', () => {
  it('Payroll Activity answers 403 with the reason while the company has it turned off, whoever asks', async () => {
    expect((await payrollActivity(TIPS)).statusCode).toBe(200);
    try {
      expect((await setFeatures(f.isla, { payrollActivity: false })).features.payrollActivity).toBe(false);
      for (const as of [TIPS, OWNER, STAFF]) {
        for (const path of ['/api/tips/payroll-activity', '/api/tips/payroll-activity/export']) {
          const response = await payrollActivity(as, path);
          expect(response.statusCode, `${as} ${path}`).toBe(403);
          expect((response.json() as Problem).detail).toBe(
            'Payroll Activity is turned off for this company; it is turned on in Settings, under Company features.',
          );
        }
      }
    } finally {
      await setFeatures(f.isla, { payrollActivity: true });
    }
    expect((await payrollActivity(TIPS)).statusCode).toBe(200);
  });

  it('Insights answers 403 at a company without it, and answers once the provider’s staff turn it on', async () => {
    const refused = await insights(VIEWER, f.costa);
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as Problem).detail).toBe(
      'Commissions Insights is turned off for this company; it is turned on in Settings, under Company features.',
    );
    try {
      await setFeatures(f.costa, { insights: true });
      expect((await insights(VIEWER, f.costa)).statusCode).toBe(200);
    } finally {
      await setFeatures(f.costa, { insights: false });
    }
    expect((await insights(VIEWER, f.costa)).statusCode).toBe(403);
  });

  it('Insights adds up every approved Parts & Services batch, per period, department and title', async () => {
    const response = await insights(BORINQUEN, borinquen());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Insights;
    const [stored] = await api.db
      .select({
        total: sql<string>`coalesce(sum(coalesce(${workerCommissions.manualTotal}, ${workerCommissions.total})), 0)::bigint`,
        periods: sql<number>`count(distinct (${commissionBatches.startDate}, ${commissionBatches.endDate}))::int`,
      })
      .from(workerCommissions)
      .innerJoin(commissionBatches, eq(commissionBatches.id, workerCommissions.batchId))
      .where(
        and(
          eq(commissionBatches.companyId, borinquen()),
          eq(commissionBatches.generation, 1),
          eq(commissionBatches.status, 'approved'),
          eq(commissionBatches.invisible, false),
          notInArray(workerCommissions.status, ['rejected', 'on-hold']),
        ),
      );
    expect(body.approvedTotal).toBe(Number(stored!.total));
    expect(body.approvedTotal).toBeGreaterThan(0);
    expect(body.periods).toHaveLength(stored!.periods);
    const sum = (totals: { total: number }[]) => totals.reduce((all, item) => all + item.total, 0);
    expect(body.periods.reduce((all, period) => all + sum(period.byDepartment), 0)).toBe(body.approvedTotal);
    expect(body.periods.reduce((all, period) => all + sum(period.byTitle), 0)).toBe(body.approvedTotal);
    expect(body.periods.map((period) => period.startDate)).toEqual(
      body.periods.map((period) => period.startDate).sort(),
    );
    expect(body.topEarners.length).toBeGreaterThan(0);
    expect(body.topEarners.length).toBeLessThanOrEqual(Math.min(10, body.workerCount));
    expect(body.topEarners.map((earner) => earner.total)).toEqual(
      body.topEarners.map((earner) => earner.total).sort((a, b) => b - a),
    );
  });
});
