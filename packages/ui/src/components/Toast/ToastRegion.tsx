import type { Toast, ToastAction, ToastVariant } from '@cuadre/domain';
import { TOAST_SWIPE_THRESHOLD_PX } from '@cuadre/domain';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import * as styles from './Toast.css.ts';

const variantIcons = { default: Info, destructive: CircleAlert, success: CircleCheck } satisfies Record<ToastVariant, unknown>;

export interface ToastRegionProps {
  toasts: Toast[];
  dispatch: (action: ToastAction) => void;
  label: string;
  closeLabel: string;
  duration: number;
}

/** The live region and the visible toast, on Radix Toast (swipe, F8 to focus, pause on hover). */
export function ToastRegion({ toasts, dispatch, label, closeLabel, duration }: ToastRegionProps) {
  return (
    <ToastPrimitive.Provider label={label} duration={duration} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((toast) => {
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
  );
}
