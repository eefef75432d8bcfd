import { asc, eq, notInArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  auditEvents,
  brands,
  companies,
  dashboardUsers,
  dashboardUserTitles,
  departments,
  sessions,
  titles,
} from '../db/schema/index.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';
import { quietly } from '../server/testing/quietly.ts';

let api: TestApi;
withTestApi((opened) => ({ api } = opened));

type Brand = { name: string; departments: { name: string; titles: { name: string; rank: number }[] }[] };

// §3, built here from the tables: a company's brands by name, their departments by name, titles by rank then name.
async function brandsOfCompany(companyName: string): Promise<Brand[]> {
  const rows = await api.db
    .select({ brand: brands.name, department: departments.name, title: titles.name, rank: titles.rank })
    .from(titles)
    .innerJoin(departments, eq(departments.id, titles.departmentId))
    .innerJoin(brands, eq(brands.id, departments.brandId))
    .innerJoin(companies, eq(companies.id, brands.companyId))
    .where(eq(companies.name, companyName))
    .orderBy(asc(brands.name), asc(departments.name), asc(titles.rank), asc(titles.name));
  const nested = new Map<string, Map<string, { name: string; rank: number }[]>>();
  for (const row of rows) {
    const byDepartment = nested.get(row.brand) ?? new Map<string, { name: string; rank: number }[]>();
    nested.set(row.brand, byDepartment);
    byDepartment.set(row.department, [
      ...(byDepartment.get(row.department) ?? []),
      { name: row.title, rank: row.rank },
    ]);
  }
  return [...nested].map(([name, byDepartment]) => ({
    name,
    departments: [...byDepartment].map(([department, list]) => ({ name: department, titles: list })),
  }));
}

describe('the signed-in user of a session', () => {
  it('carries the brands, departments and titles the user holds, nested and in order', async () => {
    const response = await api.call('approver@costa.example', { method: 'GET', url: '/api/auth/session' });
    expect(response.statusCode, response.body).toBe(200);
    const expected = await brandsOfCompany('Costa Motors');
    expect(expected.length).toBeGreaterThan(0);
    expect((response.json() as { user: { brands: Brand[] } }).user.brands).toEqual(expected);
  });

  it('carries no brands for internal staff, who hold no company titles', async () => {
    const response = await api.call('staff@provider.example', { method: 'GET', url: '/api/auth/session' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { user: { brands: Brand[] } }).user.brands).toEqual([]);
  });
});

describe('a session already read, on the next request', () => {
  it('ends at once when its row is deleted outside the API, as another server signing it out would', async () => {
    expect((await api.call('viewer@costa.example', { method: 'GET', url: '/api/auth/session' })).statusCode).toBe(200);
    const [user] = await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, 'viewer@costa.example'));
    await api.db.delete(sessions).where(eq(sessions.userId, user!.id));
    expect((await api.call('viewer@costa.example', { method: 'GET', url: '/api/auth/session' })).statusCode).toBe(401);
  });

  it('ends at once when its user is disabled by hand in the database', async () => {
    expect((await api.call('creator@costa.example', { method: 'GET', url: '/api/auth/session' })).statusCode).toBe(200);
    await api.db
      .update(dashboardUsers)
      .set({ status: 'disabled' })
      .where(eq(dashboardUsers.email, 'creator@costa.example'));
    expect((await api.call('creator@costa.example', { method: 'GET', url: '/api/auth/session' })).statusCode).toBe(401);
  });

  it('carries a title given a moment ago', async () => {
    const titlesOf = async () =>
      (
        (await api.call('approver@costa.example', { method: 'GET', url: '/api/auth/session' })).json() as {
          user: { brands: Brand[] };
        }
      ).user.brands.flatMap((brand) =>
        brand.departments.flatMap((department) => department.titles.map((title) => title.name)),
      );
    const before = await titlesOf();
    const [user] = await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, 'approver@costa.example'));
    const held = await api.db.select().from(dashboardUserTitles).where(eq(dashboardUserTitles.userId, user!.id));
    const [other] = await api.db
      .select()
      .from(titles)
      .where(notInArray(titles.id, [...held.map((row) => row.titleId), '00000000-0000-0000-0000-000000000000']));
    await api.db.insert(dashboardUserTitles).values({ userId: user!.id, titleId: other!.id });
    expect(await titlesOf()).toEqual(expect.arrayContaining([...before, other!.name]));
    expect((await titlesOf()).length).toBe(before.length + 1);
  });

  it('works out what it grants once, not on every request: staff find their home company without a query', async () => {
    const session = () => api.call('staff@provider.example', { method: 'GET', url: '/api/auth/session' });
    const selects = vi.spyOn(api.db, 'select');
    try {
      // The first request of a run catches up with whatever other test files committed since the last one; the
      // second, in the same unchanged snapshot, is the one measured.
      const queried = await quietly(api.db, async () => {
        expect((await session()).statusCode).toBe(200);
        selects.mockClear();
        expect((await api.call('staff@provider.example', { method: 'GET', url: '/api/health/live' })).statusCode).toBe(
          200,
        );
        return selects.mock.calls.length;
      });
      expect(queried).toBe(0);
    } finally {
      selects.mockRestore();
    }
  });

  it('gives staff the first company by name as home, one created a moment ago included', async () => {
    const home = async () =>
      (
        (await api.call('staff@provider.example', { method: 'GET', url: '/api/auth/session' })).json() as {
          company: { id: string };
        }
      ).company.id;
    const before = await home();
    const [model] = await api.db.select().from(companies).limit(1);
    const { id: _id, createdAt: _createdAt, ...fields } = model!;
    const [created] = await api.db
      .insert(companies)
      .values({ ...fields, name: '0 First by name' })
      .returning({ id: companies.id });
    try {
      expect(await home()).toBe(created!.id);
    } finally {
      await api.db.delete(companies).where(eq(companies.id, created!.id));
    }
    expect(await home()).toBe(before);
  });

  const sessionLookupsOf = (queries: { mock: { calls: unknown[][] } }) =>
    queries.mock.calls.filter(([query]) => {
      const text = typeof query === 'string' ? query : String((query as { text?: string }).text);
      return text.includes('pg_current_snapshot()::text') && text.includes('"sessions"');
    }).length;
  const spyOnQueries = () =>
    vi.spyOn((api.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client, 'query');

  it('is read once when many of its requests find what sessions grant changed at the same moment', async () => {
    expect((await api.call('insurance@isla.example', { method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const queries = spyOnQueries();
    try {
      // A company renamed: staff's home company, and so what sessions grant, may have changed.
      await api.db.update(companies).set({ name: sql`${companies.name}` });
      queries.mockClear();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          api.call('insurance@isla.example', { method: 'GET', url: '/api/health/live' }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      expect(sessionLookupsOf(queries)).toBe(1);
    } finally {
      queries.mockRestore();
    }
  });

  it('is not read again when only a company’s data, a sign-in or when sessions were last seen changed', async () => {
    expect((await api.call('insurance@isla.example', { method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const queries = spyOnQueries();
    try {
      await api.db.insert(auditEvents).values({
        actorEmail: 'test@isla.example',
        companyId: null,
        entity: 'test',
        entityId: 'moved',
        action: 'write',
        correlationId: 'test',
      });
      await api.db.update(dashboardUsers).set({ lastSignInAt: new Date() });
      await api.db.update(sessions).set({ lastSeenAt: new Date() });
      await api.db.insert(sessions).values({
        idHash: 'a session signed in elsewhere',
        email: 'ewa@isla.example',
        csrfToken: 'token',
        data: {},
        expiresAt: new Date(Date.now() + 60_000),
      });
      queries.mockClear();
      expect((await api.call('insurance@isla.example', { method: 'GET', url: '/api/health/live' })).statusCode).toBe(
        200,
      );
      expect(sessionLookupsOf(queries)).toBe(0);
    } finally {
      queries.mockRestore();
    }
  });
});
