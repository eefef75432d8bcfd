import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { HIDDEN_DEAL_COLUMNS_KEY, hiddenDealColumnsState } from '../states/hidden-deal-columns-state.ts';
import { readHiddenColumns, toggleColumn } from './deal-columns.ts';

describe('deal column visibility', () => {
  it('keeps only known columns from storage', () => {
    expect(readHiddenColumns(['units', 'nope', 'units', 3])).toEqual(['units']);
    expect(readHiddenColumns('units')).toBeUndefined();
  });

  it('hides and shows a column', () => {
    expect(toggleColumn([], 'grossProfit')).toEqual(['grossProfit']);
    expect(toggleColumn(['grossProfit', 'units'], 'grossProfit')).toEqual(['units']);
  });

  it('hides the origin, the same for every deal, until the user chooses', async () => {
    localStorage.clear();
    vi.resetModules();
    const fresh = await import('../states/hidden-deal-columns-state.ts');
    expect(createStore().get(fresh.hiddenDealColumnsState)).toEqual(['origin']);
    localStorage.setItem(fresh.HIDDEN_DEAL_COLUMNS_KEY, '[]');
    vi.resetModules();
    const shown = await import('../states/hidden-deal-columns-state.ts');
    expect(createStore().get(shown.hiddenDealColumnsState)).toEqual([]);
  });

  it('is remembered in local storage and read back after a reload', async () => {
    createStore().set(hiddenDealColumnsState, ['grossProfit']);
    expect(JSON.parse(localStorage.getItem(HIDDEN_DEAL_COLUMNS_KEY) ?? 'null')).toEqual(['grossProfit']);
    vi.resetModules();
    const reloaded = await import('../states/hidden-deal-columns-state.ts');
    expect(createStore().get(reloaded.hiddenDealColumnsState)).toEqual(['grossProfit']);
  });
});
