import type { Toast, ToastAction, ToastVariant } from '@cuadre/domain';
import { isSwipeDismiss } from '@cuadre/domain';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import * as styles from './Toast.css.ts';

const variantIcons = { default: Info, destructive: CircleAlert, success: CircleCheck } satisfies Record<
  ToastVariant,
  unknown
>;

export interface ToastRegionProps {
  toasts: Toast[];
  dispatch: (action: ToastAction) => void;
  label: string;
  closeLabel: string;
  duration: number;
}

// Radix hands every swipe to the right over to `onSwipeEnd`; the domain's rule (§9: 50 px) decides whether it closes.
const EVERY_SWIPE = 0;

// A swipe too short to close the toast: it slides back, as Radix's own cancelled swipe does.
function keepOpen(event: CustomEvent<{ delta: { x: number; y: number } }> & { currentTarget: HTMLElement }) {
  event.preventDefault();
  const toast = event.currentTarget;
  toast.setAttribute('data-swipe', 'cancel');
  for (const property of [
    '--radix-toast-swipe-move-x',
    '--radix-toast-swipe-move-y',
    '--radix-toast-swipe-end-x',
    '--radix-toast-swipe-end-y',
  ]) {
    toast.style.removeProperty(property);
  }
}

/** The live region and the visible toast, on Radix Toast (swipe, F8 to focus, pause on hover). */
export function ToastRegion({ toasts, dispatch, label, closeLabel, duration }: ToastRegionProps) {
  return (
    <ToastPrimitive.Provider label={label} duration={duration} swipeDirection="right" swipeThreshold={EVERY_SWIPE}>
      {toasts.map((toast) => {
        const Icon = variantIcons[toast.variant];
        return (
          <ToastPrimitive.Root
            key={toast.id}
            open={toast.open}
            onOpenChange={(open) => {
              if (!open) dispatch({ type: 'dismiss', id: toast.id });
            }}
            onSwipeEnd={(event) => {
              if (!isSwipeDismiss(event.detail.delta.x)) keepOpen(event);
            }}
            type={toast.variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={toast.variant}
            className={styles.toast({ variant: toast.variant })}
          >
            <Icon size={18} aria-hidden="true" className={styles.icon({ variant: toast.variant })} />
            <div>
              {toast.title ? <ToastPrimitive.Title className={styles.title}>{toast.title}</ToastPrimitive.Title> : null}
              {toast.description ? (
                <ToastPrimitive.Description className={styles.description}>
                  {toast.description}
                </ToastPrimitive.Description>
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
  );
}
