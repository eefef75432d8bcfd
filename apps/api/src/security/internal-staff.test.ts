import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, dashboardUsers } from '../db/schema/index.ts';
import type { Fixtures } from '../server/testing/fixtures.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';

// Internal staff reach every company. Who they are is the account's stored flag, granted by staff; an e-mail on the
// internal domain grants nothing, and a flag granted to any other address is honoured all the same.

type Session = {
  user: { companyId: string; internalStaff: boolean };
  company: { id: string };
  companies: { id: string }[];
  internalStaff: boolean;
};

const STAFF = 'staff@provider.example';
// An address a company could type before internal status was stored (the migration leaves such a user in its company).
const TYPED = 'typed@provider.example';
// Staff whose address is not on the internal domain: the flag, not the domain, makes them staff.
const GRANTED = 'ops@contractor.example';

let api: TestApi;
let f: Fixtures;

withTestApi((opened) => ({ api, f } = opened));

beforeAll(async () => {
  await api.db.insert(dashboardUsers).values([
    { companyId: f.isla, email: TYPED, firstName: 'Tipo', lastName: 'Escrito', role: 'super-admin', status: 'active' },
    {
      companyId: null,
      internalStaff: true,
      email: GRANTED,
      firstName: 'Ops',
      lastName: 'Contratista',
      role: 'super-admin',
      status: 'active',
    },
  ]);
});

const session = async (email: string): Promise<Session> => {
  const response = await api.call(email, { method: 'GET', url: '/api/auth/session' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Session;
};

const allCompanyIds = async (): Promise<string[]> =>
  (await api.db.select({ id: companies.id }).from(companies)).map((company) => company.id).sort();

describe('an e-mail on the internal domain without the stored flag', () => {
  it('is a user of its own company only, and the session says it is not staff', async () => {
    const answer = await session(TYPED);
    expect(answer.internalStaff).toBe(false);
    expect(answer.user).toMatchObject({ companyId: f.isla, internalStaff: false });
    expect(answer.company.id).toBe(f.isla);
    expect(answer.companies.map((company) => company.id)).toEqual([f.isla]);
  });

  it('reads its own company, and another company answers 404 as a missing one', async () => {
    expect(
      (await api.call(TYPED, { method: 'GET', url: `/api/external-users?companyId[eq]=${f.isla}` })).statusCode,
    ).toBe(200);
    expect(
      (await api.call(TYPED, { method: 'GET', url: `/api/external-users?companyId[eq]=${f.costa}` })).statusCode,
    ).toBe(404);
    expect((await api.call(TYPED, { method: 'GET', url: `/api/companies/${f.costa}/audit-events` })).statusCode).toBe(
      404,
    );
  });

  it('is refused what only staff may do, even in its own company', async () => {
    expect(
      (await api.call(TYPED, { method: 'GET', url: `/api/compensation/deals?companyId=${f.isla}` })).statusCode,
    ).toBe(403);
    const invited = await api.call(TYPED, {
      method: 'POST',
      url: '/api/external-users',
      payload: {
        companyId: f.isla,
        email: 'another@provider.example',
        firstName: 'Otro',
        lastName: 'Más',
        role: 'super-admin',
        permissions: [],
      },
    });
    expect(invited.statusCode).toBe(422);
    expect(
      await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, 'another@provider.example')),
    ).toEqual([]);
  });
});

describe('the stored flag', () => {
  it('gives the seed’s staff every company, as before', async () => {
    const answer = await session(STAFF);
    expect(answer.internalStaff).toBe(true);
    expect(answer.user.internalStaff).toBe(true);
    expect(answer.companies.map((company) => company.id).sort()).toEqual(await allCompanyIds());
    expect(
      (await api.call(STAFF, { method: 'GET', url: `/api/external-users?companyId[eq]=${f.costa}` })).statusCode,
    ).toBe(200);
    expect(
      (await api.call(STAFF, { method: 'GET', url: `/api/compensation/deals?companyId=${f.costa}&limit=5` }))
        .statusCode,
    ).toBe(200);
  });

  it('makes staff of an account whatever its e-mail domain', async () => {
    const answer = await session(GRANTED);
    expect(answer.internalStaff).toBe(true);
    expect(answer.companies.map((company) => company.id).sort()).toEqual(await allCompanyIds());
    expect(
      (await api.call(GRANTED, { method: 'GET', url: `/api/compensation/deals?companyId=${f.costa}&limit=5` }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps staff out of every company’s list of users, so no company manages them', async () => {
    const [staff] = await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, STAFF));
    expect(staff).toMatchObject({ companyId: null, internalStaff: true });
    const owner = 'owner@isla.example';
    expect(
      (
        await api.call(owner, {
          method: 'PATCH',
          url: `/api/external-users/${staff!.id}`,
          payload: { firstName: 'Otra' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is taken away as it was granted: the account of no company is signed out at once', async () => {
    const revoked = 'revoked@provider.example';
    await api.db.insert(dashboardUsers).values({
      companyId: null,
      internalStaff: true,
      email: revoked,
      firstName: 'Ex',
      lastName: 'Staff',
      role: 'super-admin',
    });
    expect((await session(revoked)).internalStaff).toBe(true);
    await api.db.update(dashboardUsers).set({ internalStaff: false }).where(eq(dashboardUsers.email, revoked));
    expect((await api.call(revoked, { method: 'GET', url: '/api/auth/session' })).statusCode).toBe(401);
  });

  it('cannot be set on a company’s user: staff belong to no company', async () => {
    await expect(
      api.db.update(dashboardUsers).set({ internalStaff: true }).where(eq(dashboardUsers.email, TYPED)),
    ).rejects.toThrow();
    const [typed] = await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, TYPED));
    expect(typed?.internalStaff).toBe(false);
  });
});
