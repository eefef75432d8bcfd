import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { BadgeTone } from '../Badge/Badge.tsx';
import * as styles from './Timeline.css.ts';

export interface TimelineItem {
  id: string;
  title: string;
  /** Machine-readable instant for the <time> element (ISO-8601). */
  dateTime: string;
  /** The instant as the reader sees it, e.g. formatDateTime(...). */
  time: string;
  description?: ReactNode;
  tone?: BadgeTone;
}

export interface TimelineProps {
  /** Names the list, e.g. "Status log". */
  label: string;
  items: readonly TimelineItem[];
  className?: string;
}

/** Status logs and batch events, oldest first. */
export function Timeline({ label, items, className }: TimelineProps) {
  return (
    <ol aria-label={label} className={cx(styles.list, className)}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-tone={item.tone ?? 'neutral'}>
          <span className={styles.rail} aria-hidden="true">
            <span className={styles.marker} />
          </span>
          <div>
            <div className={styles.header}>
              <span className={styles.title}>{item.title}</span>
              <time dateTime={item.dateTime} className={styles.time}>
                {item.time}
              </time>
            </div>
            {item.description ? <p className={styles.description}>{item.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
