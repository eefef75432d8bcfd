import { describe, expect, it } from 'vitest';
import { readsStored } from '../../../test/stored-atom.ts';

const workingBatch = (stored: string) =>
  readsStored(
    sessionStorage,
    'cuadre.tips.workingBatch',
    stored,
    async () => (await import('./working-tip-batch-state.ts')).workingTipBatchState,
  );

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
