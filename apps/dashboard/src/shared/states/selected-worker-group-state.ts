import { STORAGE_KEYS } from '../storage-keys.ts';
import { readNullableString, storedAtom } from './stored-atom.ts';

// §2: the worker group chosen in 'Select Group' on tips pages (null until the user picks one).
export const selectedWorkerGroupState = storedAtom<string | null>(
  STORAGE_KEYS.selectedWorkerGroup,
  null,
  readNullableString,
);
