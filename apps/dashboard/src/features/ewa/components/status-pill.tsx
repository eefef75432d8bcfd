import type { ReactNode } from 'react';
import * as styles from './ewa.css.ts';

export const PILL_TONES = ['neutral', 'positive', 'caution', 'critical', 'info', 'primary'] as const;
export type PillTone = (typeof PILL_TONES)[number];

export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span className={`${styles.pillBase} ${styles.pillTone[tone]}`} data-tone={tone}>
      <span className={styles.pillDot} aria-hidden="true" />
      {children}
    </span>
  );
}
