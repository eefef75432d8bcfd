// The company's invoices: repayments of pay-access advances and the fees of each period.
import { asc, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { workerGroupRestriction } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { instantText, preparedRows } from '../../db/prepared.ts';
import { invoices } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { instant, pageOf, paging, requireWorkerGroup, where, type Paging } from '../common.ts';

type Schemas = components['schemas'];

const repaymentStatusOut = { pending: 'pending', collected: 'processed', failed: 'failed' } as const;

type InvoiceRow = Omit<typeof invoices.$inferSelect, 'paymentStartedAt' | 'paymentProcessedAt' | 'createdAt'> & {
  paymentStartedAt: Date | string | null;
  paymentProcessedAt: Date | string | null;
};

function invoiceOut(row: InvoiceRow): Schemas['Invoice'] {
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

type InvoiceFilters = {
  workerGroupCode?: string;
  type?: InvoiceRow['type'];
  status?: InvoiceRow['paymentStatus'] | 'canceled';
  from?: string;
  to?: string;
};

// What an invoice's answer reads: every column but when it was made, its instants already as the contract writes them.
const { createdAt: _createdAt, ...invoiceColumns } = getTableColumns(invoices);
const answerColumns = {
  ...invoiceColumns,
  paymentStartedAt: instantText(invoices.paymentStartedAt),
  paymentProcessedAt: instantText(invoices.paymentProcessedAt),
};

/**
 * A page of a company's invoices and how many match in all, as the general query below reads them: one prepared
 * statement per combination of the filters the request names, the count beside the rows.
 */
async function invoicePage(
  db: Db,
  companyId: string,
  restriction: readonly string[] | null,
  query: InvoiceFilters,
  page: Paging,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const status = query.status === 'canceled' ? 'none' : query.status ? 'status' : '';
  const key = [
    'listInvoices',
    restriction ? 'groups' : '',
    query.workerGroupCode ? 'group' : '',
    query.type ? 'type' : '',
    status,
    query.from ? 'from' : '',
    query.to ? 'to' : '',
  ].join(':');
  const statement = preparedRows(db, key, (name) => {
    const value = (placeholder: string) => sql.placeholder(placeholder) as unknown as string;
    const condition = where(
      eq(invoices.companyId, value('companyId')),
      query.workerGroupCode ? eq(invoices.workerGroupCode, value('workerGroupCode')) : undefined,
      restriction ? sql`${invoices.workerGroupCode} = any(${sql.placeholder('groups')})` : undefined,
      query.type ? eq(invoices.type, value('type') as InvoiceRow['type']) : undefined,
      status === 'none'
        ? sql`false`
        : status
          ? eq(invoices.paymentStatus, value('status') as InvoiceRow['paymentStatus'])
          : undefined,
      query.from ? gte(invoices.dueDate, value('from')) : undefined,
      query.to ? lte(invoices.dueDate, value('to')) : undefined,
    );
    return db
      .select({
        ...answerColumns,
        rowsMatched: sql<number>`(select count(*)::int from ${invoices} where ${condition})`,
      })
      .from(invoices)
      .where(condition)
      .orderBy(desc(invoices.dueDate), asc(invoices.code))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  const rows = await statement.execute({
    companyId,
    workerGroupCode: query.workerGroupCode,
    groups: restriction,
    type: query.type,
    status: query.status,
    from: query.from,
    to: query.to,
    limit: page.limit,
    offset: page.offset,
  });
  if (rows.length > 0) return { rows, total: rows[0]!.rowsMatched };
  return { rows, total: await invoiceCount(db, companyId, restriction, query) };
}

/** How many invoices match, for an empty page (which carries no count). */
async function invoiceCount(
  db: Db,
  companyId: string,
  restriction: readonly string[] | null,
  query: InvoiceFilters,
): Promise<number> {
  const conditions: (SQL | undefined)[] = [
    eq(invoices.companyId, companyId),
    query.workerGroupCode ? eq(invoices.workerGroupCode, query.workerGroupCode) : undefined,
    restriction ? inArray(invoices.workerGroupCode, [...restriction]) : undefined,
    query.type ? eq(invoices.type, query.type) : undefined,
    query.status ? (query.status === 'canceled' ? sql`false` : eq(invoices.paymentStatus, query.status)) : undefined,
    query.from ? gte(invoices.dueDate, query.from) : undefined,
    query.to ? lte(invoices.dueDate, query.to) : undefined,
  ];
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(where(...conditions));
  return Number(count?.n ?? 0);
}

export const invoiceHandlers = {
  async listInvoices({ query, auth, db, companyId }) {
    const page = paging(query);
    if (query.workerGroupCode) requireWorkerGroup(auth, query.workerGroupCode);
    const { rows, total } = await invoicePage(db, companyId, workerGroupRestriction(auth.user), query, page);
    return { status: 200, body: pageOf(rows.map(invoiceOut), total, page) };
  },
} satisfies Pick<Handlers, 'listInvoices'>;
