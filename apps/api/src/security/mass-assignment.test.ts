import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, commissionBatches, companies, dashboardUsers, workers } from '../db/schema/index.ts';
import { testContract, type TestApi } from '../server/testing/harness.ts';
import { withCaseApi } from '../server/testing/with-test-api.ts';
import {
  CREATOR,
  EWA,
  OWNER,
  operationCases,
  runCall,
  STAFF,
  type Call,
  type Extra,
  type TestFixtures,
} from '../server/testing/operation-cases.ts';
import { unknownFields } from '../server/testing/unknown-fields.ts';

// Fields a caller must never set by sending them: whose company a record is, who may do what, what the server
// computes, where a workflow stands, and who did what when.
const protectedFields: Record<string, unknown> = {
  companyId: '00000000-0000-4000-8000-000000000000',
  role: 'super-admin',
  permissions: ['employees', 'bank-details', 'commissions-approve'],
  internalStaff: true,
  total: 99_999_999,
  computedTotal: 99_999_999,
  totalRemainingBalance: 0,
  balance: 0,
  status: 'approved',
  workerStatus: 'active',
  createdBy: 'attacker@evil.example',
  creatorEmail: 'attacker@evil.example',
  approvedBy: 'attacker@evil.example',
  uploaderId: '00000000-0000-4000-8000-000000000000',
  createdAt: '2020-01-01T00:00:00.000Z',
  updatedAt: '2020-01-01T00:00:00.000Z',
  settingsVersion: 1,
  id: '00000000-0000-4000-8000-000000000000',
};

// Write bodies that name one of those fields on purpose; each is checked below against the stored record.
const declared: Record<string, string[]> = {
  inviteExternalUser: ['companyId', 'role', 'permissions'],
  updateExternalUser: ['role', 'permissions'],
  createCommissionBatch: ['companyId'],
  createTipSplit: ['companyId', 'role'], // the tip role the split pays (Server, Bartender), not a user's role
  updateWorkersHours: ['companyId'],
  updateIrsiRoleRules: ['companyId'],
  updateTipRules: ['companyId'],
  addTipHistoryNote: ['companyId'],
  updateTipsWithUnrecognizedRole: ['companyId'],
  uploadDeductions: ['companyId'],
  uploadInsuranceFile: ['companyId'],
  uploadCommissionFile: ['companyId'],
  createCompensationPlan: ['companyId'],
  updateCompensationPlan: ['companyId'],
  updateCompanyBankDetails: ['companyId'],
  getCompanyInfo: ['companyId'],
  getInsuranceTable: ['companyId', 'balance', 'workerStatus'], // a read: filters on the balance and the worker's status
  getInsuranceTableSummary: ['companyId', 'balance', 'workerStatus'],
  getWorkersHours: ['companyId'],
};

const contract = testContract().contract;
let api: TestApi;
let fixtures: TestFixtures;
let extra: Extra;
withCaseApi((opened) => ({ api, fixtures, extra } = opened), { tolerate: /perUnit must be >= 0/ });

const audits = async () => (await api.db.select({ n: count() }).from(auditEvents))[0]!.n;

const writes = contract.operations.filter(
  (operation) => operation.requestBody && operation.operationId in operationCases,
);

describe('writes refuse fields the caller may not set', () => {
  it('lists every protected field a write body declares, so each is reviewed', () => {
    const found: Record<string, string[]> = {};
    for (const operation of writes) {
      const known = Object.keys(protectedFields).filter(
        (field) => unknownFields(contract.schemas, operation.requestBody!.schema, { [field]: null }).length === 0,
      );
      if (known.length > 0) found[operation.operationId] = known;
    }
    expect(found).toEqual(declared);
  });

  it.each(writes.map((operation) => operation.operationId))(
    '%s answers 400 naming each undeclared protected field, and writes nothing',
    async (operationId) => {
      const operation = writes.find((candidate) => candidate.operationId === operationId)!;
      const testCase = operationCases[operationId as keyof typeof operationCases];
      const call: Call = testCase.success(fixtures, extra);
      const payload = call.payload as Record<string, unknown>;
      const injected = Object.keys(protectedFields).filter((field) => !(declared[operationId] ?? []).includes(field));
      const before = await audits();
      // All at once: the validator reports every unknown field, so each must be named.
      const response = await runCall(api, {
        ...call,
        payload: { ...payload, ...Object.fromEntries(injected.map((field) => [field, protectedFields[field]])) },
      });
      expect(response.statusCode, `${operation.operationId}: ${response.body.slice(0, 200)}`).toBe(400);
      const pointers = (response.json() as { errors: { pointer: string }[] }).errors.map((error) => error.pointer);
      expect(injected.filter((field) => !pointers.includes(`/body/${field}`))).toEqual([]);
      expect(await audits()).toBe(before);
    },
  );
});

describe('the stored records show the declared fields cannot be abused', () => {
  const user = async (email: string) =>
    (await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, email)))[0]!;

  it('a user cannot raise their own role or permissions', async () => {
    const before = await user(EWA);
    const response = await api.call(EWA, {
      method: 'PATCH',
      url: `/api/external-users/${before.id}`,
      payload: { role: 'super-admin', permissions: ['employees', 'bank-details', 'commissions-approve'] },
    });
    expect(response.statusCode).toBe(403);
    const after = await user(EWA);
    expect({ role: after.role, permissions: after.permissions, companyId: after.companyId }).toEqual({
      role: before.role,
      permissions: before.permissions,
      companyId: before.companyId,
    });
  });

  it('a super-admin cannot move a user to another company, nor invite one into it', async () => {
    const before = await user(EWA);
    const moved = await api.call(OWNER, {
      method: 'PATCH',
      url: `/api/external-users/${before.id}`,
      payload: { companyId: fixtures.costa },
    });
    expect(moved.statusCode).toBe(400);
    expect((await user(EWA)).companyId).toBe(fixtures.isla);
    const invited = await api.call(OWNER, {
      method: 'POST',
      url: '/api/external-users',
      payload: {
        companyId: fixtures.costa,
        email: 'intruso@costa.example',
        firstName: 'In',
        lastName: 'Truso',
        role: 'super-admin',
        permissions: [],
      },
    });
    expect(invited.statusCode).toBe(404);
    expect(await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, 'intruso@costa.example'))).toEqual(
      [],
    );
  });

  it('a new commission batch starts as a draft created by the caller, whatever the body says', async () => {
    const call = operationCases.createCommissionBatch.success(fixtures, extra);
    const response = await runCall(api, {
      ...call,
      payload: { ...(call.payload as object), startDate: '2026-12-16', endDate: '2026-12-31' },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(201);
    const [stored] = await api.db
      .select()
      .from(commissionBatches)
      .where(eq(commissionBatches.id, (response.json() as { id: string }).id));
    expect(stored).toMatchObject({ companyId: fixtures.costa, status: 'draft', creatorEmail: CREATOR });
  });

  it('a batch update cannot change its company or status', async () => {
    const [before] = await api.db
      .select()
      .from(commissionBatches)
      .where(eq(commissionBatches.id, fixtures.costaDraft.id));
    for (const field of ['companyId', 'status', 'creatorEmail', 'createdAt'] as const) {
      const response = await api.call(CREATOR, {
        method: 'PATCH',
        url: `/api/compensation/commission-batch/${before!.id}`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { version: new Date(before!.updatedAt).getTime(), [field]: protectedFields[field] },
      });
      expect(response.statusCode).toBe(400);
    }
    const [after] = await api.db
      .select()
      .from(commissionBatches)
      .where(eq(commissionBatches.id, fixtures.costaDraft.id));
    expect(after).toEqual(before);
  });

  it('company settings keep their company, version and audit fields', async () => {
    const [before] = await api.db.select().from(companies).where(eq(companies.id, fixtures.isla));
    const response = await api.call(STAFF, {
      method: 'PATCH',
      url: `/api/companies/${fixtures.isla}/settings`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        dashboardTitle: 'Isla',
        id: fixtures.costa,
        settingsVersion: 1,
        updatedAt: '2020-01-01T00:00:00.000Z',
      },
    });
    expect(response.statusCode).toBe(400);
    const [after] = await api.db.select().from(companies).where(eq(companies.id, fixtures.isla));
    expect(after).toEqual(before);
  });

  it('a worker’s limits cannot carry a status or a company', async () => {
    const [before] = await api.db.select().from(workers).where(eq(workers.id, fixtures.islaWorker.id));
    const response = await api.call(EWA, {
      method: 'PATCH',
      url: `/api/workers/${fixtures.islaWorker.id}/limits`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { limitForUser: 100, workerStatus: 'active', companyId: fixtures.costa },
    });
    expect(response.statusCode).toBe(400);
    const [after] = await api.db.select().from(workers).where(eq(workers.id, fixtures.islaWorker.id));
    expect(after).toEqual(before);
  });
});
