import { sumCents } from '@cuadre/domain';
import type { Invoice, InvoiceStatus, InvoiceType } from '../api/ewa-types.ts';

export const INVOICE_STATUSES: readonly InvoiceStatus[] = [
  'scheduled',
  'pending',
  'processing',
  'paid',
  'failed',
  'canceled',
];
export const INVOICE_TYPES: readonly InvoiceType[] = ['repayment', 'fees'];

export type InvoiceFilters = { status: InvoiceStatus | 'all'; type: InvoiceType | 'all' };

export function filterInvoices(invoices: readonly Invoice[], filters: InvoiceFilters): Invoice[] {
  return invoices.filter(
    (invoice) =>
      (filters.status === 'all' || invoice.status === filters.status) &&
      (filters.type === 'all' || invoice.type === filters.type),
  );
}

export type InvoiceTotals = { invoiced: number; paid: number; open: number; failed: number; count: number };

const OPEN: ReadonlySet<InvoiceStatus> = new Set(['scheduled', 'pending', 'processing']);

// Canceled invoices are not owed, so they count in none of the totals.
export function invoiceTotals(invoices: readonly Invoice[]): InvoiceTotals {
  const live = invoices.filter((invoice) => invoice.status !== 'canceled');
  const sum = (keep: (invoice: Invoice) => boolean) => sumCents(live.filter(keep).map((invoice) => invoice.amount));
  return {
    invoiced: sum(() => true),
    paid: sum((invoice) => invoice.status === 'paid'),
    open: sum((invoice) => OPEN.has(invoice.status)),
    failed: sum((invoice) => invoice.status === 'failed'),
    count: live.length,
  };
}

export type MonthlyInvoiced = { month: string; repayment: number; fees: number };

// Invoiced amount per month of the due date, both types side by side, oldest first, months without invoices included.
export function invoicedPerMonth(invoices: readonly Invoice[]): MonthlyInvoiced[] {
  const live = invoices.filter((invoice) => invoice.status !== 'canceled');
  if (live.length === 0) return [];
  const months = live.map((invoice) => invoice.dueDate.slice(0, 7)).sort();
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const result: MonthlyInvoiced[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) {
    const inMonth = live.filter((invoice) => invoice.dueDate.startsWith(month));
    result.push({
      month,
      repayment: sumCents(inMonth.filter((invoice) => invoice.type === 'repayment').map((invoice) => invoice.amount)),
      fees: sumCents(inMonth.filter((invoice) => invoice.type === 'fees').map((invoice) => invoice.amount)),
    });
  }
  return result;
}

function nextMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}
