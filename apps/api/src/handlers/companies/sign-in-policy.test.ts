import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, companies } from '../../db/schema/index.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';
import { addMember, EWA, OWNER, signedInMinutesAgo, STAFF, type Problem } from '../users/test-users.ts';

// Whom a company asks for a second factor at sign-in: read and changed by its super-admins and internal staff.

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

const read = (as: string, companyId = f.isla) =>
  api.call(as, { method: 'GET', url: `/api/companies/${companyId}/sign-in-policy` });
const change = (as: string, secondFactorRequiredFor: unknown, companyId = f.isla) =>
  api.call(as, {
    method: 'PUT',
    url: `/api/companies/${companyId}/sign-in-policy`,
    payload: { secondFactorRequiredFor },
  });
const stored = async (companyId = f.isla) =>
  (
    await api.db
      .select({ scopes: companies.secondFactorRequiredFor })
      .from(companies)
      .where(eq(companies.id, companyId))
  )[0]!.scopes;
const changes = async (companyId = f.isla) =>
  (
    await api.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, 'updateSignInPolicy')))
  )[0]!.n;
const setStored = (scopes: ('super-admin' | 'bank-details')[], companyId = f.isla) =>
  api.db.update(companies).set({ secondFactorRequiredFor: scopes }).where(eq(companies.id, companyId));

describe('the company’s sign-in policy', () => {
  it('asks nobody but the provider’s staff until the company chooses', async () => {
    const response = await read(OWNER);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ secondFactorRequiredFor: [] });
  });

  it('lets a super-admin ask its super-admins and bank-details holders, with before and after in the audit trail', async () => {
    await setStored([]);
    const response = await change(OWNER, ['bank-details', 'super-admin']);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ secondFactorRequiredFor: ['super-admin', 'bank-details'] });
    expect(await stored()).toEqual(['super-admin', 'bank-details']);
    expect((await read(OWNER)).json()).toEqual({ secondFactorRequiredFor: ['super-admin', 'bank-details'] });
    const events = await api.call(OWNER, {
      method: 'GET',
      url: `/api/companies/${f.isla}/audit-events?entityType=company`,
    });
    const [event] = (events.json() as { items: { operationId: string; actorEmail: string; changes: unknown[] }[] })
      .items;
    expect(event).toMatchObject({ operationId: 'updateSignInPolicy', actorEmail: OWNER });
    expect(event?.changes).toEqual([
      { pointer: '/secondFactorRequiredFor', before: [], after: ['super-admin', 'bank-details'] },
    ]);
  });

  it('records a narrowing too, and records nothing when the list is the same', async () => {
    await setStored(['super-admin', 'bank-details']);
    const before = await changes();
    expect((await change(OWNER, ['bank-details'])).statusCode).toBe(200);
    expect(await stored()).toEqual(['bank-details']);
    expect(await changes()).toBe(before + 1);
    expect((await change(OWNER, ['bank-details'])).statusCode).toBe(200);
    expect(await changes()).toBe(before + 1);
  });

  it('refuses an unknown value with 400 naming it, and changes nothing', async () => {
    await setStored(['super-admin']);
    const before = await changes();
    const response = await change(OWNER, ['bank-details', 'everyone']);
    expect(response.statusCode).toBe(400);
    expect((response.json() as Problem).errors).toEqual([
      {
        pointer: '/body/secondFactorRequiredFor/1',
        message: 'must be one of super-admin, bank-details, not "everyone"',
        code: 'enum',
        allowed: ['super-admin', 'bank-details'],
      },
    ]);
    expect(await stored()).toEqual(['super-admin']);
    expect(await changes()).toBe(before);
  });

  it('refuses anyone but a super-admin or internal staff, even one who administers the dashboard', async () => {
    await setStored(['super-admin']);
    const member = await addMember(api.db, f.isla, ['employer-dashboard', 'bank-details']);
    const refused = await change(member, []);
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as Problem).detail).toMatch(/super-admin/);
    expect((await change(EWA, [])).statusCode).toBe(403);
    expect((await read(EWA)).statusCode).toBe(403);
    expect(await stored()).toEqual(['super-admin']);
  });

  it('answers 404 for another company, whose rule stays as it was', async () => {
    await setStored(['bank-details'], f.costa);
    const before = await changes(f.costa);
    expect((await read(OWNER, f.costa)).statusCode).toBe(404);
    expect((await change(OWNER, [], f.costa)).statusCode).toBe(404);
    expect((await change(OWNER, ['super-admin', 'bank-details'], f.costa)).statusCode).toBe(404);
    expect(await stored(f.costa)).toEqual(['bank-details']);
    expect(await changes(f.costa)).toBe(before);
  });

  it('lets internal staff set any company’s rule', async () => {
    const response = await change(STAFF, ['super-admin'], f.costa);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(f.costa)).toEqual(['super-admin']);
  });

  it('asks for a recent sign-in before asking fewer people, and changes nothing without one; asking more needs none', async () => {
    await setStored(['super-admin']);
    const before = await changes();
    await signedInMinutesAgo(api, OWNER, 6);
    try {
      const narrowed = await change(OWNER, ['bank-details']);
      expect(narrowed.statusCode).toBe(403);
      expect((narrowed.json() as Problem).type).toBe('/problems/recent-sign-in-required');
      expect(await stored()).toEqual(['super-admin']);
      expect(await changes()).toBe(before);
      const widened = await change(OWNER, ['super-admin', 'bank-details']);
      expect(widened.statusCode, widened.body).toBe(200);
      expect(await stored()).toEqual(['super-admin', 'bank-details']);
    } finally {
      await signedInMinutesAgo(api, OWNER, 0);
    }
  });
});
