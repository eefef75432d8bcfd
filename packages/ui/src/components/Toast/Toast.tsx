import {
  INITIAL_TOAST_STATE,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  toastIdsToScheduleRemoval,
  toastReducer,
  type Toast,
  type ToastAction,
  type ToastVariant,
} from '@cuadre/domain';
import { createContext, use, useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { deferred, useDeferred } from '../../utils/deferred.ts';

// The Radix region (and its layering code) loads when the browser is idle after the page has painted, or at once
// when a toast is raised before then; a lazy component would hold the page's first render until it arrived.
const toastRegion = deferred(() => import('./ToastRegion.tsx'));

export type ToastOptions = { title?: string; description?: string; variant?: ToastVariant };

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

export interface ToastApi {
  toasts: Toast[];
  toast: (options: ToastOptions) => ToastHandle;
  dismiss: (id?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToasterProps {
  children?: ReactNode;
  /** Name of the notifications region read by screen readers, e.g. "Notificaciones". */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** How long a toast stays open (ms). */
  duration?: number;
}

let sequence = 0;
const nextId = () => `toast-${(sequence += 1)}`;

/** Holds the toast state (on the domain's reducer) and renders the one visible toast. */
export function Toaster({
  children,
  label = 'Notifications',
  closeLabel = 'Close',
  duration = TOAST_DURATION_MS,
}: ToasterProps) {
  const [state, dispatchState] = useReducer(toastReducer, INITIAL_TOAST_STATE);
  const stateRef = useRef(state);
  // The removal timers read the latest state without re-subscribing on every change.
  // eslint-disable-next-line react-hooks/refs
  stateRef.current = state;
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dispatch = useCallback((action: ToastAction) => {
    for (const id of toastIdsToScheduleRemoval(stateRef.current, action)) {
      if (removalTimers.current.has(id)) continue;
      removalTimers.current.set(
        id,
        setTimeout(() => {
          removalTimers.current.delete(id);
          dispatchState({ type: 'remove', id });
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
    dispatchState(action);
  }, []);

  const region = useDeferred(toastRegion);
  const raised = state.toasts.length > 0;
  useEffect(() => {
    if (raised) void toastRegion.load().catch(() => undefined);
  }, [raised]);

  useEffect(() => {
    const timers = removalTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      toasts: state.toasts,
      toast: ({ variant = 'default', ...options }) => {
        const id = nextId();
        dispatch({ type: 'add', toast: { id, variant, open: true, ...options } });
        return {
          id,
          dismiss: () => dispatch({ type: 'dismiss', id }),
          update: (update) => dispatch({ type: 'update', toast: { ...update, id } }),
        };
      },
      dismiss: (id) => dispatch({ type: 'dismiss', id }),
    }),
    [state.toasts, dispatch],
  );

  // Toasts raised before the region arrives wait in state.
  return (
    <ToastContext value={api}>
      {children}
      {region ? (
        <region.ToastRegion
          toasts={state.toasts}
          dispatch={dispatch}
          label={label}
          closeLabel={closeLabel}
          duration={duration}
        />
      ) : null}
    </ToastContext>
  );
}

/** Shows toasts from anywhere under a Toaster. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() must be called under <Toaster>.');
  return api;
}
