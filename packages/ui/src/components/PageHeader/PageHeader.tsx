import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './PageHeader.css.ts';

export interface PageHeaderProps {
  /** The page's one heading. */
  title: string;
  description?: ReactNode;
  /** The page's own commands, e.g. an upload or export button, at the end of the row. */
  actions?: ReactNode;
  className?: string;
}

/** A page's title, what the page is for and its commands, above the page's content. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <header className={cx(styles.root, className)}>
      <div className={styles.titles}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
