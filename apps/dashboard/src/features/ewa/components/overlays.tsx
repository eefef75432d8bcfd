import { Button } from '@cuadre/ui';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useEwaT } from '../messages.ts';
import * as styles from './ewa.css.ts';

type OverlayProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

// A row's detail beside the list, so the table stays in view.
export function Drawer({ open, onOpenChange, title, description, children, badge }: OverlayProps & { badge?: ReactNode }) {
  const t = useEwaT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.drawer} {...(description ? {} : { "aria-describedby": undefined })}>
          <div className={styles.drawerHeader}>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
              <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <RadixDialog.Title className={styles.dialogTitle}>{title}</RadixDialog.Title>
                {badge}
              </div>
              {description ? <RadixDialog.Description className={styles.muted}>{description}</RadixDialog.Description> : null}
            </div>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('ewa.common.close')}>
                <X size={18} aria-hidden="true" />
              </Button>
            </RadixDialog.Close>
          </div>
          <div className={styles.drawerBody}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function Dialog({ open, onOpenChange, title, description, children, wide = false }: OverlayProps & { wide?: boolean }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={wide ? styles.dialogWide : styles.dialog} {...(description ? {} : { 'aria-describedby': undefined })}>
          <RadixDialog.Title className={styles.dialogTitle}>{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className={styles.muted}>{description}</RadixDialog.Description> : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
