import { storedAtom } from '../../../shared/states/stored-atom.ts';

type WorkingTipBatch = { id: string; name: string; startDate: string; endDate: string };

const isWorkingTipBatch = (stored: unknown): stored is WorkingTipBatch =>
  typeof stored === 'object' &&
  stored !== null &&
  (['id', 'name', 'startDate', 'endDate'] as const).every(
    (field) => typeof (stored as Record<string, unknown>)[field] === 'string',
  );

// The tip batch a batch-selector company is working on, for this browser session.
export const workingTipBatchState = storedAtom<WorkingTipBatch | null>(
  'cuadre.tips.workingBatch',
  null,
  (stored) => (stored === null || isWorkingTipBatch(stored) ? stored : undefined),
  'session',
);
