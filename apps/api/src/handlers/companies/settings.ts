// The company's settings: each field changed only by the roles the domain names for it, and only on the version read.
import { eq } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { WORKER_FEE_PERCENT_CEILING, workerFeesOverCeiling } from '@cuadre/domain';
import { companies, companySettings } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { conflict, notFound, unprocessable } from '../../server/problem.ts';
import { describeCompany } from './company.ts';
import { definedFields } from './partial-update.ts';
import { requireSettingsEditor, topLevelFields } from './settings-editors.ts';
import { settingsVersionOf } from './versions.ts';

type Schemas = components['schemas'];

const fundingIn = { 'employer-funded': 'employer', 'provider-funded': 'provider' } as const;
const timecardIn = { 'blu-host': 'punchclock', 'payroll-provider': 'shiftbook' } as const;

const auditedSettings = (company: Schemas['Company']) => ({
  ...company.settings,
  dashboardTitle: company.dashboardTitle,
  payFrequency: company.payFrequency,
  periodStartDate: company.periodStartDate,
  features: company.features,
});

/**
 * The money guardrails' ceiling of the fees workers pay (`workerFeesOverCeiling`): 422 naming each fee above it,
 * before anything is read or written. The contract's `maximum` refuses them first (400); this is the rule itself.
 */
export function requireWorkerFeeCeiling(body: Pick<Schemas['CompanySettingsUpdate'], 'settings'>): void {
  const over = body.settings ? workerFeesOverCeiling(body.settings) : [];
  if (over.length > 0) {
    throw unprocessable(
      `A fee workers pay is at most ${WORKER_FEE_PERCENT_CEILING} % of the money it is charged on.`,
      over.map((field) => ({
        pointer: `/body/settings/${field}`,
        message: `A fee workers pay is at most ${WORKER_FEE_PERCENT_CEILING} %.`,
      })),
    );
  }
}

export const settingsHandlers = {
  async updateCompanySettings({ body, auth, db, audit, companyId }) {
    requireWorkerFeeCeiling(body);
    const before = await describeCompany(db, companyId);
    if (!before) throw notFound('The company');
    const changed = requireSettingsEditor(auth, before, body);
    await db.transaction(async (tx) => {
      // The company row is locked so two saves of the same version cannot both pass the check.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
      const version = await settingsVersionOf(tx, companyId);
      if (body.expectedVersion !== undefined && body.expectedVersion !== version) {
        throw conflict(
          'Someone else saved these settings after you opened them. Nothing was changed: reload to see their values, then make your change again.',
        );
      }
      if (changed.length === 0) return;
      const companyChange: Partial<typeof companies.$inferInsert> = definedFields(body, topLevelFields);
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
        {
          companyId: companyId,
          entity: 'company',
          entityId: companyId,
          action: 'updateCompanySettings',
          before: auditedSettings(before),
          after: after && auditedSettings(after),
        },
        tx,
      );
    });
    const company = await describeCompany(db, companyId);
    return { status: 200, body: company! };
  },
} satisfies Pick<Handlers, 'updateCompanySettings'>;
