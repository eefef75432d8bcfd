import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dashboardUsers, insuranceStatuses } from '../db/schema/index.ts';
import { changedTables, fingerprint } from '../resilience/fingerprint.ts';
import type { Fixtures } from '../server/testing/fixtures.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { INSURANCE, OWNER, TIPS_MANAGER } from '../server/testing/operation-cases.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';

// The requests an outsider with a demo account once used to read and change another company's data, replayed as
// they were sent: one company in one place, another company in another. Each must be refused and change nothing.
// tenant-isolation.test.ts generates the same kind of request for every operation.

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

describe('a request that names two companies', () => {
  it('does not read another company’s insurance table through a query company id beside the body’s', async () => {
    const caribeWorker = (
      await api.db
        .select({ id: insuranceStatuses.workerId })
        .from(insuranceStatuses)
        .where(eq(insuranceStatuses.companyId, f.caribe))
        .limit(1)
    )[0]!.id;
    const answer = await api.call(INSURANCE, {
      method: 'POST',
      url: `/api/insurance/get-table?companyId=${f.isla}`,
      payload: { companyId: f.caribe },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain(caribeWorker);
    // The other way round, the company in the undeclared place is never read: the request is refused for its shape.
    const swapped = await api.call(INSURANCE, {
      method: 'POST',
      url: `/api/insurance/get-table?companyId=${f.caribe}`,
      payload: { companyId: f.isla },
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json()).toMatchObject({
      errors: [{ pointer: '/query/companyId', message: 'is not a parameter of this operation' }],
    });
    expect(swapped.body).not.toContain(caribeWorker);
    // And the request as the contract declares it still answers, for the caller's own company.
    expect(
      (await api.call(INSURANCE, { method: 'POST', url: '/api/insurance/get-table', payload: { companyId: f.isla } }))
        .statusCode,
    ).toBe(200);
  });

  it('does not create a super-admin in another company', async () => {
    const before = await fingerprint(api.db);
    const invite = {
      companyId: f.caribe,
      email: 'intruso@caribe.example',
      firstName: 'Intruso',
      lastName: 'Isla',
      role: 'super-admin',
      permissions: [],
    };
    const answer = await api.call(OWNER, {
      method: 'POST',
      url: `/api/external-users?companyId=${f.isla}`,
      payload: invite,
    });
    expect(answer.statusCode).toBe(404);
    expect(changedTables(before, await fingerprint(api.db))).toEqual([]);
    expect(
      await api.db
        .select()
        .from(dashboardUsers)
        .where(and(eq(dashboardUsers.companyId, f.caribe), eq(dashboardUsers.email, 'intruso@caribe.example'))),
    ).toEqual([]);
  });

  it('answers 404, not an empty list, to a tips manager asking for a worker group outside theirs', async () => {
    const answer = await api.call(TIPS_MANAGER, {
      method: 'GET',
      url: `/api/tips/get-splits?companyId=${f.isla}&workerGroupCode=150`,
    });
    expect(answer.statusCode).toBe(404);
    expect(
      (
        await api.call(TIPS_MANAGER, {
          method: 'GET',
          url: `/api/tips/get-splits?companyId=${f.isla}&workerGroupCode=103`,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a query parameter the operation does not declare, naming it', async () => {
    const answer = await api.call(INSURANCE, {
      method: 'GET',
      url: `/api/insurance/get-stores?companyId=${f.isla}&debug=1`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      errors: [{ pointer: '/query/debug', message: 'is not a parameter of this operation' }],
    });
  });
});
