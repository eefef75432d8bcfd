import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as dialogStyles from '../Dialog/Dialog.css.ts';
import { useDialogLayer } from '../Dialog/useDialogLayer.ts';
import * as styles from './Drawer.css.ts';

export const drawerSizes = ['medium', 'large', 'xlarge'] as const;
export type DrawerSize = (typeof drawerSizes)[number];

export interface DrawerProps {
  title: string;
  /** Beside the title, e.g. the record's StatusPill. */
  badge?: ReactNode;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Width: 480 px, 560 px for forms, 1080 px for a table beside its figures. */
  size?: DrawerSize;
  closeLabel?: string;
  className?: string;
}

/** A row's detail beside the list, so the list stays in view. */
export function Drawer({
  title,
  badge,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  size = 'medium',
  closeLabel = 'Close',
  className,
}: DrawerProps) {
  const [setContent, onEscapeKeyDown, onCloseAutoFocus, handleOpenChange] = useDialogLayer(open, onOpenChange);
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={handleOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={dialogStyles.overlay} />
        <DialogPrimitive.Content
          className={cx(styles.content({ size }), className)}
          ref={setContent}
          onEscapeKeyDown={onEscapeKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={dialogStyles.header}>
            <div className={dialogStyles.titles}>
              {badge ? (
                <div className={styles.titleRow}>
                  <DialogPrimitive.Title className={dialogStyles.title}>{title}</DialogPrimitive.Title>
                  {badge}
                </div>
              ) : (
                <DialogPrimitive.Title className={dialogStyles.title}>{title}</DialogPrimitive.Title>
              )}
              {description ? (
                <DialogPrimitive.Description className={dialogStyles.description}>
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={dialogStyles.footer}>{footer}</div> : null}
          {/* Last in the DOM so that opening focuses the first field, not Close. */}
          <DialogPrimitive.Close aria-label={closeLabel} className={dialogStyles.close}>
            <X size={16} aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
