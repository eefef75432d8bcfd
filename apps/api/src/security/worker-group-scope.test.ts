import { randomUUID } from 'node:crypto';
import type { Permission } from '@cuadre/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  dashboardUsers,
  insuranceLedgerEntries,
  insuranceStatuses,
  insuranceUploads,
  workers,
} from '../db/schema/index.ts';
import { changedTables, fingerprint } from '../resilience/fingerprint.ts';
import { finishedReport } from '../server/testing/reports.ts';
import type { Fixtures } from '../server/testing/fixtures.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { EWA, OWNER } from '../server/testing/operation-cases.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';

// What a user limited to one worker group sees of the company-wide screens (openapi/README.md, "Worker-group
// scope"): a manager of Isla's group 103 with every permission those screens need.

const MANAGER = 'gerente.103@isla.example';
const OTHER_GROUP_USER = 'gerente.150@isla.example';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

const get = (as: string, url: string) => api.call(as, { method: 'GET', url });

beforeAll(async () => {
  const permissions: Permission[] = ['employer-dashboard', 'reports', 'insurance', 'insurance-edit'];
  await api.db.insert(dashboardUsers).values([
    {
      companyId: f.isla,
      email: MANAGER,
      firstName: 'Gerente',
      lastName: 'Ciento Tres',
      permissions,
      workerGroupCodes: ['103'],
    },
    {
      companyId: f.isla,
      email: OTHER_GROUP_USER,
      firstName: 'Gerente',
      lastName: 'Ciento Cincuenta',
      permissions,
      workerGroupCodes: ['150'],
    },
  ]);
});

describe('a user limited to one worker group', () => {
  it('sees only their group in the company’s information', async () => {
    const answer = await api.call(MANAGER, {
      method: 'POST',
      url: '/api/employer-dashboard/company-info',
      payload: { email: MANAGER, companyId: f.isla },
    });
    expect(answer.statusCode).toBe(200);
    const groups = (answer.json() as { companyData: { companyGroups: { workerGroupCode: string }[] } }).companyData
      .companyGroups;
    expect(groups.map((group) => group.workerGroupCode)).toEqual(['103']);
  });

  it('sees the company’s unrestricted users and those of their group, not those of another group', async () => {
    const answer = await get(MANAGER, `/api/external-users?companyId[eq]=${f.isla}&limit=100`);
    expect(answer.statusCode).toBe(200);
    const emails = (answer.json() as { items: { email: string }[] }).items.map((user) => user.email);
    expect(emails).toContain(OWNER);
    expect(emails).toContain(MANAGER);
    expect(emails).not.toContain(OTHER_GROUP_USER);
  });

  it('reports on their group: a report without a group is made for it, and company-wide reports stay hidden', async () => {
    const companyWide = await api.call(EWA, {
      method: 'POST',
      url: `/api/reports/${f.isla}`,
      payload: { type: 'workers', startDate: '2026-10-01', endDate: '2026-10-31' },
    });
    expect(companyWide.statusCode).toBe(202);
    const own = await api.call(MANAGER, {
      method: 'POST',
      url: `/api/reports/${f.isla}`,
      payload: { type: 'workers', startDate: '2026-10-01', endDate: '2026-10-31' },
    });
    expect(own.statusCode).toBe(202);
    expect(own.json()).toMatchObject({ workerGroupCode: '103' });

    const listed = (await get(MANAGER, `/api/reports/${f.isla}?limit=100`)).json() as {
      items: { id: string; workerGroupCode: string | null }[];
    };
    expect(listed.items.map((report) => report.workerGroupCode)).toEqual(listed.items.map(() => '103'));
    expect(listed.items.map((report) => report.id)).toContain((own.json() as { id: string }).id);
    await finishedReport(api, MANAGER, f.isla, (own.json() as { id: string }).id);
    expect(
      (await get(MANAGER, `/api/reports/${f.isla}/${(companyWide.json() as { id: string }).id}/download`)).statusCode,
    ).toBe(404);
    expect((await get(EWA, `/api/reports/${f.isla}/${(own.json() as { id: string }).id}/download`)).statusCode).toBe(
      200,
    );
  });

  it('sees their own actions in the audit log, not the rest of the company’s', async () => {
    // By now the company's log holds the reports above, one of them the manager's own.
    const [others] = await api.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, f.isla), eq(auditEvents.actorEmail, EWA)))
      .limit(1);
    expect(others).toBeDefined();
    const answer = await get(MANAGER, `/api/companies/${f.isla}/audit-events?limit=100`);
    expect(answer.statusCode).toBe(200);
    const actors = (answer.json() as { items: { actorEmail: string }[] }).items.map((event) => event.actorEmail);
    expect(actors.length).toBeGreaterThan(0);
    expect(new Set(actors)).toEqual(new Set([MANAGER]));
  });

  it('uploads insurance payments for workers of their group only, and writes nothing otherwise', async () => {
    const [outsider] = await api.db
      .select({ payrollFileNumber: workers.payrollFileNumber })
      .from(insuranceStatuses)
      .innerJoin(workers, eq(workers.id, insuranceStatuses.workerId))
      .where(eq(workers.workerGroupCode, '150'))
      .limit(1);
    expect(outsider).toBeDefined();
    const before = await fingerprint(api.db);
    const csv = [
      'payrollFileNumber,date,plan,type,amount,paymentMethod',
      `${outsider!.payrollFileNumber},2026-11-18,mcs,payment,45.00,cash`,
    ].join('\n');
    const answer = await api.call(MANAGER, {
      method: 'POST',
      url: '/api/insurance/uploads',
      headers: { 'idempotency-key': randomUUID() },
      payload: { companyId: f.isla, filename: 'pagos.csv', contentType: 'text/csv', csv },
    });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.body).toContain(`no worker with payroll file number ${outsider!.payrollFileNumber}`);
    expect(changedTables(before, await fingerprint(api.db))).toEqual([]);
  });

  it('lists only the insurance uploads that touched their group alone', async () => {
    const listed = (await get(MANAGER, `/api/insurance/get-uploads?companyId=${f.isla}&limit=100`)).json() as {
      items: { id: string }[];
    };
    const everything = (
      await get(EWA.replace('ewa', 'insurance'), `/api/insurance/get-uploads?companyId=${f.isla}&limit=100`)
    ).json() as { items: { id: string }[] };
    expect(everything.items.length).toBeGreaterThan(listed.items.length);
    for (const { id } of listed.items) {
      const touched = await api.db
        .select({ group: workers.workerGroupCode })
        .from(insuranceLedgerEntries)
        .innerJoin(workers, eq(workers.id, insuranceLedgerEntries.workerId))
        .where(eq(insuranceLedgerEntries.uploadId, id));
      expect(touched.every((row) => row.group === '103')).toBe(true);
    }
    expect(
      await api.db
        .select({ id: insuranceUploads.id })
        .from(insuranceUploads)
        .where(eq(insuranceUploads.companyId, f.isla)),
    ).not.toEqual([]);
  });
});
