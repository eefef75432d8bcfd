import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Dialog.css.ts';
import { useDialogLayer } from './useDialogLayer.ts';

export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  title: string;
  description?: string;
  children?: ReactNode;
  /** Buttons, right-aligned under the content. */
  footer?: ReactNode;
  /** The element that opens it, when the dialog is not controlled. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: DialogSize;
  closeLabel?: string;
  className?: string;
}

export function Dialog({
  title,
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
}: DialogProps) {
  const [setContent, onEscapeKeyDown, onCloseAutoFocus, handleOpenChange] = useDialogLayer(open, onOpenChange);
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={handleOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={cx(styles.content({ size }), className)}
          ref={setContent}
          onEscapeKeyDown={onEscapeKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div className={styles.titles}>
              <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
              ) : null}
            </div>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          {/* Last in the DOM so that opening focuses the first field, not Close. */}
          <DialogPrimitive.Close aria-label={closeLabel} className={styles.close}>
            <X size={16} aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Dialog or Drawer when its child is pressed. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
