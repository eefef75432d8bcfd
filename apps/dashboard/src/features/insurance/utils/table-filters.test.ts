import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, isTableQueryReady, tableFilterBody } from './table-filters.ts';

describe('the balances table filters', () => {
  it('send only the company when nothing is filtered', () => {
    expect(tableFilterBody('c1', DEFAULT_FILTERS)).toEqual({ companyId: 'c1' });
  });

  it('wait for a value before a greater-than or less-than filter is sent (§5)', () => {
    expect(isTableQueryReady({ ...DEFAULT_FILTERS, balance: 'greater-than' })).toBe(false);
    expect(isTableQueryReady({ ...DEFAULT_FILTERS, balance: 'less-than', balanceValue: null })).toBe(false);
    expect(isTableQueryReady({ ...DEFAULT_FILTERS, balance: 'greater-than', balanceValue: 10_000 })).toBe(true);
    expect(isTableQueryReady({ ...DEFAULT_FILTERS, balance: 'zero' })).toBe(true);
  });

  it('send plan type and balance above a value in cents', () => {
    expect(
      tableFilterBody('c1', { ...DEFAULT_FILTERS, planType: 'family', balance: 'greater-than', balanceValue: 10_000 }),
    ).toEqual({
      companyId: 'c1',
      planType: 'family',
      balance: 'greater-than',
      balanceValue: 10_000,
    });
  });

  it('leave out a balance value the comparison does not use', () => {
    expect(
      tableFilterBody('c1', {
        ...DEFAULT_FILTERS,
        balance: 'zero',
        balanceValue: 500,
        itemType: 'mcs',
        store: 'Condado',
        workerStatus: 'Active',
        planOrigin: 'offline',
      }),
    ).toEqual({
      companyId: 'c1',
      balance: 'zero',
      itemType: 'mcs',
      store: 'Condado',
      workerStatus: 'Active',
      planOrigin: 'offline',
    });
  });
});
