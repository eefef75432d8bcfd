import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** What the list would hold. */
  title: string;
  /** How to fill it. */
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, description, icon, action, headingLevel = 3, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
