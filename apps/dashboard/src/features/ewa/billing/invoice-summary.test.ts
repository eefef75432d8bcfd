import { describe, expect, it } from 'vitest';
import { feesInvoice, repaymentInvoice } from '../test/ewa-fixtures.ts';
import { filterInvoices, invoiceTotals, invoicedPerMonth } from './invoice-summary.ts';

const invoices = [
  repaymentInvoice({ id: 'a', status: 'paid', amount: 100000, dueDate: '2026-08-20' }),
  feesInvoice({ id: 'b', status: 'pending', amount: 2550, dueDate: '2026-10-05' }),
  repaymentInvoice({ id: 'c', status: 'failed', amount: 40000, dueDate: '2026-10-20' }),
  feesInvoice({ id: 'd', status: 'canceled', amount: 999, dueDate: '2026-11-20' }),
];

describe('invoice summary', () => {
  it('filters by payment status and by type', () => {
    expect(filterInvoices(invoices, { status: 'all', type: 'fees' }).map((i) => i.id)).toEqual(['b', 'd']);
    expect(filterInvoices(invoices, { status: 'failed', type: 'all' }).map((i) => i.id)).toEqual(['c']);
  });

  it('totals invoiced, paid, open and failed amounts, leaving canceled invoices out', () => {
    expect(invoiceTotals(invoices)).toEqual({ invoiced: 142550, paid: 100000, open: 2550, failed: 40000, count: 3 });
  });

  it('sums each month by type, keeping empty months so the trend reads right', () => {
    expect(invoicedPerMonth(invoices)).toEqual([
      { month: '2026-08', repayment: 100000, fees: 0 },
      { month: '2026-09', repayment: 0, fees: 0 },
      { month: '2026-10', repayment: 40000, fees: 2550 },
    ]);
  });

  it('crosses a year end', () => {
    const months = invoicedPerMonth([
      repaymentInvoice({ dueDate: '2025-12-01' }),
      repaymentInvoice({ id: 'z', dueDate: '2026-01-31' }),
    ]);
    expect(months.map((m) => m.month)).toEqual(['2025-12', '2026-01']);
  });
});
