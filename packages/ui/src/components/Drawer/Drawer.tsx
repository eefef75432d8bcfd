import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as dialogStyles from '../Dialog/Dialog.css.ts';
import * as styles from './Drawer.css.ts';

export interface DrawerProps {
  title: string;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
  className?: string;
}

/** A row's detail beside the list, so the list stays in view. */
export function Drawer({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
  className,
}: DrawerProps) {
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={dialogStyles.overlay} />
        <DialogPrimitive.Content className={cx(styles.content, className)}>
          <div className={dialogStyles.header}>
            <div className={dialogStyles.titles}>
              <DialogPrimitive.Title className={dialogStyles.title}>{title}</DialogPrimitive.Title>
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
