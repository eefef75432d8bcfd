import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Toolbar.css.ts';

export interface ToolbarProps {
  /** Names the group for assistive technology (“Payout filters”). */
  label: string;
  /** The filters: fields, selects, date pickers, side by side, wrapping when the row is full. */
  children: ReactNode;
  /** Buttons at the row's end (export, a new record). */
  actions?: ReactNode;
  className?: string;
}

/**
 * The filters above a table, with even gaps, lined up on their fields' bottom edge and wrapping when the row is full.
 * A labelled group, not role="toolbar": a toolbar's arrow keys move between its controls, and these are form fields
 * whose arrow keys are their own (a select's options, a text field's caret).
 */
export function Toolbar({ label, children, actions, className }: ToolbarProps) {
  return (
    <div role="group" aria-label={label} className={cx(styles.root, className)}>
      <div className={styles.filters}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
