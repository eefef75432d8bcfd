import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';

const KEY = 'cuadre.tips.workingBatch';

// The atom reads this tab's storage when its module loads.
async function workingBatch(stored: string) {
  sessionStorage.setItem(KEY, stored);
  vi.resetModules();
  const { workingTipBatchState } = await import('./working-tip-batch-state.ts');
  return createStore().get(workingTipBatchState);
}

describe('the tip batch being worked on in this tab', () => {
  it('is read back whole', async () => {
    const batch = { id: 'b1', name: 'Week of Nov 16', startDate: '2026-11-16', endDate: '2026-11-22' };
    expect(await workingBatch(JSON.stringify(batch))).toEqual(batch);
  });

  it('reads as none when what is stored is not a whole batch', async () => {
    expect(await workingBatch('{"id":5}')).toBeNull();
    expect(await workingBatch('"b1"')).toBeNull();
  });
});
