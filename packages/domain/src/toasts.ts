// §4, §9: toast limits.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const TOAST_VARIANTS = ['default', 'destructive', 'success'] as const;

export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export type Toast = { id: string; title?: string; description?: string; variant: ToastVariant; open: boolean };

export type ToastState = { toasts: Toast[] };

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'update'; toast: Partial<Toast> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export const INITIAL_TOAST_STATE: ToastState = { toasts: [] };

const matches = (toast: Toast, id: string | undefined): boolean => id === undefined || toast.id === id;

// §4: add (newest replaces the rest beyond the limit), update, dismiss (mark closed), remove; without an id, all.
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      return {
        toasts: [action.toast, ...state.toasts.filter((toast) => toast.id !== action.toast.id)].slice(0, TOAST_LIMIT),
      };
    case 'update':
      return {
        toasts: state.toasts.map((toast) => (toast.id === action.toast.id ? { ...toast, ...action.toast } : toast)),
      };
    case 'dismiss':
      return { toasts: state.toasts.map((toast) => (matches(toast, action.id) ? { ...toast, open: false } : toast)) };
    case 'remove':
      return { toasts: state.toasts.filter((toast) => !matches(toast, action.id)) };
  }
}

// §4: the ids whose removal timer (TOAST_REMOVE_DELAY_MS) the caller must start after applying an action.
export function toastIdsToScheduleRemoval(before: ToastState, action: ToastAction): string[] {
  const closing = (toast: Toast): boolean => {
    if (!toast.open) return false;
    if (action.type === 'dismiss') return matches(toast, action.id);
    return action.type === 'update' && action.toast.id === toast.id && action.toast.open === false;
  };
  return before.toasts.filter(closing).map((toast) => toast.id);
}

// §4: a swipe past the threshold closes the toast.
export function isSwipeDismiss(distancePx: number): boolean {
  return Math.abs(distancePx) >= TOAST_SWIPE_THRESHOLD_PX;
}
