import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { DialogFrame } from '../Dialog/DialogFrame.tsx';
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
export function Drawer({ size = 'medium', closeLabel = 'Close', className, ...props }: DrawerProps) {
  return (
    <DialogFrame
      {...props}
      closeLabel={closeLabel}
      contentClassName={cx(styles.content({ size }), className)}
      bodyClassName={styles.body}
    />
  );
}
