import { atomWithStorage } from 'jotai/utils';
import { STORAGE_KEYS } from '../storage-keys.ts';

// §2: the worker group chosen in 'Select Group' on tips pages (null until the user picks one).
export const selectedWorkerGroupState = atomWithStorage<string | null>(
  STORAGE_KEYS.selectedWorkerGroup,
  null,
  undefined,
  {
    getOnInit: true,
  },
);
