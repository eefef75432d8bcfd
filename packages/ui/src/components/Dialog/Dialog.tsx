import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Dialog.css.ts';
import { DialogFrame } from './DialogFrame.tsx';

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

export function Dialog({ size = 'medium', closeLabel = 'Close', className, ...props }: DialogProps) {
  return (
    <DialogFrame
      {...props}
      closeLabel={closeLabel}
      contentClassName={cx(styles.content({ size }), className)}
      bodyClassName={styles.body}
    />
  );
}

/** Closes the surrounding Dialog or Drawer when its child is pressed. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
