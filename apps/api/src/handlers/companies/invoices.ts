// The company's invoices: repayments of pay-access advances and the fees of each period.
import { asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { invoices } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { instant, pageOf, paging, where } from '../common.ts';
import { inWorkerGroups, pageOfTable } from './lists.ts';

type Schemas = components['schemas'];

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

export const invoiceHandlers = {
  async listInvoices({ query, auth, db, companyId }) {
    const page = paging(query);
    const condition = where(
      eq(invoices.companyId, companyId),
      ...inWorkerGroups(auth, invoices.workerGroupCode, query.workerGroupCode),
      query.type ? eq(invoices.type, query.type) : undefined,
      query.status ? (query.status === 'canceled' ? sql`false` : eq(invoices.paymentStatus, query.status)) : undefined,
      query.from ? gte(invoices.dueDate, query.from) : undefined,
      query.to ? lte(invoices.dueDate, query.to) : undefined,
    );
    const order = [desc(invoices.dueDate), asc(invoices.code)];
    const { rows, total } = await pageOfTable(db, page, invoices, condition, order);
    return { status: 200, body: pageOf(rows.map(invoiceOut), total, page) };
  },
} satisfies Pick<Handlers, 'listInvoices'>;
