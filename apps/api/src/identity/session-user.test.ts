import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, companies, departments, titles } from '../db/schema/index.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';

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
    byDepartment.set(row.department, [...(byDepartment.get(row.department) ?? []), { name: row.title, rank: row.rank }]);
  }
  return [...nested].map(([name, byDepartment]) => ({ name, departments: [...byDepartment].map(([department, list]) => ({ name: department, titles: list })) }));
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
