import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { components } from '@cuadre/api-client';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';
import { EWA, OWNER, STAFF, TIPS, type Problem } from '../users/test-users.ts';
import { requireWorkerFeeCeiling } from './settings.ts';

type Company = components['schemas']['Company'];

let api: TestApi;
let f: Fixtures;

const company = async (as = OWNER): Promise<Company> => {
  const response = await api.call(as, {
    method: 'POST',
    url: '/api/employer-dashboard/company-info',
    payload: { email: as, companyId: f.isla },
  });
  const body = response.json() as { companyData: Company };
  return body.companyData;
};

const save = (as: string, payload: object) =>
  api.call(as, {
    method: 'PATCH',
    url: `/api/companies/${f.isla}/settings`,
    headers: { 'idempotency-key': randomUUID() },
    payload,
  });

const settingsEvents = async () => {
  const response = await api.call(OWNER, {
    method: 'GET',
    url: `/api/companies/${f.isla}/audit-events?entityType=company&limit=5`,
  });
  return (response.json() as components['schemas']['AuditEventPage']).items;
};

withTestApi((opened) => ({ api, f } = opened));

describe('company settings', () => {
  it('lets a super-admin change the share of the fee its workers carry, and records before and after', async () => {
    const before = await company();
    const response = await save(OWNER, {
      expectedVersion: before.settingsVersion,
      settings: { ...before.settings, employeeFeePercent: 1.25 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json() as Company;
    expect(after.settings.employeeFeePercent).toBe(1.25);
    expect(after.settingsVersion).toBeGreaterThan(before.settingsVersion ?? 0);
    const [latest] = await settingsEvents();
    expect(latest?.actorEmail).toBe(OWNER);
    expect(latest?.changes).toContainEqual({
      pointer: '/employeeFeePercent',
      before: before.settings.employeeFeePercent,
      after: 1.25,
    });
  });

  it('refuses a percent with more than two decimals or above 100, naming the field, and writes nothing', async () => {
    const before = await company();
    for (const value of [1.255, 101, -1]) {
      const response = await save(OWNER, {
        expectedVersion: before.settingsVersion,
        settings: { ...before.settings, employeeFeePercent: value },
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as Problem).errors?.map((e) => e.pointer)).toContain('/body/settings/employeeFeePercent');
    }
    expect((await company()).settings).toEqual(before.settings);
  });

  it('refuses a fee workers pay above 10 %, naming each field with its bound, and writes nothing; 10 % itself is kept', async () => {
    const before = await company(STAFF);
    const response = await save(STAFF, {
      expectedVersion: before.settingsVersion,
      settings: {
        ...before.settings,
        employeeFeePercent: 10.01,
        savingEmployeeFeePercent: 50,
        cashoutFeePercent: 100,
        processingFeePercent: 45,
      },
    });
    expect(response.statusCode).toBe(400);
    const errors =
      (response.json() as Problem & { errors?: { pointer: string; code?: string; limit?: number }[] }).errors ?? [];
    for (const field of ['employeeFeePercent', 'savingEmployeeFeePercent', 'cashoutFeePercent']) {
      expect(errors).toContainEqual(
        expect.objectContaining({ pointer: `/body/settings/${field}`, code: 'maximum', limit: 10 }),
      );
    }
    expect(errors.map((e) => e.pointer)).not.toContain('/body/settings/processingFeePercent');
    expect((await company(STAFF)).settings).toEqual(before.settings);

    const atCeiling = await save(OWNER, {
      expectedVersion: before.settingsVersion,
      settings: { ...before.settings, employeeFeePercent: 10 },
    });
    expect(atCeiling.statusCode, atCeiling.body).toBe(200);
    expect((atCeiling.json() as Company).settings.employeeFeePercent).toBe(10);
  });

  it('holds the ceiling in the handler too: 422 naming each fee above it', () => {
    const settings = {
      employeeFeePercent: 12,
      savingEmployeeFeePercent: 0,
      cashoutFeePercent: 10.5,
    } as Company['settings'];
    let refused: unknown;
    try {
      requireWorkerFeeCeiling({ settings });
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({
      status: 422,
      errors: [
        { pointer: '/body/settings/employeeFeePercent', message: 'A fee workers pay is at most 10 %.' },
        { pointer: '/body/settings/cashoutFeePercent', message: 'A fee workers pay is at most 10 %.' },
      ],
    });
    expect(() =>
      requireWorkerFeeCeiling({ settings: { ...settings, employeeFeePercent: 10, cashoutFeePercent: 2.99 } }),
    ).not.toThrow();
    expect(() => requireWorkerFeeCeiling({})).not.toThrow();
  });

  it('refuses a bad e-mail in a list, naming the field', async () => {
    const before = await company();
    const response = await save(OWNER, {
      settings: { ...before.settings, billingEmails: ['pagos@isla.example', 'not an e-mail'] },
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Problem).errors?.map((e) => e.pointer).join()).toContain('/body/settings/billingEmails');
  });

  it('answers a save made from an older version with 409 and keeps the newer values', async () => {
    const opened = await company();
    const first = await save(OWNER, {
      expectedVersion: opened.settingsVersion,
      settings: { ...opened.settings, periodsPerInvoiceEmail: opened.settings.periodsPerInvoiceEmail + 1 },
    });
    expect(first.statusCode).toBe(200);
    const second = await save(OWNER, {
      expectedVersion: opened.settingsVersion,
      settings: { ...opened.settings, daysAfterEndDateForPayment: opened.settings.daysAfterEndDateForPayment + 1 },
    });
    expect(second.statusCode).toBe(409);
    expect((second.json() as Problem).detail).toMatch(/Someone else saved/);
    const now = await company();
    expect(now.settings.periodsPerInvoiceEmail).toBe(opened.settings.periodsPerInvoiceEmail + 1);
    expect(now.settings.daysAfterEndDateForPayment).toBe(opened.settings.daysAfterEndDateForPayment);
  });

  it('lets exactly one of two racing saves of the same version win', async () => {
    const opened = await company();
    const [a, b] = await Promise.all([
      save(OWNER, {
        expectedVersion: opened.settingsVersion,
        settings: {
          ...opened.settings,
          transactionLimitPerPayPeriod: opened.settings.transactionLimitPerPayPeriod + 1,
        },
      }),
      save(STAFF, {
        expectedVersion: opened.settingsVersion,
        settings: {
          ...opened.settings,
          transactionLimitPerPayPeriod: opened.settings.transactionLimitPerPayPeriod + 2,
        },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('keeps the provider’s pricing and funding for its staff: a super-admin of the company gets 403 naming the field', async () => {
    const before = await company();
    const response = await save(OWNER, {
      settings: {
        ...before.settings,
        fundingFeePercent: 3,
        typeOfFunding: before.settings.typeOfFunding === 'employer-funded' ? 'provider-funded' : 'employer-funded',
      },
    });
    expect(response.statusCode).toBe(403);
    const pointers = (response.json() as Problem).errors?.map((e) => e.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining(['/body/settings/fundingFeePercent', '/body/settings/typeOfFunding']),
    );
    expect((await company()).settings).toEqual(before.settings);
  });

  it('lets internal staff change the provider’s pricing', async () => {
    const before = await company(STAFF);
    const response = await save(STAFF, {
      expectedVersion: before.settingsVersion,
      settings: { ...before.settings, fundingFeePercent: 2.75 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Company).settings.fundingFeePercent).toBe(2.75);
  });

  it('lets a tips admin switch the tips settings and nothing else', async () => {
    const before = await company(TIPS);
    const tips = await save(TIPS, {
      expectedVersion: before.settingsVersion,
      settings: { ...before.settings, hasAthMovil: !before.settings.hasAthMovil },
    });
    expect(tips.statusCode, tips.body).toBe(200);
    const current = tips.json() as Company;
    const other = await save(TIPS, { settings: { ...current.settings, billingEmails: ['tips@isla.example'] } });
    expect(other.statusCode).toBe(403);
    expect((other.json() as Problem).errors?.map((e) => e.pointer)).toEqual(['/body/settings/billingEmails']);
  });

  it('refuses every change to a user without a settings role', async () => {
    const before = await company(EWA);
    const response = await save(EWA, {
      settings: { ...before.settings, referralProgram: !before.settings.referralProgram },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for another company’s settings', async () => {
    const response = await api.call(OWNER, {
      method: 'PATCH',
      url: `/api/companies/${f.costa}/settings`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { payFrequency: 'weekly' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('worker groups', () => {
  it('records a group change in the audit trail', async () => {
    const response = await api.call(OWNER, {
      method: 'PATCH',
      url: `/api/companies/${f.isla}/worker-groups/103`,
      payload: { invoiceEmails: ['facturas.103@isla.example'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const events = await api.call(OWNER, {
      method: 'GET',
      url: `/api/companies/${f.isla}/audit-events?entityType=worker-group&entityId=103`,
    });
    const [latest] = (events.json() as components['schemas']['AuditEventPage']).items;
    expect(latest?.changes.some((c) => c.pointer === '/invoiceEmails')).toBe(true);
  });

  it('refuses a bad zip code, naming the field', async () => {
    const response = await api.call(OWNER, {
      method: 'PATCH',
      url: `/api/companies/${f.isla}/worker-groups/103`,
      payload: { zipCode: '9' },
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Problem).errors?.map((e) => e.pointer)).toContain('/body/zipCode');
  });
});

describe('worker groups', () => {
  const saveGroup = (code: string, payload: object) =>
    api.call(OWNER, { method: 'PATCH', url: `/api/companies/${f.isla}/worker-groups/${code}`, payload });

  it('saves a change made on the current version and answers 409 to one made on a stale version, writing nothing', async () => {
    const [group] = (await company()).companyGroups;
    const first = await saveGroup(group!.workerGroupCode, { expectedVersion: group!.version, city: 'Bayamón' });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json() as Company['companyGroups'][number];
    expect(saved.city).toBe('Bayamón');
    expect(saved.version).toBeGreaterThan(group!.version);

    // A second admin still holds the version the first one saved over.
    const stale = await saveGroup(group!.workerGroupCode, { expectedVersion: group!.version, city: 'Caguas' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    const [after] = (await company()).companyGroups;
    expect(after).toMatchObject({ city: 'Bayamón', version: saved.version });
  });
});
