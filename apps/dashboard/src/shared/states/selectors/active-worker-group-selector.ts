import { atom } from 'jotai';
import { selectedWorkerGroupState } from '../selected-worker-group-state.ts';
import { sessionUserState } from '../session-user-state.ts';
import { workerGroupOptionsSelector } from './worker-group-options-selector.ts';

// The worker group in effect: the stored choice when the user may still see it, else their own, else the first.
export const activeWorkerGroupSelector = atom<string | null>((get) => {
  const options = get(workerGroupOptionsSelector).map((option) => option.value);
  const selected = get(selectedWorkerGroupState);
  if (selected !== null && options.includes(selected)) return selected;
  const own = get(sessionUserState)?.workerGroupCode ?? null;
  if (own !== null && options.includes(own)) return own;
  return options[0] ?? null;
});
