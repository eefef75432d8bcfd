import { atomWithStorage, createJSONStorage } from 'jotai/utils';

// The tip batch a batch-selector company is working on, for this browser session.
export const workingTipBatchState = atomWithStorage<{
  id: string;
  name: string;
  startDate: string;
  endDate: string;
} | null>(
  'cuadre.tips.workingBatch',
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);
