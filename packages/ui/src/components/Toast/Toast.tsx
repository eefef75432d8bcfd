import {
  INITIAL_TOAST_STATE,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toastIdsToScheduleRemoval,
  toastReducer,
  type Toast,
  type ToastAction,
  type ToastVariant,
} from '@cuadre/domain';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { createContext, use, useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import * as styles from './Toast.css.ts';

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

const variantIcons = { default: Info, destructive: CircleAlert, success: CircleCheck } satisfies Record<ToastVariant, unknown>;

/** Holds the toast state (on the domain's reducer) and renders the one visible toast. */
export function Toaster({ children, label = 'Notifications', closeLabel = 'Close', duration = TOAST_DURATION_MS }: ToasterProps) {
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

  return (
    <ToastContext value={api}>
      <ToastPrimitive.Provider label={label} duration={duration} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
        {children}
        {state.toasts.map((toast) => {
          const Icon = variantIcons[toast.variant];
          return (
            <ToastPrimitive.Root
              key={toast.id}
              open={toast.open}
              onOpenChange={(open) => {
                if (!open) dispatch({ type: 'dismiss', id: toast.id });
              }}
              type={toast.variant === 'destructive' ? 'foreground' : 'background'}
              data-variant={toast.variant}
              className={styles.toast({ variant: toast.variant })}
            >
              <Icon size={18} aria-hidden="true" className={styles.icon({ variant: toast.variant })} />
              <div>
                {toast.title ? <ToastPrimitive.Title className={styles.title}>{toast.title}</ToastPrimitive.Title> : null}
                {toast.description ? (
                  <ToastPrimitive.Description className={styles.description}>{toast.description}</ToastPrimitive.Description>
                ) : null}
              </div>
              <ToastPrimitive.Close aria-label={closeLabel} className={styles.close}>
                <X size={16} aria-hidden="true" />
              </ToastPrimitive.Close>
            </ToastPrimitive.Root>
          );
        })}
        <ToastPrimitive.Viewport className={styles.viewport} />
      </ToastPrimitive.Provider>
    </ToastContext>
  );
}

/** Shows toasts from anywhere under a Toaster. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() must be called under <Toaster>.');
  return api;
}
