import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '@cuadre/api-client';
import { auditEvents } from '../../db/schema/index.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { APPROVER } from '../../server/testing/operation-cases.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';

type Plan = components['schemas']['CommissionPlan'];

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

const read = async (): Promise<Plan> => {
  const response = await api.call(APPROVER, {
    method: 'GET',
    url: `/api/compensation/compensation-plan?planId=${f.costaPlan.id}`,
  });
  return response.json() as Plan;
};

const save = (plan: Plan, change: Partial<Plan>, expectedVersion: number) =>
  api.call(APPROVER, {
    method: 'PUT',
    url: `/api/compensation/compensation-plans/${plan.id}`,
    payload: {
      companyId: plan.companyId,
      active: plan.active,
      workerIds: plan.workerIds,
      brand: plan.brand,
      department: plan.department,
      title: plan.title,
      lines: plan.lines,
      ...change,
      expectedVersion,
    },
  });

const updatesOf = (planId: string) =>
  api.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, planId), eq(auditEvents.action, 'updateCompensationPlan')));

describe('two people editing one commission plan', () => {
  it('keeps the first save and refuses the second made on the same version, which changes nothing', async () => {
    const opened = await read();
    const before = await updatesOf(opened.id);

    const first = await save(opened, { active: !opened.active }, opened.version);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ active: !opened.active, version: opened.version + 1 });

    // A colleague opened the plan before that save and now saves their own change on the version they read.
    const second = await save(opened, { lines: opened.lines.slice(0, 1) }, opened.version);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({
      status: 409,
      detail: expect.stringContaining('Someone else saved this plan'),
    });

    const after = await read();
    expect(after).toMatchObject({ active: !opened.active, version: opened.version + 1 });
    expect(after.lines).toEqual(opened.lines);
    expect((await updatesOf(opened.id)).length).toBe(before.length + 1);

    // Saved again on the version it now has, the colleague's change goes through.
    const retried = await save(after, { lines: after.lines.slice(0, 1) }, after.version);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ version: opened.version + 2 });
  });

  it('answers 400 naming expectedVersion when an update does not say which version it was made on', async () => {
    const opened = await read();
    const { expectedVersion: _missing, ...payload } = {
      companyId: opened.companyId,
      active: opened.active,
      workerIds: opened.workerIds,
      brand: opened.brand,
      department: opened.department,
      title: opened.title,
      lines: opened.lines,
      expectedVersion: opened.version,
    };
    const response = await api.call(APPROVER, {
      method: 'PUT',
      url: `/api/compensation/compensation-plans/${opened.id}`,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('expectedVersion');
    expect((await read()).version).toBe(opened.version);
  });
});
