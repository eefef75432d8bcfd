import { Button } from '@cuadre/ui';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { TOAST_DURATION_MS } from '@cuadre/domain';
import { atom, useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useEwaT } from '../messages.ts';
import * as styles from './ewa.css.ts';

export type EwaToast = { id: number; variant: 'default' | 'success' | 'destructive'; title: string; description?: string };

// §4: one toast at a time; a new one replaces the previous.
const ewaToastState = atom<EwaToast | null>(null);

let nextToastId = 1;

export function useEwaToast(): (toast: Omit<EwaToast, 'id'>) => void {
  const set = useSetAtom(ewaToastState);
  return useCallback((toast) => set({ ...toast, id: nextToastId++ }), [set]);
}

export function EwaToaster() {
  const t = useEwaT();
  const [toast, setToast] = useAtom(ewaToastState);
  useEffect(() => {
    if (toast === null) return;
    const timer = window.setTimeout(() => setToast((current) => (current?.id === toast.id ? null : current)), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast, setToast]);
  return (
    <div className={styles.toastRegion} role="region" aria-label={t('ewa.common.notifications')}>
      <div role="status" aria-live="polite">
        {toast ? (
          <div className={styles.toast} data-variant={toast.variant}>
            {toast.variant === 'destructive' ? (
              <CircleAlert size={18} className={styles.alertIcon.critical} aria-hidden="true" />
            ) : (
              <CircleCheck size={18} className={styles.alertIcon.positive} aria-hidden="true" />
            )}
            <div style={{ flex: 1 }}>
              <p className={styles.alertTitle}>{toast.title}</p>
              {toast.description ? <p className={styles.alertText}>{toast.description}</p> : null}
            </div>
            <Button variant="ghost" size="icon" aria-label={t('ewa.common.close')} onClick={() => setToast(null)}>
              <X size={16} aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
