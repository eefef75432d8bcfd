import { Button } from '@cuadre/ui';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useEwaT } from '../messages.ts';
import * as styles from './ewa.css.ts';

type OverlayProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

// These overlays open from a control that is no Radix trigger (a row's button, a switch, a card's button), and some
// unmount as they close, so Radix knows no trigger to give the focus back to and leaves it on the page's body. Each
// keeps the element that had the focus when it opened (the control pressed, before the overlay moves the focus inside
// itself) and gives the focus back to it on closing, by Escape, the close button or a save, as a dialog with a trigger
// does.
const focusedControl = (): HTMLElement | null =>
  document.activeElement instanceof HTMLElement && document.activeElement !== document.body
    ? document.activeElement
    : null;

function useReturnFocus(open: boolean): (event: Event) => void {
  const [opened, setOpened] = useState(() => ({ open, opener: open ? focusedControl() : null }));
  if (opened.open !== open) setOpened({ open, opener: open ? focusedControl() : opened.opener });
  return (event) => {
    const { opener } = opened;
    if (opener === null || !opener.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}

// A row's detail beside the list, so the table stays in view.
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  children,
  badge,
}: OverlayProps & { badge?: ReactNode }) {
  const t = useEwaT();
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.drawer}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.drawerHeader}>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
              <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <RadixDialog.Title className={styles.dialogTitle}>{title}</RadixDialog.Title>
                {badge}
              </div>
              {description ? (
                <RadixDialog.Description className={styles.muted}>{description}</RadixDialog.Description>
              ) : null}
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

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: OverlayProps & { wide?: boolean }) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={wide ? styles.dialogWide : styles.dialog}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={styles.dialogTitle}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.muted}>{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
