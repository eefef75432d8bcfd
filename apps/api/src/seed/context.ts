import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { insertRows, type Writer } from '../db/bulk.ts';
import type { CompanySpec } from './catalog.ts';
import { createRandom, type Random } from './random.ts';

export type Scale = 'demo' | 'large';

export type SeededCompany = { id: string; spec: CompanySpec; createdAt: Date };
export type SeededGroup = { id: string; companyId: string; code: string; name: string; companyKey: CompanySpec['key'] };
export type SeededTitle = {
  id: string;
  companyId: string;
  brandId: string;
  departmentId: string;
  brand: string;
  department: string;
  name: string;
  rank: number;
  groupCode: string;
};
export type SeededUser = { id: string; email: string; companyId: string | null };
export type SeededWorker = {
  id: string;
  companyId: string;
  companyKey: CompanySpec['key'];
  groupCode: string;
  workerId: string;
  payrollFileNumber: string;
  firstName: string;
  lastName: string;
  status: 'active' | 'inactive' | 'on-leave' | 'terminated';
  hireDate: string;
  terminationDate: string | null;
  tipRole: string | null;
  titleId: string | null;
  payRate: number;
};

export type SeedState = {
  companies: SeededCompany[];
  groups: SeededGroup[];
  titles: SeededTitle[];
  users: SeededUser[];
  workers: SeededWorker[];
};

export type SeedContext = {
  db: Writer;
  scale: Scale;
  today: string;
  random(stream: string): Random;
  insert<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): Promise<void>;
  counts: Record<string, number>;
  state: SeedState;
};

export const createContext = (db: Writer, options: { scale: Scale; seed: number; today: string }): SeedContext => {
  const counts: Record<string, number> = {};
  return {
    db,
    scale: options.scale,
    today: options.today,
    random: (stream) => createRandom(options.seed, stream),
    counts,
    insert: async (table, rows) => {
      const name = getTableName(table);
      counts[name] = (counts[name] ?? 0) + (await insertRows(db, table, rows));
    },
    state: { companies: [], groups: [], titles: [], users: [], workers: [] },
  };
};

export const companyOf = (context: SeedContext, key: CompanySpec['key']): SeededCompany => {
  const company = context.state.companies.find((candidate) => candidate.spec.key === key);
  if (!company) throw new Error(`Company ${key} is not seeded yet`);
  return company;
};

export const emailLocalPart = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

// One grouping helper for the API and the seed.
export { groupBy } from '../handlers/common.ts';
