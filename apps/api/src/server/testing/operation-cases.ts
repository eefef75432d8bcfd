import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/index.ts';
import { dashboardUsers, identityAccounts, workers } from '../../db/schema/index.ts';
import { owedAtPeriodEnd } from '../../handlers/guardrails.ts';
import type { HandledOperationId } from '../handler-types.ts';
import { loadFixtures, type Fixtures } from './fixtures.ts';
import type { TestApi } from './harness.ts';
import { finishedReport } from './reports.ts';

// Every handled operation with a permitted call, a bad input, a caller without the permission and another
// company's record, built from the demo data. The operation tests and the authorization matrix share them.

export const EWA = 'ewa@isla.example';
export const OWNER = 'owner@isla.example';
export const NOBODY = 'nobody@isla.example';
export const TIPS = 'tips.admin@isla.example';
export const TIPS_MANAGER = 'tips.manager@isla.example';
export const INSURANCE = 'insurance@isla.example';
export const INSURANCE_VIEWER = 'insurance.viewer@isla.example';
export const APPROVER = 'approver@costa.example';
export const CREATOR = 'creator@costa.example';
export const VIEWER = 'viewer@costa.example';
export const BORINQUEN = 'admin@borinquen.example';
export const STAFF = 'staff@provider.example';

/** Every demo persona of the README, by e-mail. */
export const personas = [
  OWNER,
  EWA,
  TIPS,
  TIPS_MANAGER,
  INSURANCE,
  INSURANCE_VIEWER,
  APPROVER,
  CREATOR,
  VIEWER,
  'payroll@caribe.example',
  BORINQUEN,
  NOBODY,
  STAFF,
] as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Call = { as: string | null; method: Method; url: string; payload?: unknown; idempotent?: boolean };
export type TestFixtures = Fixtures & { costaDraftSet: unknown };
export type Case = {
  success: (f: TestFixtures, extra: Extra) => Call & { status?: number; check?: (body: unknown) => void };
  badInput: (f: TestFixtures, extra: Extra) => Call;
  /** A caller without the permission (403), or, where the operation needs none, one it refuses. */
  denied: (f: TestFixtures, extra: Extra) => Call & { status?: number };
  otherCompany: (f: TestFixtures, extra: Extra) => Call & { status?: number };
};
export type Extra = {
  deductionCsv: string;
  insuranceCsv: string;
  commissionCsv: string;
  dealsCsv: string;
  date: string;
  irsiGroup: string;
};

/**
 * Workers of a period's group who owe at least `atLeast` cents at its end: a deduction file of theirs within that
 * passes the ceiling of what a worker owes (handlers/guardrails.ts).
 */
export async function owingWorkers(db: Db, period: Fixtures['islaOpenPeriod'], count: number, atLeast: number) {
  const group = await db
    .select()
    .from(workers)
    .where(and(eq(workers.companyId, period.companyId), eq(workers.workerGroupCode, period.workerGroupCode)))
    .orderBy(asc(workers.id));
  const owed = await owedAtPeriodEnd(
    db,
    period,
    group.map((w) => w.id),
  );
  const owing = group.filter((w) => (owed.get(w.id) ?? 0) >= atLeast).slice(0, count);
  if (owing.length < count)
    throw new Error(
      `The demo data holds fewer than ${count} workers owing ${atLeast} cents in group ${period.workerGroupCode}.`,
    );
  return owing;
}

const q = (params: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
const get = (
  as: string | null,
  path: string,
  params: Record<string, string | number | boolean | undefined> = {},
): Call => ({
  as,
  method: 'GET',
  url: `/api${path}${Object.keys(params).length > 0 ? `?${q(params)}` : ''}`,
});
const send = (as: string | null, method: Method, path: string, payload?: unknown, idempotent = false): Call => ({
  as,
  method,
  url: `/api${path}`,
  payload,
  idempotent,
});
const BAD_ID = 'not an id!';
export const csvUpload = (name: string, text: string) => ({ filename: name, contentType: 'text/csv', csv: text });
/** The body of a deduction file upload for Isla's open pay period. */
export const periodFile = (f: Fixtures, filename: string, csv: string) => ({
  companyId: f.isla,
  workerGroupCode: f.islaOpenPeriod.workerGroupCode,
  periodId: f.islaOpenPeriod.id,
  ...csvUpload(filename, csv),
});

export const operationCases: Record<HandledOperationId, Case> = {
  listUsers2: {
    success: (f) => ({
      ...get(EWA, '/users2', { 'companyId[eq]': f.isla, 'workerStatus[eq]': 'Active', _select: 'payRate', limit: 5 }),
      check: (b) => {
        const page = b as { total: number; items: Record<string, unknown>[] };
        expect(page.total).toBeGreaterThan(0);
        // `_select` answers the worker's identity and the fields asked for, nothing more.
        expect(Object.keys(page.items[0]!).sort()).toEqual([
          'companyId',
          'firstName',
          'id',
          'lastName',
          'payRate',
          'workerGroupCode',
          'workerId',
          'workerStatus',
        ]);
      },
    }),
    badInput: (f) => get(EWA, '/users2', { 'companyId[eq]': f.isla, 'workerStatus[xx]': 'Active' }),
    denied: (f) => get(NOBODY, '/users2', { 'companyId[eq]': f.isla }),
    otherCompany: (f) => get(EWA, '/users2', { 'companyId[eq]': f.costa }),
  },
  listExternalUsers: {
    success: (f) => get(OWNER, '/external-users', { 'companyId[eq]': f.isla }),
    badInput: () => get(OWNER, '/external-users', {}),
    denied: (f) => get(TIPS, '/external-users', { 'companyId[eq]': f.isla }),
    otherCompany: (f) => get(OWNER, '/external-users', { 'companyId[eq]': f.costa }),
  },
  inviteExternalUser: {
    success: (f) => ({
      ...send(OWNER, 'POST', '/external-users', {
        companyId: f.isla,
        email: 'nueva.gerente@isla.example',
        firstName: 'Lucía',
        lastName: 'Ortiz',
        role: 'member',
        permissions: ['billing'],
      }),
      status: 201,
    }),
    badInput: (f) =>
      send(OWNER, 'POST', '/external-users', {
        companyId: f.isla,
        email: 'not-an-email',
        firstName: '',
        lastName: 'Ortiz',
        role: 'boss',
        permissions: [],
      }),
    denied: (f) =>
      send(EWA, 'POST', '/external-users', {
        companyId: f.isla,
        email: 'x.y@isla.example',
        firstName: 'X',
        lastName: 'Y',
        role: 'member',
        permissions: [],
      }),
    otherCompany: (f) =>
      send(OWNER, 'POST', '/external-users', {
        companyId: f.costa,
        email: 'x.z@costa.example',
        firstName: 'X',
        lastName: 'Z',
        role: 'member',
        permissions: [],
      }),
  },
  updateExternalUser: {
    success: (f) => send(OWNER, 'PATCH', `/external-users/${f.users.ewa}`, { firstName: 'Elena' }),
    badInput: (f) => send(OWNER, 'PATCH', `/external-users/${f.users.ewa}`, { permissions: ['fly'] }),
    denied: (f) => send(EWA, 'PATCH', `/external-users/${f.users.ewa}`, { firstName: 'Elena' }),
    otherCompany: (f) => send(OWNER, 'PATCH', `/external-users/${f.users.approver}`, { firstName: 'Pedro' }),
  },
  disableExternalUser: {
    success: (f) => ({
      ...send(STAFF, 'POST', `/external-users/${f.users.creator}/disable`, undefined, true),
      status: 200,
    }),
    badInput: () => send(OWNER, 'POST', `/external-users/${encodeURIComponent(BAD_ID)}/disable`, undefined, true),
    denied: (f) => send(EWA, 'POST', `/external-users/${f.users.ewa}/disable`, undefined, true),
    otherCompany: (f) => send(OWNER, 'POST', `/external-users/${f.users.approver}/disable`, undefined, true),
  },
  enableExternalUser: {
    success: (f) => send(STAFF, 'POST', `/external-users/${f.users.creator}/enable`, undefined, true),
    badInput: () => send(OWNER, 'POST', `/external-users/${encodeURIComponent(BAD_ID)}/enable`, undefined, true),
    denied: (f) => send(EWA, 'POST', `/external-users/${f.users.ewa}/enable`, undefined, true),
    otherCompany: (f) => send(OWNER, 'POST', `/external-users/${f.users.approver}/enable`, undefined, true),
  },
  resetExternalUserProviderIdentity: {
    success: (f) => send(OWNER, 'POST', `/external-users/${f.users.ewa}/reset-provider-identity`, undefined, true),
    badInput: () =>
      send(OWNER, 'POST', `/external-users/${encodeURIComponent(BAD_ID)}/reset-provider-identity`, undefined, true),
    denied: (f) => send(EWA, 'POST', `/external-users/${f.users.ewa}/reset-provider-identity`, undefined, true),
    otherCompany: (f) =>
      send(OWNER, 'POST', `/external-users/${f.users.approver}/reset-provider-identity`, undefined, true),
  },
  resetExternalUserTwoStep: {
    success: (f) => send(OWNER, 'POST', `/external-users/${f.users.ewa}/reset-two-step`, undefined, true),
    badInput: () =>
      send(OWNER, 'POST', `/external-users/${encodeURIComponent(BAD_ID)}/reset-two-step`, undefined, true),
    denied: (f) => send(EWA, 'POST', `/external-users/${f.users.ewa}/reset-two-step`, undefined, true),
    otherCompany: (f) => send(OWNER, 'POST', `/external-users/${f.users.approver}/reset-two-step`, undefined, true),
  },
  listWorkerRoster: {
    success: (f) => ({
      ...get(EWA, '/workers/roster', { companyId: f.isla, after: f.islaWorker.id, limit: 5 }),
      check: (b) => {
        const roster = b as { total: number; next: string | null; columns: Record<string, unknown[]> };
        expect(roster.total).toBeGreaterThan(5);
        expect(roster.next).toBe(roster.columns.id![4]);
        for (const values of Object.values(roster.columns)) expect(values).toHaveLength(5);
      },
    }),
    badInput: (f) => get(EWA, '/workers/roster', { companyId: f.isla, limit: 0 }),
    denied: (f) => get(TIPS, '/workers/roster', { companyId: f.isla }),
    otherCompany: (f) => get(EWA, '/workers/roster', { companyId: f.costa }),
  },
  getWorker: {
    success: (f) => get(EWA, `/workers/${f.islaWorker.id}`),
    badInput: () => get(EWA, `/workers/${encodeURIComponent(BAD_ID)}`),
    denied: (f) => get(NOBODY, `/workers/${f.islaWorker.id}`),
    otherCompany: (f) => get(EWA, `/workers/${f.costaWorker.id}`),
  },
  setWorkerStatus: {
    success: (f) =>
      send(
        EWA,
        'PUT',
        `/workers/${f.islaWorker.id}/status`,
        { type: 'admin', enabled: false, motives: ['Documentos pendientes'] },
        true,
      ),
    badInput: (f) => send(EWA, 'PUT', `/workers/${f.islaWorker.id}/status`, { type: 'boss', enabled: 'no' }, true),
    denied: (f) =>
      send(
        TIPS,
        'PUT',
        `/workers/${f.islaWorker.id}/status`,
        { type: 'admin', enabled: false, motives: ['Baja temporal'] },
        true,
      ),
    otherCompany: (f) =>
      send(
        EWA,
        'PUT',
        `/workers/${f.costaWorker.id}/status`,
        { type: 'admin', enabled: false, motives: ['Baja temporal'] },
        true,
      ),
  },
  updateWorkerLimits: {
    success: (f) =>
      send(EWA, 'PATCH', `/workers/${f.islaWorker.id}/limits`, { limitForUser: 25000, transactionLimitPerPP: 2 }, true),
    badInput: (f) => send(EWA, 'PATCH', `/workers/${f.islaWorker.id}/limits`, { limitForUser: -1 }, true),
    denied: (f) => send(TIPS, 'PATCH', `/workers/${f.islaWorker.id}/limits`, { limitForUser: 100 }, true),
    otherCompany: (f) => send(EWA, 'PATCH', `/workers/${f.costaWorker.id}/limits`, { limitForUser: 100 }, true),
  },
  updateWorkerTipSettings: {
    success: (f) =>
      send(TIPS, 'PATCH', `/workers/${f.islaWorker.id}/tip-settings`, {
        tipsEnabled: true,
        tipRules: [{ role: 'Server', automaticDisbursement: true, accumulateTips: true, allowsFullSplit: false }],
      }),
    badInput: (f) => send(TIPS, 'PATCH', `/workers/${f.islaWorker.id}/tip-settings`, { tipsEnabled: 'yes' }),
    denied: (f) => send(EWA, 'PATCH', `/workers/${f.islaWorker.id}/tip-settings`, { tipsEnabled: true }),
    otherCompany: (f) => send(TIPS, 'PATCH', `/workers/${f.costaWorker.id}/tip-settings`, { tipsEnabled: true }),
  },
  getCompanyInfo: {
    success: (f) => send(EWA, 'POST', '/employer-dashboard/company-info', { email: EWA, companyId: f.isla }),
    badInput: (f) => send(EWA, 'POST', '/employer-dashboard/company-info', { email: EWA, companyId: f.isla, extra: 1 }),
    denied: (f) => ({
      ...send(null, 'POST', '/employer-dashboard/company-info', { email: EWA, companyId: f.isla }),
      status: 401,
    }),
    otherCompany: (f) => send(EWA, 'POST', '/employer-dashboard/company-info', { email: EWA, companyId: f.costa }),
  },
  listCompanies: {
    success: () => ({
      ...get(EWA, '/employer-dashboard/companies', { email: EWA }),
      check: (b) => expect((b as { companies: unknown[] }).companies).toHaveLength(1),
    }),
    badInput: () => get(EWA, '/employer-dashboard/companies', { email: 'nope' }),
    denied: () => ({ ...get(null, '/employer-dashboard/companies', { email: EWA }), status: 401 }),
    otherCompany: () => get(APPROVER, '/employer-dashboard/companies', { email: EWA }),
  },
  getTotalDeposited: {
    success: (f) => ({
      ...get(EWA, '/employer-dashboard/total-deposited', { days: 30, companyId: f.isla }),
      check: (b) => expect((b as { totalDeposited: number }).totalDeposited).toBeGreaterThan(0),
    }),
    badInput: (f) => get(EWA, '/employer-dashboard/total-deposited', { days: 0, companyId: f.isla }),
    denied: (f) => get(TIPS, '/employer-dashboard/total-deposited', { days: 7, companyId: f.isla }),
    otherCompany: (f) => get(EWA, '/employer-dashboard/total-deposited', { days: 7, companyId: f.costa }),
  },
  getTotalsDeposited: {
    success: (f) => ({
      ...get(EWA, '/employer-dashboard/totals-deposited', { companyId: f.isla }),
      url: `/api/employer-dashboard/totals-deposited?companyId=${f.isla}&days=7&days=30`,
      check: (b) => {
        const totals = (b as { totals: Record<string, number> }).totals;
        expect(Object.keys(totals).sort()).toEqual(['30', '7']);
        expect(totals['30']).toBeGreaterThanOrEqual(totals['7']!);
      },
    }),
    badInput: (f) => get(EWA, '/employer-dashboard/totals-deposited', { days: 0, companyId: f.isla }),
    denied: (f) => get(TIPS, '/employer-dashboard/totals-deposited', { days: 7, companyId: f.isla }),
    otherCompany: (f) => get(EWA, '/employer-dashboard/totals-deposited', { days: 7, companyId: f.costa }),
  },
  getCompanyBankDetails: {
    success: (f) => get(EWA, '/employer-dashboard/company-bank-details', { companyId: f.isla }),
    badInput: () => get(EWA, '/employer-dashboard/company-bank-details', {}),
    denied: (f) => get(TIPS, '/employer-dashboard/company-bank-details', { companyId: f.isla }),
    otherCompany: (f) => get(EWA, '/employer-dashboard/company-bank-details', { companyId: f.costa }),
  },
  updateCompanyBankDetails: {
    success: (f) => ({
      ...send(
        EWA,
        'PUT',
        '/employer-dashboard/company-bank-details',
        {
          companyId: f.isla,
          accountHolderName: 'Isla Restaurant Group LLC',
          bankName: 'Banco Popular',
          routingNumber: '021502011',
          accountNumber: '0012345678',
          accountType: 'checking',
        },
        true,
      ),
      check: (b) => expect((b as { accountNumberLast4: string }).accountNumberLast4).toBe('5678'),
    }),
    badInput: (f) =>
      send(
        EWA,
        'PUT',
        '/employer-dashboard/company-bank-details',
        {
          companyId: f.isla,
          accountHolderName: 'Isla',
          bankName: 'Banco',
          routingNumber: '12',
          accountNumber: 'x',
          accountType: 'gold',
        },
        true,
      ),
    denied: (f) =>
      send(
        TIPS,
        'PUT',
        '/employer-dashboard/company-bank-details',
        {
          companyId: f.isla,
          accountHolderName: 'Isla',
          bankName: 'Banco',
          routingNumber: '021502011',
          accountNumber: '12345678',
          accountType: 'checking',
        },
        true,
      ),
    otherCompany: (f) =>
      send(
        EWA,
        'PUT',
        '/employer-dashboard/company-bank-details',
        {
          companyId: f.costa,
          accountHolderName: 'Costa',
          bankName: 'Banco',
          routingNumber: '021502011',
          accountNumber: '12345678',
          accountType: 'checking',
        },
        true,
      ),
  },
  listInvoices: {
    success: (f) => ({
      ...get(EWA, '/employer-dashboard/invoices', { companyId: f.isla, type: 'fees', limit: 10 }),
      check: (b) => expect((b as { items: { type: string }[] }).items.every((i) => i.type === 'fees')).toBe(true),
    }),
    badInput: (f) => get(EWA, '/employer-dashboard/invoices', { companyId: f.isla, type: 'gift' }),
    denied: (f) => get(TIPS, '/employer-dashboard/invoices', { companyId: f.isla }),
    otherCompany: (f) => get(EWA, '/employer-dashboard/invoices', { companyId: f.costa }),
  },
  listEmployerNotifications: {
    success: (f) => get(EWA, `/employer-notifications/${f.isla}`, { unread: true }),
    badInput: (f) => get(EWA, `/employer-notifications/${f.isla}`, { unread: 'maybe' }),
    denied: (f) => ({ ...get(null, `/employer-notifications/${f.isla}`), status: 401 }),
    otherCompany: (f) => get(EWA, `/employer-notifications/${f.costa}`),
  },
  markAllEmployerNotificationsRead: {
    success: (f) => send(EWA, 'POST', `/employer-notifications/${f.isla}/read-all`),
    badInput: () => send(EWA, 'POST', `/employer-notifications/${encodeURIComponent(BAD_ID)}/read-all`),
    denied: (f) => ({ ...send(null, 'POST', `/employer-notifications/${f.isla}/read-all`), status: 401 }),
    otherCompany: (f) => send(EWA, 'POST', `/employer-notifications/${f.costa}/read-all`),
  },
  markEmployerNotificationRead: {
    success: (f) => send(EWA, 'POST', `/employer-notifications/${f.isla}/${f.islaNotification?.id}/read`),
    badInput: (f) => send(EWA, 'POST', `/employer-notifications/${f.isla}/${encodeURIComponent(BAD_ID)}/read`),
    denied: (f) => ({
      ...send(null, 'POST', `/employer-notifications/${f.isla}/${f.islaNotification?.id}/read`),
      status: 401,
    }),
    otherCompany: (f) =>
      send(EWA, 'POST', `/employer-notifications/${f.costa}/${f.costaNotification?.id ?? f.islaNotification?.id}/read`),
  },
  updateCompanySettings: {
    success: (f) =>
      send(STAFF, 'PATCH', `/companies/${f.isla}/settings`, { dashboardTitle: 'Isla Restaurant Group · Nómina' }, true),
    badInput: (f) => send(STAFF, 'PATCH', `/companies/${f.isla}/settings`, { payFrequency: 'daily' }, true),
    denied: (f) => send(OWNER, 'PATCH', `/companies/${f.isla}/settings`, { dashboardTitle: 'Mine' }, true),
    otherCompany: (f) => send(OWNER, 'PATCH', `/companies/${f.costa}/settings`, { dashboardTitle: 'Theirs' }, true),
  },
  getSignInPolicy: {
    success: (f) => get(OWNER, `/companies/${f.isla}/sign-in-policy`),
    badInput: () => get(OWNER, `/companies/${encodeURIComponent(BAD_ID)}/sign-in-policy`),
    denied: (f) => get(EWA, `/companies/${f.isla}/sign-in-policy`),
    otherCompany: (f) => get(OWNER, `/companies/${f.costa}/sign-in-policy`),
  },
  updateSignInPolicy: {
    success: (f) => ({
      ...send(OWNER, 'PUT', `/companies/${f.isla}/sign-in-policy`, {
        secondFactorRequiredFor: ['bank-details', 'super-admin'],
      }),
      check: (b) => expect(b).toEqual({ secondFactorRequiredFor: ['super-admin', 'bank-details'] }),
    }),
    badInput: (f) =>
      send(OWNER, 'PUT', `/companies/${f.isla}/sign-in-policy`, { secondFactorRequiredFor: ['everyone'] }),
    denied: (f) => send(EWA, 'PUT', `/companies/${f.isla}/sign-in-policy`, { secondFactorRequiredFor: [] }),
    otherCompany: (f) => send(OWNER, 'PUT', `/companies/${f.costa}/sign-in-policy`, { secondFactorRequiredFor: [] }),
  },
  updateWorkerGroup: {
    success: (f) =>
      send(OWNER, 'PATCH', `/companies/${f.isla}/worker-groups/103`, {
        city: 'San Juan',
        invoiceEmails: ['facturas@isla.example'],
      }),
    badInput: (f) =>
      send(OWNER, 'PATCH', `/companies/${f.isla}/worker-groups/103`, { invoiceEmails: ['not an email'] }),
    denied: (f) => send(EWA, 'PATCH', `/companies/${f.isla}/worker-groups/103`, { city: 'Ponce' }),
    otherCompany: (f) => send(OWNER, 'PATCH', `/companies/${f.costa}/worker-groups/601`, { city: 'Ponce' }),
  },
  listAuditEvents: {
    success: (f) => ({
      ...get(OWNER, `/companies/${f.isla}/audit-events`),
      check: (b) => expect((b as { total: number }).total).toBeGreaterThan(0),
    }),
    badInput: (f) => get(OWNER, `/companies/${f.isla}/audit-events`, { entityType: 'spaceship' }),
    denied: (f) => get(EWA, `/companies/${f.isla}/audit-events`),
    otherCompany: (f) => get(OWNER, `/companies/${f.costa}/audit-events`),
  },
  listDeductions: {
    success: (f) => get(EWA, '/deductions', { companyId: f.isla, limit: 5 }),
    badInput: (f) => get(EWA, '/deductions', { companyId: f.isla, origin: 'magic' }),
    denied: (f) => get(TIPS, '/deductions', { companyId: f.isla }),
    otherCompany: (f) => get(EWA, '/deductions', { companyId: f.costa }),
  },
  getDeductionsPayrollStatus: {
    success: (f) => get(EWA, '/deductions/payroll-status', { companyId: f.isla, workerGroupCode: '103' }),
    badInput: (f) => get(EWA, '/deductions/payroll-status', { companyId: f.isla }),
    denied: (f) => get(TIPS, '/deductions/payroll-status', { companyId: f.isla, workerGroupCode: '103' }),
    otherCompany: (f) => get(EWA, '/deductions/payroll-status', { companyId: f.costa, workerGroupCode: '601' }),
  },
  getPeriodDeductionWorkerCount: {
    success: (f) => get(EWA, '/deductions/period-deduction-worker-count', { periodId: f.islaPeriod.id }),
    badInput: () => get(EWA, '/deductions/period-deduction-worker-count', { periodId: BAD_ID }),
    denied: (f) => get(TIPS, '/deductions/period-deduction-worker-count', { periodId: f.islaPeriod.id }),
    otherCompany: (f) => get(EWA, '/deductions/period-deduction-worker-count', { periodId: f.costaPeriod.id }),
  },
  getPeriodsDeductionWorkerCounts: {
    success: (f) => ({
      ...get(EWA, '/deductions/periods-deduction-worker-counts', { periodIds: f.islaPeriod.id }),
      check: (b) => expect(Object.keys((b as { counts: object }).counts)).toEqual([f.islaPeriod.id]),
    }),
    badInput: () => get(EWA, '/deductions/periods-deduction-worker-counts', {}),
    denied: (f) => get(TIPS, '/deductions/periods-deduction-worker-counts', { periodIds: f.islaPeriod.id }),
    otherCompany: (f) => get(EWA, '/deductions/periods-deduction-worker-counts', { periodIds: f.costaPeriod.id }),
  },
  uploadDeductions: {
    // A period without a file yet and workers who owe what the file deducts: nothing to replace, nothing over the ceiling.
    success: (f, x) => ({
      ...send(
        EWA,
        'POST',
        '/deductions/uploads',
        {
          companyId: f.isla,
          workerGroupCode: f.islaOpenPeriod.workerGroupCode,
          periodId: f.islaOpenPeriod.id,
          ...csvUpload('deducciones.csv', x.deductionCsv),
        },
        true,
      ),
      status: 201,
    }),
    badInput: (f) =>
      send(
        EWA,
        'POST',
        '/deductions/uploads',
        {
          companyId: f.isla,
          workerGroupCode: '103',
          periodId: f.islaPeriod.id,
          filename: 'x.txt',
          contentType: 'text/csv',
          csv: 'a',
        },
        true,
      ),
    denied: (f, x) =>
      send(
        TIPS,
        'POST',
        '/deductions/uploads',
        {
          companyId: f.isla,
          workerGroupCode: f.islaPeriod.workerGroupCode,
          periodId: f.islaPeriod.id,
          ...csvUpload('d.csv', x.deductionCsv),
        },
        true,
      ),
    otherCompany: (f, x) =>
      send(
        EWA,
        'POST',
        '/deductions/uploads',
        {
          companyId: f.costa,
          workerGroupCode: f.costaPeriod.workerGroupCode,
          periodId: f.costaPeriod.id,
          ...csvUpload('d.csv', x.deductionCsv),
        },
        true,
      ),
  },
  downloadDeductionFile: {
    success: (f) => get(EWA, `/deductions/${f.islaDeduction.id}/file`, { kind: 'employer' }),
    badInput: (f) => get(EWA, `/deductions/${f.islaDeduction.id}/file`, { kind: 'pdf' }),
    denied: (f) => get(TIPS, `/deductions/${f.islaDeduction.id}/file`),
    otherCompany: (f) => get(EWA, `/deductions/${f.costaDeduction?.id ?? f.costaPeriod.id}/file`),
  },
  listPeriodsToUpload: {
    success: (f) => get(EWA, '/periods/to-upload', { companyId: f.isla }),
    badInput: () => get(EWA, '/periods/to-upload', { companyId: BAD_ID }),
    denied: (f) => get(INSURANCE, '/periods/to-upload', { companyId: f.isla }),
    otherCompany: (f) => get(EWA, '/periods/to-upload', { companyId: f.costa }),
  },
  listReports: {
    success: (f) => get(EWA, `/reports/${f.isla}`),
    badInput: (f) => get(EWA, `/reports/${f.isla}`, { limit: 500 }),
    denied: (f) => get(TIPS, `/reports/${f.isla}`),
    otherCompany: (f) => get(EWA, `/reports/${f.costa}`),
  },
  generateReport: {
    success: (f) => ({
      ...send(EWA, 'POST', `/reports/${f.isla}`, {
        type: 'transactions',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
      }),
      status: 202,
    }),
    badInput: (f) =>
      send(EWA, 'POST', `/reports/${f.isla}`, { type: 'gossip', startDate: '2026-10-01', endDate: '2026-10-31' }),
    denied: (f) =>
      send(TIPS, 'POST', `/reports/${f.isla}`, {
        type: 'transactions',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
      }),
    otherCompany: (f) =>
      send(EWA, 'POST', `/reports/${f.costa}`, {
        type: 'transactions',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
      }),
  },
  downloadReport: {
    success: (f, x) => get(EWA, `/reports/${f.isla}/${x.date}/download`),
    badInput: (f) => get(EWA, `/reports/${f.isla}/${encodeURIComponent(BAD_ID)}/download`),
    denied: (f, x) => get(TIPS, `/reports/${f.isla}/${x.date}/download`),
    otherCompany: (f, x) => get(EWA, `/reports/${f.costa}/${x.date}/download`),
  },
  getWorkersHours: {
    success: (f) =>
      send(TIPS, 'POST', '/tips/get-workers-hours', {
        companyId: f.isla,
        date: usDate(f.islaTip.dateTip),
        workersIds: [f.islaTip.workerId],
      }),
    badInput: (f) =>
      send(TIPS, 'POST', '/tips/get-workers-hours', { companyId: f.isla, date: f.islaTip.dateTip, workersIds: [] }),
    denied: (f) =>
      send(EWA, 'POST', '/tips/get-workers-hours', {
        companyId: f.isla,
        date: usDate(f.islaTip.dateTip),
        workersIds: [f.islaTip.workerId],
      }),
    otherCompany: (f) =>
      send(TIPS, 'POST', '/tips/get-workers-hours', {
        companyId: f.caribe,
        date: usDate(f.caribeTip.dateTip),
        workersIds: [f.caribeTip.workerId],
      }),
  },
  updateWorkersHours: {
    success: (f) => ({
      ...send(
        TIPS,
        'PUT',
        '/tips/workers-hours',
        {
          companyId: f.isla,
          workerGroupCode: f.islaHours.workerGroupCode,
          dateTip: f.islaHours.date,
          rows: [{ tipId: String(f.islaHours.tipId), workerId: f.islaHours.workerId, hours: 7.5 }],
        },
        true,
      ),
      check: (b) =>
        expect((b as { rows: { hours: number; modifiedHours: number | null }[] }).rows[0]).toMatchObject({
          hours: 7.5,
          modifiedHours: 7.5,
        }),
    }),
    badInput: (f) =>
      send(
        TIPS,
        'PUT',
        '/tips/workers-hours',
        {
          companyId: f.isla,
          workerGroupCode: f.islaTip.workerGroupCode,
          dateTip: f.islaTip.dateTip,
          rows: [{ tipId: String(f.islaTip.id), workerId: f.islaTip.workerId, hours: -2 }],
        },
        true,
      ),
    denied: (f) =>
      send(
        EWA,
        'PUT',
        '/tips/workers-hours',
        { companyId: f.isla, workerGroupCode: f.islaTip.workerGroupCode, dateTip: f.islaTip.dateTip, rows: [] },
        true,
      ),
    otherCompany: (f) =>
      send(
        TIPS,
        'PUT',
        '/tips/workers-hours',
        {
          companyId: f.caribe,
          workerGroupCode: f.caribeTip.workerGroupCode,
          dateTip: f.caribeTip.dateTip,
          rows: [{ tipId: String(f.caribeTip.id), workerId: f.caribeTip.workerId, hours: 5 }],
        },
        true,
      ),
  },
  getPeriodTipWorkerCount: {
    success: (f) => get(TIPS, '/tips/period-tip-worker-count', { periodId: f.islaPeriod.id }),
    badInput: () => get(TIPS, '/tips/period-tip-worker-count', {}),
    denied: (f) => get(EWA, '/tips/period-tip-worker-count', { periodId: f.islaPeriod.id }),
    otherCompany: (f) => get(TIPS, '/tips/period-tip-worker-count', { periodId: f.costaPeriod.id }),
  },
  getTipAmountByPeriods: {
    success: (f) => get(TIPS, '/tips/amount-by-periods', { periodIds: f.islaPeriod.id }),
    badInput: () => get(TIPS, '/tips/amount-by-periods', { periodIds: BAD_ID }),
    denied: (f) => get(EWA, '/tips/amount-by-periods', { periodIds: f.islaPeriod.id }),
    otherCompany: (f) => get(TIPS, '/tips/amount-by-periods', { periodIds: f.costaPeriod.id }),
  },
  getTipPeriodsUploadStatus: {
    success: (f) => get(TIPS, '/tips/periods-upload-status', { periodIds: f.islaPeriod.id }),
    badInput: () => get(TIPS, '/tips/periods-upload-status', {}),
    denied: (f) => get(EWA, '/tips/periods-upload-status', { periodIds: f.islaPeriod.id }),
    otherCompany: (f) => get(TIPS, '/tips/periods-upload-status', { periodIds: f.costaPeriod.id }),
  },
  listTipCurrentUsers: tipsRead('/tips/current-users'),
  listTipHistory: {
    ...tipsRead('/tips/history'),
    success: (f) => ({
      ...get(TIPS_MANAGER, '/tips/history', { companyId: f.isla, workerGroupCode: '103', status: 'paid', limit: 10 }),
      check: (b) => expect((b as { items: { status: string }[] }).items.every((i) => i.status === 'paid')).toBe(true),
    }),
  },
  listTipEmployees: {
    ...tipsRead('/tips/users-employees'),
    success: (f) => get(TIPS, '/tips/users-employees', { companyId: f.isla, workerGroupCode: '103' }),
    denied: (f) => get(TIPS_MANAGER, '/tips/users-employees', { companyId: f.isla, workerGroupCode: '103' }),
  },
  listTipSplits: tipsRead('/tips/get-splits'),
  createTipSplit: {
    // A quarter of what the giver earned that day: a worker never splits more than their day's tips.
    success: (f) => ({
      ...send(
        TIPS,
        'POST',
        '/tips/splits',
        {
          companyId: f.isla,
          workerGroupCode: f.islaWorker.workerGroupCode,
          fromType: 'worker',
          fromWorkerId: f.islaWorker.id,
          toWorkerIds: [f.islaWorker2.id],
          splitType: 'equal',
          dateTip: f.islaTip.dateTip,
          initialAmount: Math.floor(f.islaGiverTips / 4),
        },
        true,
      ),
      status: 201,
    }),
    badInput: (f) =>
      send(
        TIPS,
        'POST',
        '/tips/splits',
        {
          companyId: f.isla,
          workerGroupCode: '103',
          fromType: 'worker',
          toWorkerIds: [],
          splitType: 'lottery',
          dateTip: f.islaTip.dateTip,
          initialAmount: -1,
        },
        true,
      ),
    denied: (f) =>
      send(
        EWA,
        'POST',
        '/tips/splits',
        {
          companyId: f.isla,
          workerGroupCode: '103',
          fromType: 'worker',
          fromWorkerId: f.islaWorker.id,
          toWorkerIds: [f.islaWorker.id],
          splitType: 'equal',
          dateTip: f.islaTip.dateTip,
          initialAmount: 100,
        },
        true,
      ),
    otherCompany: (f) =>
      send(
        TIPS,
        'POST',
        '/tips/splits',
        {
          companyId: f.caribe,
          workerGroupCode: f.caribeTip.workerGroupCode,
          fromType: 'worker',
          fromWorkerId: f.caribeTip.workerId,
          toWorkerIds: [f.caribeSplit.fromWorkerId ?? f.caribeTip.workerId],
          splitType: 'equal',
          dateTip: f.caribeTip.dateTip,
          initialAmount: 100,
        },
        true,
      ),
  },
  approveTipSplit: {
    success: (f) => send(TIPS, 'POST', `/tips/splits/${f.islaSplit.id}/approve`, undefined, true),
    badInput: () => send(TIPS, 'POST', `/tips/splits/${encodeURIComponent(BAD_ID)}/approve`, undefined, true),
    denied: (f) => send(TIPS_MANAGER, 'POST', `/tips/splits/${f.islaSplit.id}/approve`, undefined, true),
    otherCompany: (f) => send(TIPS, 'POST', `/tips/splits/${f.caribeSplit.id}/approve`, undefined, true),
  },
  retryTipSplit: {
    success: (f) =>
      f.islaFailedSplit
        ? send(TIPS, 'POST', `/tips/splits/${f.islaFailedSplit.id}/retry`, {}, true)
        : { ...send(TIPS, 'POST', `/tips/splits/${f.islaSplit.id}/retry`, {}, true), status: 409 },
    badInput: (f) => send(TIPS, 'POST', `/tips/splits/${f.islaSplit.id}/retry`, { workerIds: 'all' }, true),
    denied: (f) => send(TIPS_MANAGER, 'POST', `/tips/splits/${f.islaSplit.id}/retry`, {}, true),
    otherCompany: (f) => send(TIPS, 'POST', `/tips/splits/${f.caribeSplit.id}/retry`, {}, true),
  },
  getIrsiRoleRules: {
    success: () => ({
      ...get(TIPS, '/tips/irsi-role-rules', { workerGroupCode: '103' }),
      check: (b) => expect((b as { tipUserRoles: unknown[] }).tipUserRoles.length).toBeGreaterThan(0),
    }),
    badInput: () => get(TIPS, '/tips/irsi-role-rules', { workerGroupCode: '!!' }),
    denied: () => get(EWA, '/tips/irsi-role-rules', { workerGroupCode: '103' }),
    otherCompany: () => get(TIPS, '/tips/irsi-role-rules', { workerGroupCode: '501' }),
  },
  updateIrsiRoleRules: {
    success: (f) => send(TIPS, 'PUT', '/tips/irsi-role-rules', roleRules(f.isla, '103')),
    badInput: (f) =>
      send(TIPS, 'PUT', '/tips/irsi-role-rules', {
        ...roleRules(f.isla, '103'),
        tipUserRoles: [{ jobcode: 'x', name: '' }],
      }),
    denied: (f) => send(TIPS_MANAGER, 'PUT', '/tips/irsi-role-rules', roleRules(f.isla, '103')),
    otherCompany: (f) => send(TIPS, 'PUT', '/tips/irsi-role-rules', roleRules(f.caribe, '501')),
  },
  getTipRules: tipsRead('/tips/tip-rules'),
  updateTipRules: {
    success: (f) =>
      send(TIPS, 'PUT', '/tips/tip-rules', {
        companyId: f.isla,
        workerGroupCode: '150',
        tipRules: [{ role: 'Bartender', automaticDisbursement: false, accumulateTips: true, allowsFullSplit: true }],
      }),
    badInput: (f) =>
      send(TIPS, 'PUT', '/tips/tip-rules', {
        companyId: f.isla,
        workerGroupCode: '150',
        tipRules: [{ role: 'Bartender' }],
      }),
    denied: (f) =>
      send(TIPS_MANAGER, 'PUT', '/tips/tip-rules', { companyId: f.isla, workerGroupCode: '103', tipRules: [] }),
    otherCompany: (f) =>
      send(TIPS, 'PUT', '/tips/tip-rules', { companyId: f.caribe, workerGroupCode: '501', tipRules: [] }),
  },
  listDateTipWorkingEmployees: tipsRead('/tips/date-tip-working-employees', 'dateTip'),
  getWorkersDataByDateBluHost: tipsRead('/tips/get-workers-data-by-date-blu-host', 'date'),
  getTipHistoryNotes: tipsRead('/tips/user-tips-history-notes', 'dateTip'),
  addTipHistoryNote: {
    success: (f) => ({
      ...send(TIPS, 'POST', '/tips/user-tips-history-notes', {
        companyId: f.isla,
        workerGroupCode: '103',
        dateTip: f.islaTip.dateTip,
        message: 'Propinas de banquete revisadas con gerencia.',
      }),
      status: 201,
    }),
    badInput: (f) =>
      send(TIPS, 'POST', '/tips/user-tips-history-notes', {
        companyId: f.isla,
        workerGroupCode: '103',
        dateTip: f.islaTip.dateTip,
        message: '',
      }),
    denied: (f) =>
      send(EWA, 'POST', '/tips/user-tips-history-notes', {
        companyId: f.isla,
        workerGroupCode: '103',
        dateTip: f.islaTip.dateTip,
        message: 'x',
      }),
    otherCompany: (f) =>
      send(TIPS, 'POST', '/tips/user-tips-history-notes', {
        companyId: f.caribe,
        workerGroupCode: '501',
        dateTip: f.islaTip.dateTip,
        message: 'x',
      }),
  },
  listCompanyTipsHistory: {
    success: (f) => ({
      ...get(TIPS, `/tips/${f.isla}/tips-history`, { limit: 10 }),
      check: (b) => expect((b as { total: number }).total).toBeGreaterThan(0),
    }),
    badInput: (f) => get(TIPS, `/tips/${f.isla}/tips-history`, { from: '2026-13-45' }),
    denied: (f) => get(EWA, `/tips/${f.isla}/tips-history`),
    otherCompany: (f) => get(TIPS, `/tips/${f.caribe}/tips-history`),
  },
  listTipSplitsReceivedByWorker: {
    success: (f) =>
      get(TIPS, '/tips/get-tip-splits-received-by-worker', {
        companyId: f.isla,
        workerGroupCode: f.islaSplit.workerGroupCode,
        date: f.islaSplit.dateTip,
        workerId: f.islaWorker.id,
      }),
    badInput: (f) =>
      get(TIPS, '/tips/get-tip-splits-received-by-worker', {
        companyId: f.isla,
        workerGroupCode: '103',
        date: f.islaSplit.dateTip,
      }),
    denied: (f) =>
      get(EWA, '/tips/get-tip-splits-received-by-worker', {
        companyId: f.isla,
        workerGroupCode: '103',
        date: f.islaSplit.dateTip,
        workerId: f.islaWorker.id,
      }),
    otherCompany: (f) =>
      get(TIPS, '/tips/get-tip-splits-received-by-worker', {
        companyId: f.caribe,
        workerGroupCode: f.caribeSplit.workerGroupCode,
        date: f.caribeSplit.dateTip,
        workerId: f.caribeTip.workerId,
      }),
  },
  getTipWorkersDailySummary: tipsRead('/tips/workers/daily-summary', 'date'),
  listTipBatches: tipsRead('/tips/get-tip-batches'),
  listAvailableTipBatches: tipsRead('/tips/get-available-tip-batches'),
  listTipsWithUnrecognizedRoles: tipsRead('/tips/get-tips-with-unrecognized-roles', 'date'),
  updateTipsWithUnrecognizedRole: {
    success: (f) =>
      send(
        TIPS,
        'POST',
        '/tips/update-tip-with-unrecognized-role',
        {
          companyId: f.isla,
          workerGroupCode: f.islaTip.workerGroupCode,
          dateTip: f.islaTip.dateTip,
          tips: [{ tipId: String(f.islaTip.id), role: f.islaTip.role }],
        },
        true,
      ),
    badInput: (f) =>
      send(
        TIPS,
        'POST',
        '/tips/update-tip-with-unrecognized-role',
        { companyId: f.isla, workerGroupCode: '103', dateTip: 'yesterday', tips: [] },
        true,
      ),
    denied: (f) =>
      send(
        EWA,
        'POST',
        '/tips/update-tip-with-unrecognized-role',
        { companyId: f.isla, workerGroupCode: '103', dateTip: f.islaTip.dateTip, tips: [] },
        true,
      ),
    otherCompany: (f) =>
      send(
        TIPS,
        'POST',
        '/tips/update-tip-with-unrecognized-role',
        {
          companyId: f.caribe,
          workerGroupCode: '501',
          dateTip: f.islaTip.dateTip,
          tips: [{ tipId: String(f.caribeTip.id), role: 'Server' }],
        },
        true,
      ),
  },
  getTipSplit: {
    success: (f) => get(TIPS, '/tips/get-split-data', { splitId: f.islaSplit.id }),
    badInput: () => get(TIPS, '/tips/get-split-data', {}),
    denied: (f) => get(EWA, '/tips/get-split-data', { splitId: f.islaSplit.id }),
    otherCompany: (f) => get(TIPS, '/tips/get-split-data', { splitId: f.caribeSplit.id }),
  },
  listPayrollActivity: {
    success: (f) => ({
      ...get(TIPS, '/tips/payroll-activity', {
        companyId: f.isla,
        startDate: f.islaTip.dateTip,
        endDate: f.islaTip.dateTip,
      }),
      check: (b) => expect((b as { total: number }).total).toBeGreaterThan(0),
    }),
    badInput: (f) => get(TIPS, '/tips/payroll-activity', { companyId: f.isla, startDate: f.islaTip.dateTip }),
    denied: (f) =>
      get(TIPS_MANAGER, '/tips/payroll-activity', {
        companyId: f.isla,
        startDate: f.islaTip.dateTip,
        endDate: f.islaTip.dateTip,
      }),
    otherCompany: (f) =>
      get(TIPS, '/tips/payroll-activity', {
        companyId: f.caribe,
        startDate: f.islaTip.dateTip,
        endDate: f.islaTip.dateTip,
      }),
  },
  exportPayrollActivity: {
    success: (f) =>
      get(TIPS, '/tips/payroll-activity/export', {
        companyId: f.isla,
        startDate: f.islaTip.dateTip,
        endDate: f.islaTip.dateTip,
      }),
    badInput: (f) =>
      get(TIPS, '/tips/payroll-activity/export', { companyId: f.isla, startDate: 'x', endDate: f.islaTip.dateTip }),
    denied: (f) =>
      get(TIPS_MANAGER, '/tips/payroll-activity/export', {
        companyId: f.isla,
        startDate: f.islaTip.dateTip,
        endDate: f.islaTip.dateTip,
      }),
    otherCompany: (f) =>
      get(TIPS, '/tips/payroll-activity/export', {
        companyId: f.caribe,
        startDate: f.islaTip.dateTip,
        endDate: f.islaTip.dateTip,
      }),
  },
  listCommissionWorkers: commissionRead(
    (f) => get(VIEWER, '/compensation/get-commission-workers', { commissionBatchId: f.costaApproved.id }),
    (id) => get(VIEWER, '/compensation/get-commission-workers', { commissionBatchId: id }),
  ),
  listCommissionBatches: {
    success: (f) => ({
      ...get(VIEWER, '/compensation/commission-batches', {
        companyId: f.costa,
        area: 'commissions',
        status: 'approved',
        limit: 5,
      }),
      check: (b) =>
        expect((b as { items: { status: string }[] }).items.every((i) => i.status === 'approved')).toBe(true),
    }),
    badInput: (f) =>
      get(VIEWER, '/compensation/commission-batches', { companyId: f.costa, area: 'commissions', status: 'lost' }),
    denied: (f) => get(EWA, '/compensation/commission-batches', { companyId: f.costa, area: 'commissions' }),
    otherCompany: (f) => get(VIEWER, '/compensation/commission-batches', { companyId: f.isla, area: 'commissions' }),
  },
  listCommissionPeriodTotals: {
    success: (f) => ({
      ...get(VIEWER, '/compensation/commission-period-totals', { companyId: f.costa, area: 'commissions', limit: 5 }),
      check: (b) => expect((b as { overall: { batches: number } }).overall.batches).toBeGreaterThan(0),
    }),
    badInput: (f) => get(VIEWER, '/compensation/commission-period-totals', { companyId: f.costa, area: 'everything' }),
    denied: (f) => get(EWA, '/compensation/commission-period-totals', { companyId: f.costa, area: 'commissions' }),
    otherCompany: (f) =>
      get(VIEWER, '/compensation/commission-period-totals', { companyId: f.isla, area: 'commissions' }),
  },
  listCommissionEmployees: {
    success: (f) => ({
      ...get(VIEWER, '/compensation/commission-employees', { companyId: f.costa, limit: 5 }),
      check: (b) => expect((b as { total: number }).total).toBeGreaterThan(0),
    }),
    badInput: (f) => get(VIEWER, '/compensation/commission-employees', { companyId: f.costa, limit: 500 }),
    denied: (f) => get(EWA, '/compensation/commission-employees', { companyId: f.costa }),
    otherCompany: (f) => get(VIEWER, '/compensation/commission-employees', { companyId: f.isla }),
  },
  createCommissionBatch: {
    success: (f) => ({
      ...send(
        CREATOR,
        'POST',
        '/compensation/commission-batches',
        {
          companyId: f.costa,
          area: 'commissions',
          type: 'normal',
          startDate: '2026-11-01',
          endDate: '2026-11-15',
          setOfWorkers: f.costaDraftSet,
          notes: 'Quincena de noviembre',
        },
        true,
      ),
      status: 201,
    }),
    badInput: (f) =>
      send(
        CREATOR,
        'POST',
        '/compensation/commission-batches',
        { companyId: f.costa, type: 'weird', startDate: '2026-11-01' },
        true,
      ),
    denied: (f) =>
      send(
        VIEWER,
        'POST',
        '/compensation/commission-batches',
        {
          companyId: f.costa,
          area: 'commissions',
          type: 'normal',
          startDate: '2026-11-01',
          endDate: '2026-11-15',
          setOfWorkers: [],
        },
        true,
      ),
    otherCompany: (f) =>
      send(
        CREATOR,
        'POST',
        '/compensation/commission-batches',
        {
          companyId: f.isla,
          area: 'commissions',
          type: 'normal',
          startDate: '2026-11-01',
          endDate: '2026-11-15',
          setOfWorkers: f.costaDraftSet,
        },
        true,
      ),
  },
  getCommissionBatch: commissionRead(
    (f) => get(VIEWER, `/compensation/commission-batch/${f.costaApproved.id}`),
    (id) => get(VIEWER, `/compensation/commission-batch/${id}`),
  ),
  updateCommissionBatch: {
    success: (f) =>
      send(
        CREATOR,
        'PATCH',
        `/compensation/commission-batch/${f.costaDraft.id}`,
        { version: new Date(f.costaDraft.updatedAt).getTime(), notes: 'Incluye bonos de diciembre' },
        true,
      ),
    badInput: (f) =>
      send(CREATOR, 'PATCH', `/compensation/commission-batch/${f.costaDraft.id}`, { notes: 'no version' }, true),
    denied: (f) => send(VIEWER, 'PATCH', `/compensation/commission-batch/${f.costaDraft.id}`, { version: 1 }, true),
    otherCompany: (f) =>
      send(
        CREATOR,
        'PATCH',
        `/compensation/commission-batch/${f.borinquenBatch.id}`,
        { version: 1, notes: 'Revisado' },
        true,
      ),
  },
  deleteCommissionBatch: {
    success: (f) => ({
      ...send(CREATOR, 'DELETE', `/compensation/commission-batch/${f.costaDraft2.id}`, undefined, true),
      status: 204,
    }),
    badInput: () =>
      send(CREATOR, 'DELETE', `/compensation/commission-batch/${encodeURIComponent(BAD_ID)}`, undefined, true),
    denied: (f) => send(VIEWER, 'DELETE', `/compensation/commission-batch/${f.costaDraft2.id}`, undefined, true),
    otherCompany: (f) => ({
      ...send(BORINQUEN, 'DELETE', `/compensation/commission-batch/${f.costaDraft2.id}`, undefined, true),
      status: 403,
    }),
  },
  submitCommissionBatch: batchMove('submit', (f) => f.costaDraft.id, CREATOR, VIEWER),
  moveCommissionBatchToReview: batchMove('review', (f) => f.costaPending.id, APPROVER, CREATOR),
  approveCommissionBatch: batchMove('approve', (f) => f.costaInReview.id, APPROVER, CREATOR),
  rejectCommissionBatch: {
    ...batchMove('reject', (f) => f.costaInReview2.id, APPROVER, CREATOR, { reason: 'Faltan ventas de usados' }),
    badInput: (f) => send(APPROVER, 'POST', `/compensation/commission-batch/${f.costaInReview2.id}/reject`, {}, true),
  },
  listBrands: {
    success: (f) => ({
      ...get(VIEWER, '/compensation/brands', { companyId: f.costa, email: VIEWER }),
      check: (b) => expect((b as { brands: unknown[] }).brands.length).toBeGreaterThan(0),
    }),
    badInput: (f) => get(VIEWER, '/compensation/brands', { companyId: f.costa }),
    denied: (f) => get(EWA, '/compensation/brands', { companyId: f.costa, email: EWA }),
    otherCompany: (f) => get(VIEWER, '/compensation/brands', { companyId: f.isla, email: VIEWER }),
  },
  listCompensationPlans: {
    success: (f) => get(VIEWER, '/compensation/compensation-plans', { companyId: f.costa }),
    badInput: () => get(VIEWER, '/compensation/compensation-plans', {}),
    denied: (f) => get(EWA, '/compensation/compensation-plans', { companyId: f.costa }),
    otherCompany: (f) => get(VIEWER, '/compensation/compensation-plans', { companyId: f.isla }),
  },
  createCompensationPlan: {
    success: (f) => ({
      ...send(APPROVER, 'POST', '/compensation/compensation-plans', planInput(f.costa, [f.costaWorker.id])),
      status: 201,
    }),
    badInput: (f) =>
      send(APPROVER, 'POST', '/compensation/compensation-plans', { ...planInput(f.costa, []), lines: 'none' }),
    denied: (f) => send(CREATOR, 'POST', '/compensation/compensation-plans', planInput(f.costa, [])),
    otherCompany: (f) => send(APPROVER, 'POST', '/compensation/compensation-plans', planInput(f.isla, [])),
  },
  updateCompensationPlan: {
    success: (f) =>
      send(APPROVER, 'PUT', `/compensation/compensation-plans/${f.costaPlan.id}`, {
        ...planInput(f.costa, [f.costaWorker.id]),
        expectedVersion: f.costaPlan.version,
      }),
    badInput: (f) =>
      send(APPROVER, 'PUT', `/compensation/compensation-plans/${f.costaPlan.id}`, { companyId: f.costa }),
    denied: (f) =>
      send(CREATOR, 'PUT', `/compensation/compensation-plans/${f.costaPlan.id}`, {
        ...planInput(f.costa, []),
        expectedVersion: f.costaPlan.version,
      }),
    otherCompany: (f) =>
      send(APPROVER, 'PUT', `/compensation/compensation-plans/${f.islaDeduction.id}`, {
        ...planInput(f.costa, []),
        expectedVersion: 1,
      }),
  },
  getCompensationPlan: {
    success: (f) => get(VIEWER, '/compensation/compensation-plan', { planId: f.costaPlan.id }),
    badInput: () => get(VIEWER, '/compensation/compensation-plan', { planId: BAD_ID }),
    denied: (f) => get(EWA, '/compensation/compensation-plan', { planId: f.costaPlan.id }),
    otherCompany: (f) => get(BORINQUEN, '/compensation/compensation-plan', { planId: f.costaPlan.id }),
  },
  listBatchWorkersData: commissionRead(
    (f) => get(VIEWER, '/compensation/batch-workers-data', { commissionBatchId: f.costaApproved.id }),
    (id) => get(VIEWER, '/compensation/batch-workers-data', { commissionBatchId: id }),
  ),
  listCommissionUploads: {
    success: (f) => get(STAFF, '/compensation/individual-adp-uploads', { companyId: f.costa }),
    badInput: () => get(STAFF, '/compensation/individual-adp-uploads', { companyId: BAD_ID }),
    denied: (f) => get(APPROVER, '/compensation/individual-adp-uploads', { companyId: f.costa }),
    otherCompany: (f) => ({
      ...get(OWNER, '/compensation/individual-adp-uploads', { companyId: f.costa }),
      status: 403,
    }),
  },
  uploadCommissionFile: {
    success: (f, x) => ({
      ...send(
        STAFF,
        'POST',
        '/compensation/commission-uploads',
        {
          companyId: f.costa,
          kind: 'payroll-provider',
          startDate: '2026-11-01',
          endDate: '2026-11-14',
          ...csvUpload('adp-quincena.csv', x.commissionCsv),
        },
        true,
      ),
      status: 201,
    }),
    badInput: (f) =>
      send(
        STAFF,
        'POST',
        '/compensation/commission-uploads',
        {
          companyId: f.costa,
          kind: 'gossip',
          startDate: '2026-11-01',
          endDate: '2026-11-14',
          filename: 'a.csv',
          contentType: 'text/csv',
          csv: '',
        },
        true,
      ),
    denied: (f, x) =>
      send(
        APPROVER,
        'POST',
        '/compensation/commission-uploads',
        {
          companyId: f.costa,
          kind: 'payroll-provider',
          startDate: '2026-11-01',
          endDate: '2026-11-14',
          ...csvUpload('a.csv', x.commissionCsv),
        },
        true,
      ),
    otherCompany: (f, x) => ({
      ...send(
        OWNER,
        'POST',
        '/compensation/commission-uploads',
        {
          companyId: f.costa,
          kind: 'payroll-provider',
          startDate: '2026-11-01',
          endDate: '2026-11-14',
          ...csvUpload('a.csv', x.commissionCsv),
        },
        true,
      ),
      status: 403,
    }),
  },
  listDeals: {
    success: (f) => ({
      ...get(STAFF, '/compensation/deals', { companyId: f.costa, limit: 5 }),
      check: (b) => expect((b as { total: number }).total).toBeGreaterThan(0),
    }),
    badInput: (f) => get(STAFF, '/compensation/deals', { companyId: f.costa, from: 'ayer' }),
    denied: (f) => get(APPROVER, '/compensation/deals', { companyId: f.costa }),
    otherCompany: (f) => ({ ...get(OWNER, '/compensation/deals', { companyId: f.costa }), status: 403 }),
  },
  getLatestTechnicianBiweek: {
    success: (f) => get(VIEWER, '/compensation/latest-technician-biweek', { companyId: f.costa }),
    badInput: () => get(VIEWER, '/compensation/latest-technician-biweek', {}),
    denied: (f) => get(EWA, '/compensation/latest-technician-biweek', { companyId: f.costa }),
    otherCompany: (f) => get(VIEWER, '/compensation/latest-technician-biweek', { companyId: f.isla }),
  },
  getCommissionInsights: {
    success: (f) => ({
      ...get(BORINQUEN, '/compensation/commission-insights', { companyId: f.borinquenBatch.companyId }),
      check: (b) => expect((b as { periods: unknown[] }).periods.length).toBeGreaterThan(0),
    }),
    badInput: () => get(BORINQUEN, '/compensation/commission-insights', { companyId: BAD_ID }),
    denied: (f) => get(EWA, '/compensation/commission-insights', { companyId: f.isla }),
    otherCompany: (f) => get(BORINQUEN, '/compensation/commission-insights', { companyId: f.costa }),
  },
  getDynamicCommissionPermissions: {
    success: (f) => ({
      ...get(APPROVER, '/dynamic-commission/permissions', { userId: f.users.approver }),
      check: (b) => expect((b as { count: number }).count).toBeGreaterThan(0),
    }),
    badInput: () => get(APPROVER, '/dynamic-commission/permissions', { userId: BAD_ID }),
    denied: (f) => ({ ...get(null, '/dynamic-commission/permissions', { userId: f.users.approver }), status: 401 }),
    otherCompany: (f) => get(EWA, '/dynamic-commission/permissions', { userId: f.users.approver }),
  },
  getDynamicCommissionBatch: {
    ...commissionRead(
      (f) => get(APPROVER, `/dynamic-commission/get-batch/${f.costaApproved.id}`),
      (id) => get(APPROVER, `/dynamic-commission/get-batch/${id}`),
    ),
    denied: (f) => get(VIEWER, `/dynamic-commission/get-batch/${f.costaApproved.id}`),
    otherCompany: (f) => get(APPROVER, `/dynamic-commission/get-batch/${f.borinquenBatch.id}`),
  },
  listDynamicCommissionPlans: {
    success: (f) => get(APPROVER, '/dynamic-commission/get-plans', { userId: f.users.approver, companyId: f.costa }),
    badInput: (f) => get(APPROVER, '/dynamic-commission/get-plans', { userId: f.users.approver }),
    denied: (f) => get(VIEWER, '/dynamic-commission/get-plans', { userId: f.users.approver, companyId: f.costa }),
    otherCompany: (f) => get(APPROVER, '/dynamic-commission/get-plans', { userId: f.users.owner, companyId: f.isla }),
  },
  getInsuranceLedger: insuranceRead('/insurance/get-ledger'),
  addInsuranceLedgerEntry: {
    success: (f) => ({
      ...send(
        INSURANCE,
        'POST',
        '/insurance/ledger-entries',
        {
          workerId: f.islaInsured,
          date: '2026-11-20',
          type: 'payment',
          paymentMethod: 'giro',
          mcsAmount: 2500,
          deltaAmount: 1000,
          notes: 'Pago en oficina',
        },
        true,
      ),
      status: 201,
    }),
    badInput: (f) =>
      send(
        INSURANCE,
        'POST',
        '/insurance/ledger-entries',
        { workerId: f.islaInsured, date: '2026-11-20', type: 'gift', mcsAmount: 1.5 },
        true,
      ),
    denied: (f) =>
      send(
        INSURANCE_VIEWER,
        'POST',
        '/insurance/ledger-entries',
        { workerId: f.islaInsured, date: '2026-11-20', type: 'debt', mcsAmount: 100, deltaAmount: 0 },
        true,
      ),
    otherCompany: (f) =>
      send(
        INSURANCE,
        'POST',
        '/insurance/ledger-entries',
        { workerId: f.caribeInsured, date: '2026-11-20', type: 'debt', mcsAmount: 100, deltaAmount: 0 },
        true,
      ),
  },
  getInsuranceStatus: insuranceRead('/insurance/get-status'),
  setInsuranceStatus: {
    success: (f) =>
      send(
        INSURANCE,
        'PUT',
        `/insurance/status/${f.islaInsured}`,
        { mcs: true, delta: true, dataOrigin: 'offline', planType: 'family' },
        true,
      ),
    badInput: (f) =>
      send(
        INSURANCE,
        'PUT',
        `/insurance/status/${f.islaInsured}`,
        { mcs: 'yes', delta: true, dataOrigin: 'moon', planType: 'family' },
        true,
      ),
    denied: (f) =>
      send(
        INSURANCE_VIEWER,
        'PUT',
        `/insurance/status/${f.islaInsured}`,
        { mcs: true, delta: true, dataOrigin: 'offline', planType: 'family' },
        true,
      ),
    otherCompany: (f) =>
      send(
        INSURANCE,
        'PUT',
        `/insurance/status/${f.caribeInsured}`,
        { mcs: true, delta: true, dataOrigin: 'offline', planType: 'family' },
        true,
      ),
  },
  listInsuranceNotes: insuranceRead('/insurance/get-global-notes'),
  addInsuranceNote: {
    success: (f) => ({
      ...send(INSURANCE, 'POST', '/insurance/notes', {
        workerId: f.islaInsured,
        message: 'Llamó para confirmar el plan familiar.',
      }),
      status: 201,
    }),
    badInput: (f) => send(INSURANCE, 'POST', '/insurance/notes', { workerId: f.islaInsured, message: '' }),
    denied: (f) => send(INSURANCE_VIEWER, 'POST', '/insurance/notes', { workerId: f.islaInsured, message: 'x' }),
    otherCompany: (f) => send(INSURANCE, 'POST', '/insurance/notes', { workerId: f.caribeInsured, message: 'x' }),
  },
  listInsuranceEvents: insuranceRead('/insurance/get-events'),
  listInsuranceUploads: insuranceCompanyRead('/insurance/get-uploads'),
  uploadInsuranceFile: {
    success: (f, x) => ({
      ...send(
        INSURANCE,
        'POST',
        '/insurance/uploads',
        { companyId: f.isla, ...csvUpload('ledger-noviembre.csv', x.insuranceCsv) },
        true,
      ),
      status: 201,
    }),
    badInput: (f) =>
      send(
        INSURANCE,
        'POST',
        '/insurance/uploads',
        { companyId: f.isla, filename: 'ledger.xlsx', contentType: 'text/csv', csv: 'a' },
        true,
      ),
    denied: (f, x) =>
      send(
        INSURANCE_VIEWER,
        'POST',
        '/insurance/uploads',
        { companyId: f.isla, ...csvUpload('l.csv', x.insuranceCsv) },
        true,
      ),
    otherCompany: (f, x) =>
      send(
        INSURANCE,
        'POST',
        '/insurance/uploads',
        { companyId: f.caribe, ...csvUpload('l.csv', x.insuranceCsv) },
        true,
      ),
  },
  listInsuranceStores: insuranceCompanyRead('/insurance/get-stores'),
  getInsuranceTable: {
    success: (f) => ({
      ...send(INSURANCE_VIEWER, 'POST', '/insurance/get-table', {
        companyId: f.isla,
        balance: 'greater-than',
        balanceValue: 0,
        limit: 10,
      }),
      check: (b) =>
        expect(
          (b as { items: { totalRemainingBalance: number }[] }).items.every((i) => i.totalRemainingBalance > 0),
        ).toBe(true),
    }),
    badInput: (f) => send(INSURANCE_VIEWER, 'POST', '/insurance/get-table', { companyId: f.isla, planType: 'solo' }),
    denied: (f) => send(EWA, 'POST', '/insurance/get-table', { companyId: f.isla }),
    otherCompany: (f) => send(INSURANCE_VIEWER, 'POST', '/insurance/get-table', { companyId: f.caribe }),
  },
  getInsuranceTableSummary: {
    success: (f) => ({
      ...send(INSURANCE_VIEWER, 'POST', '/insurance/get-table-summary', { companyId: f.isla, planType: 'family' }),
      check: (b) => expect((b as { workerCount: number }).workerCount).toBeGreaterThan(0),
    }),
    badInput: (f) =>
      send(INSURANCE_VIEWER, 'POST', '/insurance/get-table-summary', { companyId: f.isla, itemType: 'dental' }),
    denied: (f) => send(EWA, 'POST', '/insurance/get-table-summary', { companyId: f.isla }),
    otherCompany: (f) => send(INSURANCE_VIEWER, 'POST', '/insurance/get-table-summary', { companyId: f.caribe }),
  },
  listInsuranceArrears: {
    success: (f) => get(INSURANCE_VIEWER, '/insurance/get-arrears', { companyId: f.isla, periods: 3 }),
    badInput: (f) => get(INSURANCE_VIEWER, '/insurance/get-arrears', { companyId: f.isla, periods: 0 }),
    denied: (f) => get(EWA, '/insurance/get-arrears', { companyId: f.isla }),
    otherCompany: (f) => get(INSURANCE_VIEWER, '/insurance/get-arrears', { companyId: f.caribe }),
  },
};

function usDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(m)}/${Number(d)}/${y}`;
}

function roleRules(companyId: string, workerGroupCode: string) {
  return {
    companyId,
    workerGroupCode,
    tipUserRoles: [
      { jobcode: 101, name: 'Server' },
      { jobcode: 102, name: 'Bartender' },
    ],
    reportRoles: [{ jobcode: 101, name: 'Server' }],
    payableRoles: [
      { jobcode: 101, name: 'Server' },
      { jobcode: 102, name: 'Bartender' },
    ],
  };
}

function planInput(companyId: string, workerIds: string[]) {
  return {
    companyId,
    active: true,
    workerIds,
    brand: null,
    department: null,
    title: null,
    lines: [
      {
        name: 'Unidades vendidas',
        type: 'tiered',
        inputType: 'quantity',
        commissionType: 'dollars',
        origin: 'dealer-system',
        manual: false,
        rank: 1,
        applyTo: [],
        subtractTo: [],
        addTo: [],
        visible: true,
        steps: [
          { min: 0, max: 10, perUnit: 15000, flat: 0 },
          { min: 10, max: null, perUnit: 20000, flat: 0 },
        ],
      },
    ],
  };
}

function tipsRead(path: string, dateParam?: 'date' | 'dateTip'): Case {
  const params = (f: Fixtures, companyId: string, group: string) => ({
    companyId,
    workerGroupCode: group,
    ...(dateParam ? { [dateParam]: f.islaTip.dateTip } : {}),
  });
  return {
    success: (f) => get(TIPS_MANAGER, path, params(f, f.isla, '103')),
    badInput: (f) => get(TIPS, path, { ...params(f, f.isla, '103'), workerGroupCode: undefined }),
    denied: (f) => get(EWA, path, params(f, f.isla, '103')),
    otherCompany: (f) => get(TIPS, path, params(f, f.caribe, '501')),
  };
}

function commissionRead(success: (f: Fixtures) => Call, forId: (id: string, f: Fixtures) => Call): Case {
  return {
    success,
    badInput: (f) => forId(BAD_ID, f),
    denied: (f) => ({ ...success(f), as: EWA }),
    otherCompany: (f) => ({ ...forId(f.costaApproved.id, f), as: BORINQUEN }),
  };
}

function batchMove(
  action: string,
  id: (f: Fixtures) => string,
  actor: string,
  lacking: string,
  payload?: unknown,
): Case {
  return {
    success: (f) => send(actor, 'POST', `/compensation/commission-batch/${id(f)}/${action}`, payload, true),
    badInput: () =>
      send(actor, 'POST', `/compensation/commission-batch/${encodeURIComponent(BAD_ID)}/${action}`, payload, true),
    denied: (f) => send(lacking, 'POST', `/compensation/commission-batch/${id(f)}/${action}`, payload, true),
    otherCompany: (f) => ({
      ...send(BORINQUEN, 'POST', `/compensation/commission-batch/${id(f)}/${action}`, payload, true),
      status: 403,
    }),
  };
}

function insuranceRead(path: string): Case {
  return {
    success: (f) => get(INSURANCE_VIEWER, path, { workerId: f.islaInsured }),
    badInput: () => get(INSURANCE_VIEWER, path, {}),
    denied: (f) => get(EWA, path, { workerId: f.islaInsured }),
    otherCompany: (f) => get(INSURANCE_VIEWER, path, { workerId: f.caribeInsured }),
  };
}

function insuranceCompanyRead(path: string): Case {
  return {
    success: (f) => get(INSURANCE_VIEWER, path, { companyId: f.isla }),
    badInput: () => get(INSURANCE_VIEWER, path, { companyId: BAD_ID }),
    denied: (f) => get(EWA, path, { companyId: f.isla }),
    otherCompany: (f) => get(INSURANCE_VIEWER, path, { companyId: f.caribe }),
  };
}

/** Sends a case's call; idempotent writes get a fresh Idempotency-Key. */
export async function runCall(api: TestApi, call: Call) {
  const request: InjectOptions = {
    method: call.method,
    url: call.url,
    ...(call.payload !== undefined ? { payload: call.payload as InjectOptions['payload'] } : {}),
    headers: call.idempotent ? { 'idempotency-key': randomUUID() } : {},
  };
  return api.call(call.as, request);
}

/**
 * Gives a user what the sign-in resets clear: a bound identity at the provider and two-step sign-in at the embedded
 * provider (the demo's users have neither until they sign in and enrol).
 */
export async function withSignInToReset(db: Db, userId: string, email: string): Promise<void> {
  await db
    .update(dashboardUsers)
    .set({ oidcIssuer: 'https://id.tests.example/', oidcSubject: `subject-${userId}` })
    .where(eq(dashboardUsers.id, userId));
  await db
    .update(identityAccounts)
    .set({
      totpSecret: 'sealed-secret-of-the-tests',
      totpEnabledAt: new Date('2026-11-02T13:00:00Z'),
      totpLastStep: 59_000_000,
      recoveryCodeHashes: ['a'.repeat(64), 'b'.repeat(64)],
    })
    .where(eq(identityAccounts.email, email));
}

/** The demo records and generated files the cases act on. */
export async function prepareCases(api: TestApi): Promise<{ fixtures: TestFixtures; extra: Extra }> {
  const base = await loadFixtures(api.db);
  await withSignInToReset(api.db, base.users.ewa, EWA);
  const batch = await api.call(VIEWER, {
    method: 'GET',
    url: `/api/compensation/commission-batch/${base.costaApproved.id}`,
  });
  const fixtures = { ...base, costaDraftSet: (batch.json() as { setOfWorkers: unknown }).setOfWorkers };
  const group = await owingWorkers(api.db, base.islaOpenPeriod, 2, 3_500);
  const report = await api.call(EWA, {
    method: 'POST',
    url: `/api/reports/${base.isla}`,
    payload: { type: 'workers', startDate: '2026-10-01', endDate: '2026-10-31' },
  });
  const reportId = (report.json() as { id: string }).id;
  await finishedReport(api, EWA, base.isla, reportId);
  const costaWorkers = await api.db.select().from(workers).where(eq(workers.companyId, base.costa)).limit(2);
  const insured = await api.db
    .select({ payrollFileNumber: workers.payrollFileNumber })
    .from(workers)
    .where(eq(workers.id, base.islaInsured));
  const extra: Extra = {
    deductionCsv: [
      'payrollFileNumber,workerId,amount,code',
      ...group.map((w, i) => `${w.payrollFileNumber},${w.workerId},${(25 + i * 10).toFixed(2)},EWA`),
    ].join('\n'),
    insuranceCsv: [
      'payrollFileNumber,date,plan,type,amount,paymentMethod',
      `${insured[0]!.payrollFileNumber},2026-11-18,mcs,payment,45.00,cash`,
      `${insured[0]!.payrollFileNumber},2026-11-18,delta,debt,30.00,`,
    ].join('\n'),
    commissionCsv: ['payrollFileNumber,amount', ...costaWorkers.map((w) => `${w.payrollFileNumber},150.00`)].join('\n'),
    dealsCsv: '',
    date: reportId,
    irsiGroup: '103',
  };
  return { fixtures, extra };
}
