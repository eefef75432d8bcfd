// The company as the contract describes it (`Company`): its groups, settings and features, each with its version.
import { asc, eq } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { Db } from '../../db/index.ts';
import { companies, companyGroups, companySettings, workerStartDates } from '../../db/schema/index.ts';
import { isUuid } from '../common.ts';
import { percent } from '../mappers.ts';
import { settingsVersionOf, workerGroupVersionsOf } from './versions.ts';

type Schemas = components['schemas'];

const fundingOut = { employer: 'employer-funded', provider: 'provider-funded' } as const;
const timecardOut = { punchclock: 'blu-host', shiftbook: 'payroll-provider' } as const;

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
