import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { Db } from '../db/index.ts';
import {
  auditEvents,
  companies,
  companyBankAccounts,
  companyGroups,
  companySettings,
  dashboardUsers,
  employerNotificationReads,
  employerNotifications,
  ewaTransfers,
  invoices,
  workerStartDates,
} from '../db/schema/index.ts';
import { isInternal, type RequestAuth } from '../server/authorization.ts';
import type { Handlers } from '../server/handler-types.ts';
import { conflict, HttpError, notFound, unprocessable } from '../server/problem.ts';
import { requireRecentSignIn } from '../server/step-up.ts';
import { canEditSettingsField, isCompanySettingsField, settingsFieldEditors, settingsGroupOf, todayInPuertoRico, workerGroupRestriction, type CompanySettingsField } from '@cuadre/domain';
import { addDays, inScope, instant, isUuid, pageAndTotal, pageOf, paging, requiredInstant, requireUuid, requireWorkerGroup, where } from './common.ts';
import { percent } from './mappers.ts';
import { raiseDueNotices } from '../notifications/notify.ts';
import { notifyBankDetailsChanged } from '../notifications/bank-details.ts';

type Schemas = components['schemas'];

const fundingOut = { employer: 'employer-funded', provider: 'provider-funded' } as const;
const fundingIn = { 'employer-funded': 'employer', 'provider-funded': 'provider' } as const;
const timecardOut = { punchclock: 'blu-host', shiftbook: 'payroll-provider' } as const;
const timecardIn = { 'blu-host': 'punchclock', 'payroll-provider': 'shiftbook' } as const;

type GroupRow = typeof companyGroups.$inferSelect;
type StartDateRow = typeof workerStartDates.$inferSelect;

export function companyGroupOut(group: GroupRow, startDates: StartDateRow[], version: number): Schemas['CompanyGroup'] {
  return {
    version,
    companyName: group.companyName,
    workerGroupCode: group.workerGroupCode,
    address: group.address,
    city: group.city,
    state: group.state,
    zipCode: group.zipCode,
    representativeEmails: group.representativeEmails,
    invoiceEmails: group.invoiceEmails,
    invoiceEmailsCC: group.invoiceEmailsCc,
    deductionEmails: group.deductionEmails,
    invoiceCodePrefix: group.invoiceCodePrefix,
    invoiceCount: group.invoiceCount,
    sendDeductionEmail: group.sendDeductionEmail,
    weeklyStartDate: group.weeklyStartDate,
    biweeklyStartDate: group.biweeklyStartDate,
    workerStartDates: startDates
      .filter((row) => row.workerGroupCode === group.workerGroupCode)
      .map((row) => ({ workerId: row.workerId, startDate: row.startDate })),
    autoScheduleRepaymentInvoices: group.autoScheduleRepaymentInvoices,
    autoScheduleFeesInvoices: group.autoScheduleFeesInvoices,
    onboarded: group.onboarded,
    disableDeposits: group.disableDeposits,
    disableSavings: group.disableSavings,
    uploadWorkerGroupCode: group.uploadWorkerGroupCode,
  };
}

function settingsOut(row: typeof companySettings.$inferSelect): Schemas['CompanySettings'] {
  return {
    periodsPerInvoiceEmail: row.periodsPerInvoiceEmail,
    daysAfterEndDateForPayment: row.daysAfterEndDateForPayment,
    status: row.status,
    grossDepositPercentAvailable: percent(row.grossDepositPercentAvailable),
    transactionLimitPerPayPeriod: row.transactionLimitPerPayPeriod,
    amountLimitPerPayPeriod: row.amountLimitPerPayPeriod,
    employerCoveredTransactionsPerPayPeriod: row.employerCoveredTransactionsPerPayPeriod,
    typeOfFunding: fundingOut[row.typeOfFunding],
    fundingFeePercent: percent(row.fundingFeePercent),
    processingFeePercent: percent(row.processingFeePercent),
    employeeFeePercent: percent(row.employeeFeePercent),
    savingEmployeeFeePercent: percent(row.savingEmployeeFeePercent),
    cashoutFeePercent: percent(row.cashoutFeePercent),
    billingSavingEmployerFeePercent: percent(row.billingSavingEmployerFeePercent),
    transactionFeePercent: percent(row.transactionFeePercent),
    lowerTransactionFee: row.lowerTransactionFee,
    lowerTransactionFeeThreshold: row.lowerTransactionFeeThreshold,
    transactionFeeCap: row.transactionFeeCap ?? 0,
    grossTipPercentAvailable: percent(row.grossTipPercentAvailable),
    hasNewPricing: row.hasNewPricing,
    hasAthMovil: row.hasAthMovil,
    timecardProvider: row.timecardProvider ? timecardOut[row.timecardProvider] : null,
    communication: { sms: row.smsEnabled, emails: row.emailsEnabled, push: row.pushEnabled },
    referralProgram: row.referralProgram,
    payrollAdminName: row.payrollAdminName ?? '',
    payrollAdminEmails: row.payrollAdminEmails,
    billingEmails: row.billingEmails,
    applyRetentions: row.applyRetentions,
    feeRetentionAtGroupCodeLevel: row.feeRetentionAtGroupCodeLevel,
    disableTipsTransactions: row.disableTipsTransactions,
    numberStatusThreshold: row.numberStatusThreshold,
  };
}

const defaultSettings = (companyId: string): typeof companySettings.$inferSelect => ({
  companyId,
  periodsPerInvoiceEmail: 1,
  daysAfterEndDateForPayment: 3,
  status: 'active',
  grossDepositPercentAvailable: 50,
  transactionLimitPerPayPeriod: 3,
  amountLimitPerPayPeriod: 50000,
  employerCoveredTransactionsPerPayPeriod: 0,
  typeOfFunding: 'provider',
  fundingFeePercent: 0,
  processingFeePercent: 0,
  employeeFeePercent: 0,
  savingEmployeeFeePercent: 0,
  cashoutFeePercent: 0,
  billingSavingEmployerFeePercent: 0,
  transactionFeePercent: 0,
  lowerTransactionFee: 0,
  lowerTransactionFeeThreshold: 0,
  transactionFeeCap: null,
  grossTipPercentAvailable: 0,
  hasNewPricing: false,
  hasAthMovil: false,
  timecardProvider: null,
  smsEnabled: true,
  emailsEnabled: true,
  pushEnabled: true,
  referralProgram: false,
  payrollAdminName: null,
  payrollAdminEmails: [],
  billingEmails: [],
  applyRetentions: false,
  feeRetentionAtGroupCodeLevel: false,
  disableTipsTransactions: false,
  numberStatusThreshold: 0,
  extra: {},
});

/** The company as the contract's `Company`, with its groups, settings and features. */
export async function describeCompany(db: Db, companyId: string): Promise<Schemas['Company'] | null> {
  if (!isUuid(companyId)) return null;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  const [settings] = await db.select().from(companySettings).where(eq(companySettings.companyId, companyId));
  const groups = await db
    .select()
    .from(companyGroups)
    .where(eq(companyGroups.companyId, companyId))
    .orderBy(asc(companyGroups.workerGroupCode));
  const startDates = await db.select().from(workerStartDates).where(eq(workerStartDates.companyId, companyId));
  const versions = await workerGroupVersionsOf(db, companyId);
  return {
    id: company.id,
    name: company.name,
    dashboardTitle: company.dashboardTitle,
    logoUrl: company.logoUrl,
    payrollProvider: company.payrollProvider,
    payFrequency: company.payFrequency,
    periodStartDate: company.periodStartDate,
    companyGroups: groups.map((group) => companyGroupOut(group, startDates, versions.get(group.workerGroupCode) ?? 0)),
    settings: settingsOut(settings ?? defaultSettings(companyId)),
    features: company.features,
    settingsVersion: await settingsVersionOf(db, companyId),
  };
}

type BankRow = typeof companyBankAccounts.$inferSelect;

async function bankDetailsOut(db: Db, row: BankRow): Promise<Schemas['BankDetails']> {
  const [last] = await db
    .select({ actorEmail: auditEvents.actorEmail, at: auditEvents.at })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'bank-details'), eq(auditEvents.entityId, row.id)))
    .orderBy(desc(auditEvents.at))
    .limit(1);
  return {
    companyId: row.companyId,
    accountHolderName: row.accountHolder,
    bankName: row.bankName,
    routingNumber: row.routingNumber,
    accountNumberLast4: row.accountNumberLast4,
    accountType: row.accountType,
    updatedAt: instant(last?.at ?? row.createdAt),
    updatedBy: last?.actorEmail ?? null,
  };
}

/** ABA routing numbers carry a weighted check digit (3, 7, 1). */
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^[0-9]{9}$/.test(routing)) return false;
  const digits = [...routing].map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return digits.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 10 === 0;
}

const repaymentStatusOut = { pending: 'pending', collected: 'processed', failed: 'failed' } as const;

function invoiceOut(row: typeof invoices.$inferSelect): Schemas['Invoice'] {
  const base = {
    id: row.id,
    status: row.paymentStatus,
    companyId: row.companyId,
    workerGroupCode: row.workerGroupCode,
    dueDate: row.dueDate,
    amount: row.amount,
    startDate: row.startDate,
    endDate: row.endDate,
    code: row.code,
    notified: row.notified,
    userRevenue: row.userRevenue,
    paymentStartedAt: instant(row.paymentStartedAt),
    paymentProcessedAt: instant(row.paymentProcessedAt),
  };
  if (row.type === 'repayment') {
    return {
      ...base,
      type: 'repayment',
      repaymentRevenueCorrelationId: row.repaymentRevenueCorrelationId,
      repaymentRevenueStatus: row.repaymentRevenueStatus ? repaymentStatusOut[row.repaymentRevenueStatus] : null,
    };
  }
  return {
    ...base,
    type: 'fees',
    employerProcessing: row.employerProcessing ?? 0,
    userProcessing: row.userProcessing ?? 0,
    employerRevenue: row.employerRevenue ?? 0,
    employerSponsoredRevenue: row.employerSponsoredRevenue ?? 0,
  };
}

const notificationKindOut: Record<string, Schemas['EmployerNotification']['kind']> = {
  'invoice-due': 'invoice-due',
  'deduction-ready': 'deductions-due',
  'batch-approval-requested': 'commission-batch-submitted',
  'batch-approved': 'commission-batch-approved',
  'batch-rejected': 'commission-batch-rejected',
  'tips-unrecognized-roles': 'tips-unrecognized-roles',
  'insurance-upload-processed': 'insurance-upload-processed',
  'payroll-activity-locked': 'tips-locked',
  'bank-details-changed': 'bank-details-changed',
};

function notificationOut(row: typeof employerNotifications.$inferSelect, readAt: Date | null): Schemas['EmployerNotification'] {
  return {
    id: row.id,
    companyId: row.companyId,
    kind: notificationKindOut[row.kind] ?? 'invoice-due',
    title: row.title,
    body: row.body,
    message: row.message ?? null,
    link: row.link,
    createdAt: requiredInstant(row.createdAt),
    readAt: instant(readAt),
  };
}

function changesOf(before: unknown, after: unknown): Schemas['AuditEvent']['changes'] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const a = asRecord(before);
  const b = asRecord(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys
    .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((key) => ({ pointer: `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, before: a[key] ?? null, after: b[key] ?? null }));
}

const auditEntityTypes = new Set<string>([
  'worker', 'dashboard-user', 'company', 'worker-group', 'bank-details', 'deduction', 'report', 'tip', 'tip-split',
  'tip-rules', 'role-rules', 'tip-history-note', 'commission-batch', 'commission-plan', 'commission-upload',
  'insurance-ledger-entry', 'insurance-status', 'insurance-note', 'insurance-upload',
]);

/** Each worker group's version: the id of its latest change in the audit trail (0 before any). */
async function workerGroupVersionsOf(db: Db, companyId: string, workerGroupCode?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: auditEvents.entityId, id: sql<string>`max(${auditEvents.id})` })
    .from(auditEvents)
    .where(
      where(
        eq(auditEvents.companyId, companyId),
        eq(auditEvents.entity, 'worker-group'),
        eq(auditEvents.action, 'updateWorkerGroup'),
        workerGroupCode === undefined ? undefined : eq(auditEvents.entityId, workerGroupCode),
      ),
    )
    .groupBy(auditEvents.entityId);
  return new Map(rows.map((row) => [row.code, Number(row.id)]));
}

/** The settings version: the id of the company's latest settings change in the audit trail (0 before any). */
async function settingsVersionOf(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<string | null>`max(${auditEvents.id})` })
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.entity, 'company'), eq(auditEvents.action, 'updateCompanySettings')));
  return Number(row?.id ?? 0);
}

const topLevelFields = ['dashboardTitle', 'payFrequency', 'periodStartDate', 'features'] as const;

/** The settings a change actually alters; an unchanged field is never refused. */
function changedSettingsFields(before: Schemas['Company'], body: Schemas['CompanySettingsUpdate']): CompanySettingsField[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changed: CompanySettingsField[] = topLevelFields.filter((field) => body[field] !== undefined && !same(body[field], before[field]));
  if (body.settings) {
    for (const [field, value] of Object.entries(body.settings)) {
      if (isCompanySettingsField(field) && !same(value, before.settings[field as keyof Schemas['CompanySettings']])) changed.push(field);
    }
  }
  return changed;
}

const EDITOR_NAMES = { 'internal-staff': 'the provider\u2019s staff', 'super-admin': 'a super-admin', 'tips-admin': 'a tips admin' } as const;

/** Who may change a setting, in words: "Only the provider’s staff change this setting." */
function whoChanges(field: CompanySettingsField): string {
  const editors = settingsFieldEditors(field);
  const names = editors.map((editor) => EDITOR_NAMES[editor]);
  const who = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}`;
  // The verb agrees with the last name: "the provider’s staff change", "… or a super-admin changes".
  return `Only ${who} ${editors.at(-1) === 'internal-staff' ? 'change' : 'changes'} this setting.`;
}

const settingsPointer = (field: CompanySettingsField): string =>
  (topLevelFields as readonly string[]).includes(field) ? `/body/${field}` : `/body/settings/${field}`;

const auditedSettings = (company: Schemas['Company']) => ({
  ...company.settings,
  dashboardTitle: company.dashboardTitle,
  payFrequency: company.payFrequency,
  periodStartDate: company.periodStartDate,
  features: company.features,
});

/**
 * Completed pay-access deposits of each window of `days` days up to today (America/Puerto_Rico, UTC−4), in
 * cents, from one read: a window starts at midnight in Puerto Rico `days − 1` days ago.
 */
async function depositedInWindows(
  db: Db,
  auth: RequestAuth,
  query: { companyId: string; workerGroupCode?: string | undefined },
  windows: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  if (query.workerGroupCode) requireWorkerGroup(auth, query.workerGroupCode);
  const restriction = workerGroupRestriction(auth.user);
  const startOf = (days: number) => sql`(${addDays(todayInPuertoRico(now), -(days - 1))}::date + interval '4 hours')`;
  const widest = Math.max(...windows);
  const sums = windows.map((days) => sql`coalesce(sum(${ewaTransfers.amount}) filter (where ${ewaTransfers.depositedAt} >= ${startOf(days)}), 0)::text`);
  const [row] = await db
    .select({ totals: sql<string[]>`array[${sql.join(sums, sql`, `)}]` })
    .from(ewaTransfers)
    .where(
      where(
        eq(ewaTransfers.companyId, query.companyId),
        eq(ewaTransfers.status, 'completed'),
        sql`${ewaTransfers.depositedAt} >= ${startOf(widest)}`,
        query.workerGroupCode ? eq(ewaTransfers.workerGroupCode, query.workerGroupCode) : undefined,
        restriction ? inArray(ewaTransfers.workerGroupCode, restriction) : undefined,
      ),
    );
  return new Map(windows.map((days, index) => [days, Number(row?.totals[index] ?? 0)]));
}

export const companyHandlers = {
  async getCompanyInfo({ body, auth, db, companyId }) {
    if (!isInternal(auth) && body.email.toLowerCase() !== auth.user.email.toLowerCase()) {
      throw notFound('The company');
    }
    const company = await describeCompany(db, companyId);
    if (!company) throw notFound('The company');
    const restriction = workerGroupRestriction(auth.user);
    if (!restriction) return { status: 200, body: { companyData: company } };
    return { status: 200, body: { companyData: { ...company, companyGroups: company.companyGroups.filter((group) => restriction.includes(group.workerGroupCode)) } } };
  },

  async listCompanies({ query, auth, db }) {
    const internal = isInternal(auth);
    if (!internal && query.email.toLowerCase() !== auth.user.email.toLowerCase()) {
      throw notFound('The user');
    }
    let reachable: string[] | 'all' = internal ? 'all' : auth.companyIds;
    if (internal && query.email.toLowerCase() !== auth.user.email.toLowerCase()) {
      const [user] = await db.select().from(dashboardUsers).where(eq(dashboardUsers.email, query.email.toLowerCase()));
      reachable = user ? (user.companyId ? [user.companyId] : 'all') : [];
    }
    const rows = await db
      .select({ id: companies.id, name: companies.name, dashboardTitle: companies.dashboardTitle, logoUrl: companies.logoUrl })
      .from(companies)
      .where(reachable === 'all' ? undefined : inArray(companies.id, [...reachable, '00000000-0000-0000-0000-000000000000']))
      .orderBy(asc(companies.name));
    return { status: 200, body: { companies: rows } };
  },

  async getTotalDeposited({ query, auth, db, now, companyId }) {
    const totals = await depositedInWindows(db, auth, { ...query, companyId }, [query.days], now);
    return { status: 200, body: { totalDeposited: totals.get(query.days) ?? 0 } };
  },

  async getTotalsDeposited({ query, auth, db, now, companyId }) {
    const totals = await depositedInWindows(db, auth, { ...query, companyId }, query.days, now);
    return { status: 200, body: { totals: Object.fromEntries([...totals].map(([days, total]) => [String(days), total])) } };
  },

  async getCompanyBankDetails({ db, companyId }) {
    const [row] = await db
      .select()
      .from(companyBankAccounts)
      .where(and(eq(companyBankAccounts.companyId, companyId), eq(companyBankAccounts.isPrimary, true)))
      .orderBy(desc(companyBankAccounts.createdAt))
      .limit(1);
    if (!row) throw notFound('The bank account');
    return { status: 200, body: await bankDetailsOut(db, row) };
  },

  async updateCompanyBankDetails({ body, auth, db, audit, now, companyId }) {
    requireRecentSignIn(auth, now, 'change the bank details payroll money goes to');
    if (!isValidRoutingNumber(body.routingNumber)) {
      throw unprocessable('The routing number is not valid.', [
        { pointer: '/body/routingNumber', message: 'The routing number’s check digit does not match.' },
      ]);
    }
    const saved = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(companyBankAccounts)
        .where(and(eq(companyBankAccounts.companyId, companyId), eq(companyBankAccounts.isPrimary, true)));
      await tx
        .update(companyBankAccounts)
        .set({ isPrimary: false })
        .where(eq(companyBankAccounts.companyId, companyId));
      const [row] = await tx
        .insert(companyBankAccounts)
        .values({
          companyId: companyId,
          bankName: body.bankName,
          accountHolder: body.accountHolderName,
          accountType: body.accountType,
          routingNumber: body.routingNumber,
          accountNumberLast4: body.accountNumber.slice(-4),
          isPrimary: true,
        })
        .returning();
      const masked = (r: BankRow | undefined) =>
        r && { bankName: r.bankName, accountHolderName: r.accountHolder, accountType: r.accountType, routingNumber: r.routingNumber, accountNumberLast4: r.accountNumberLast4 };
      await audit({ companyId: companyId, entity: 'bank-details', entityId: row!.id, action: 'updateCompanyBankDetails', before: masked(before) ?? null, after: masked(row) }, tx);
      await notifyBankDetailsChanged(tx, { companyId, actor: auth.user, accountNumberLast4: row!.accountNumberLast4, at: now });
      return row!;
    });
    return { status: 200, body: await bankDetailsOut(db, saved) };
  },

  async listInvoices({ query, auth, db, companyId }) {
    if (query.workerGroupCode) requireWorkerGroup(auth, query.workerGroupCode);
    const page = paging(query);
    const restriction = workerGroupRestriction(auth.user);
    const condition = where(
      eq(invoices.companyId, companyId),
      query.workerGroupCode ? eq(invoices.workerGroupCode, query.workerGroupCode) : undefined,
      restriction ? inArray(invoices.workerGroupCode, restriction) : undefined,
      query.type ? eq(invoices.type, query.type) : undefined,
      query.status ? (query.status === 'canceled' ? sql`false` : eq(invoices.paymentStatus, query.status)) : undefined,
      query.from ? gte(invoices.dueDate, query.from) : undefined,
      query.to ? lte(invoices.dueDate, query.to) : undefined,
    );
    const { rows, total } = await pageAndTotal(
      db
        .select()
        .from(invoices)
        .where(condition)
        .orderBy(desc(invoices.dueDate), asc(invoices.code))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(condition),
    );
    return { status: 200, body: pageOf(rows.map(invoiceOut), total, page) };
  },

  async listEmployerNotifications({ query, auth, db, now, companyId }) {
    await raiseDueNotices(db, companyId, now);
    const page = paging(query);
    // Each user reads for themself: a notification is unread for the caller until the caller reads it.
    const readByCaller = and(eq(employerNotificationReads.notificationId, employerNotifications.id), eq(employerNotificationReads.userId, auth.user.id));
    const unreadByCaller = sql`not exists (select 1 from ${employerNotificationReads} where ${readByCaller})`;
    const condition = where(eq(employerNotifications.companyId, companyId), query.unread ? unreadByCaller : undefined);
    const { rows, total } = await pageAndTotal(
      db
        .select({ notification: employerNotifications, readAt: employerNotificationReads.readAt })
        .from(employerNotifications)
        .leftJoin(employerNotificationReads, readByCaller)
        .where(condition)
        .orderBy(desc(employerNotifications.createdAt), desc(employerNotifications.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(employerNotifications).where(condition),
    );
    const [unread] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(employerNotifications)
      .where(and(eq(employerNotifications.companyId, companyId), unreadByCaller));
    return {
      status: 200,
      body: {
        ...pageOf(rows.map((row) => notificationOut(row.notification, row.readAt)), total, page),
        unreadCount: Number(unread?.n ?? 0),
      },
    };
  },

  async markAllEmployerNotificationsRead({ auth, db, now, companyId }) {
    const marked = await db
      .insert(employerNotificationReads)
      .select(
        db
          .select({ notificationId: employerNotifications.id, userId: sql<string>`${auth.user.id}::uuid`.as('user_id'), readAt: sql<Date>`${now.toISOString()}::timestamptz`.as('read_at') })
          .from(employerNotifications)
          .where(eq(employerNotifications.companyId, companyId)),
      )
      .onConflictDoNothing()
      .returning({ id: employerNotificationReads.notificationId });
    return { status: 200, body: { marked: marked.length } };
  },

  async markEmployerNotificationRead({ params, auth, db, now, companyId }) {
    requireUuid(params.notificationId, 'The notification');
    const [existing] = await db
      .select()
      .from(employerNotifications)
      .where(and(eq(employerNotifications.id, params.notificationId), eq(employerNotifications.companyId, companyId)));
    if (!existing) throw notFound('The notification');
    await db.insert(employerNotificationReads).values({ notificationId: existing.id, userId: auth.user.id, readAt: now }).onConflictDoNothing();
    const [read] = await db
      .select({ readAt: employerNotificationReads.readAt })
      .from(employerNotificationReads)
      .where(and(eq(employerNotificationReads.notificationId, existing.id), eq(employerNotificationReads.userId, auth.user.id)));
    return { status: 200, body: notificationOut(existing, read?.readAt ?? now) };
  },

  async updateCompanySettings({ body, auth, db, audit, companyId }) {
    const before = await describeCompany(db, companyId);
    if (!before) throw notFound('The company');
    const changed = changedSettingsFields(before, body);
    const refused = changed.filter((field) => !canEditSettingsField(field, auth.user) && !isInternal(auth));
    if (refused.length > 0) {
      throw new HttpError(
        403,
        // Each refused setting with the settings group that holds it, so the reader knows where to look.
        `You may not change ${refused.map((field) => `${field} (${settingsGroupOf(field)} settings)`).join(', ')}.`,
        refused.map((field) => ({ pointer: settingsPointer(field), message: whoChanges(field) })),
      );
    }
    await db.transaction(async (tx) => {
      // The company row is locked so two saves of the same version cannot both pass the check.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
      const version = await settingsVersionOf(tx, companyId);
      if (body.expectedVersion !== undefined && body.expectedVersion !== version) {
        throw conflict('Someone else saved these settings after you opened them. Nothing was changed: reload to see their values, then make your change again.');
      }
      if (changed.length === 0) return;
      const companyChange: Partial<typeof companies.$inferInsert> = {};
      if (body.dashboardTitle !== undefined) companyChange.dashboardTitle = body.dashboardTitle;
      if (body.payFrequency !== undefined) companyChange.payFrequency = body.payFrequency;
      if (body.periodStartDate !== undefined) companyChange.periodStartDate = body.periodStartDate;
      if (body.features !== undefined) companyChange.features = body.features;
      if (Object.keys(companyChange).length > 0) {
        await tx.update(companies).set(companyChange).where(eq(companies.id, companyId));
      }
      const s = body.settings;
      if (s) {
        const values = {
          periodsPerInvoiceEmail: s.periodsPerInvoiceEmail,
          daysAfterEndDateForPayment: s.daysAfterEndDateForPayment,
          status: s.status,
          grossDepositPercentAvailable: s.grossDepositPercentAvailable,
          transactionLimitPerPayPeriod: s.transactionLimitPerPayPeriod,
          amountLimitPerPayPeriod: s.amountLimitPerPayPeriod,
          employerCoveredTransactionsPerPayPeriod: s.employerCoveredTransactionsPerPayPeriod,
          typeOfFunding: fundingIn[s.typeOfFunding],
          fundingFeePercent: s.fundingFeePercent,
          processingFeePercent: s.processingFeePercent,
          employeeFeePercent: s.employeeFeePercent,
          savingEmployeeFeePercent: s.savingEmployeeFeePercent,
          cashoutFeePercent: s.cashoutFeePercent,
          billingSavingEmployerFeePercent: s.billingSavingEmployerFeePercent,
          transactionFeePercent: s.transactionFeePercent,
          lowerTransactionFee: s.lowerTransactionFee,
          lowerTransactionFeeThreshold: s.lowerTransactionFeeThreshold,
          transactionFeeCap: s.transactionFeeCap,
          grossTipPercentAvailable: s.grossTipPercentAvailable,
          hasNewPricing: s.hasNewPricing,
          hasAthMovil: s.hasAthMovil,
          timecardProvider: s.timecardProvider ? timecardIn[s.timecardProvider] : null,
          smsEnabled: s.communication.sms,
          emailsEnabled: s.communication.emails,
          pushEnabled: s.communication.push,
          referralProgram: s.referralProgram,
          payrollAdminName: s.payrollAdminName,
          payrollAdminEmails: s.payrollAdminEmails,
          billingEmails: s.billingEmails,
          applyRetentions: s.applyRetentions,
          feeRetentionAtGroupCodeLevel: s.feeRetentionAtGroupCodeLevel,
          disableTipsTransactions: s.disableTipsTransactions,
          numberStatusThreshold: s.numberStatusThreshold,
        };
        await tx
          .insert(companySettings)
          .values({ companyId: companyId, ...values })
          .onConflictDoUpdate({ target: companySettings.companyId, set: values });
      }
      const after = await describeCompany(tx, companyId);
      await audit(
        { companyId: companyId, entity: 'company', entityId: companyId, action: 'updateCompanySettings', before: auditedSettings(before), after: after && auditedSettings(after) },
        tx,
      );
    });
    const company = await describeCompany(db, companyId);
    return { status: 200, body: company! };
  },

  async updateWorkerGroup({ params, body, auth, db, audit, companyId }) {
    requireWorkerGroup(auth, params.workerGroupCode);
    const [group] = await db
      .select()
      .from(companyGroups)
      .where(and(eq(companyGroups.companyId, companyId), eq(companyGroups.workerGroupCode, params.workerGroupCode)));
    if (!group) throw notFound('The worker group');
    const saved = await db.transaction(async (tx) => {
      // The group's row is locked so two saves made on the same version cannot both pass the check.
      await tx.select({ id: companyGroups.id }).from(companyGroups).where(eq(companyGroups.id, group.id)).for('update');
      const version = (await workerGroupVersionsOf(tx, companyId, params.workerGroupCode)).get(params.workerGroupCode) ?? 0;
      if (body.expectedVersion !== undefined && body.expectedVersion !== version) {
        throw conflict('Someone else saved this worker group after you opened it. Nothing was changed: reload to see their values, then make your change again.');
      }
      const change: Partial<typeof companyGroups.$inferInsert> = {};
      if (body.companyName !== undefined) change.companyName = body.companyName;
      if (body.address !== undefined) change.address = body.address;
      if (body.city !== undefined) change.city = body.city;
      if (body.state !== undefined) change.state = body.state;
      if (body.zipCode !== undefined) change.zipCode = body.zipCode;
      if (body.representativeEmails !== undefined) change.representativeEmails = body.representativeEmails;
      if (body.invoiceEmails !== undefined) change.invoiceEmails = body.invoiceEmails;
      if (body.invoiceEmailsCC !== undefined) change.invoiceEmailsCc = body.invoiceEmailsCC;
      if (body.deductionEmails !== undefined) change.deductionEmails = body.deductionEmails;
      if (body.sendDeductionEmail !== undefined) change.sendDeductionEmail = body.sendDeductionEmail;
      if (body.weeklyStartDate !== undefined) change.weeklyStartDate = body.weeklyStartDate;
      if (body.biweeklyStartDate !== undefined) change.biweeklyStartDate = body.biweeklyStartDate;
      if (body.autoScheduleRepaymentInvoices !== undefined) change.autoScheduleRepaymentInvoices = body.autoScheduleRepaymentInvoices;
      if (body.autoScheduleFeesInvoices !== undefined) change.autoScheduleFeesInvoices = body.autoScheduleFeesInvoices;
      const [row] =
        Object.keys(change).length > 0
          ? await tx.update(companyGroups).set(change).where(eq(companyGroups.id, group.id)).returning()
          : [group];
      await audit({ companyId: companyId, entity: 'worker-group', entityId: params.workerGroupCode, action: 'updateWorkerGroup', before: group, after: row }, tx);
      return row!;
    });
    const startDates = await db.select().from(workerStartDates).where(eq(workerStartDates.workerGroupCode, params.workerGroupCode));
    const version = (await workerGroupVersionsOf(db, companyId, params.workerGroupCode)).get(params.workerGroupCode) ?? 0;
    return { status: 200, body: companyGroupOut(saved, startDates, version) };
  },

  async listAuditEvents({ query, auth, db, companyId }) {
    const page = paging(query);
    // The log records company-wide changes with no worker group; a user limited to some groups sees their own actions.
    const restricted = workerGroupRestriction(auth.user) !== null;
    const condition = where(
      eq(auditEvents.companyId, companyId),
      restricted ? eq(auditEvents.actorUserId, auth.user.id) : undefined,
      query.entityType ? eq(auditEvents.entity, query.entityType) : undefined,
      query.entityId ? eq(auditEvents.entityId, query.entityId) : undefined,
      query.actorEmail ? eq(auditEvents.actorEmail, query.actorEmail.toLowerCase()) : undefined,
      query.from ? sql`${auditEvents.at} >= (${query.from}::date + interval '4 hours')` : undefined,
      query.to ? sql`${auditEvents.at} < (${query.to}::date + interval '1 day 4 hours')` : undefined,
    );
    const { rows, total } = await pageAndTotal(
      db.select().from(auditEvents).where(condition).orderBy(desc(auditEvents.at), desc(auditEvents.id)).limit(page.limit).offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(condition),
    );
    const items = rows.map((row) => ({
      id: String(row.id),
      companyId: row.companyId ?? companyId,
      at: requiredInstant(row.at),
      actorId: row.actorUserId ?? 'system',
      actorEmail: row.actorEmail,
      operationId: row.action,
      entityType: (auditEntityTypes.has(row.entity) ? row.entity : 'company') as Schemas['AuditEntityType'],
      entityId: row.entityId.replaceAll(/[^A-Za-z0-9_-]/g, '-').slice(0, 64),
      changes: changesOf(row.before, row.after),
    }));
    return { status: 200, body: pageOf(items, total, page) };
  },
} satisfies Partial<Handlers>;

export { inScope };
