import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Card.css.ts';

export interface CardProps {
  title?: string;
  description?: string;
  /** Buttons or menus at the top right. */
  actions?: ReactNode;
  children?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function Card({ title, description, actions, children, headingLevel = 2, className }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.card, className)} aria-label={title}>
      {title || actions ? (
        <div className={styles.header}>
          <div>
            {title ? <Heading className={styles.title}>{title}</Heading> : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
