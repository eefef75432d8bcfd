import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@cuadre/ui';
import { useT } from '../hooks/use-tips-t.ts';
import * as styles from './tips.css.ts';

// A side drawer on the native modal dialog (focus trap, Escape and inert background come from the browser).
export function Drawer({
  title,
  onClose,
  children,
  footer,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog !== null && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);
  return (
    <dialog
      ref={ref}
      className={wide ? `${styles.drawer} ${styles.drawerWide}` : styles.drawer}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('tips.close')}
        </Button>
      </header>
      <div className={styles.drawerBody}>{children}</div>
      {footer === undefined ? null : <footer className={styles.drawerFooter}>{footer}</footer>}
    </dialog>
  );
}
