import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './ewa.css.ts';

export type AlertTone = 'info' | 'positive' | 'caution' | 'critical';

const ICONS = { info: Info, positive: CircleCheck, caution: TriangleAlert, critical: CircleAlert } as const;

// Critical and caution alerts are announced; the others are read in place.
export function Alert({
  tone,
  title,
  children,
  action,
}: {
  tone: AlertTone;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const Icon = ICONS[tone];
  return (
    <div
      className={`${styles.alertBase} ${styles.alertTone[tone]}`}
      role={tone === 'critical' || tone === 'caution' ? 'alert' : 'status'}
      data-tone={tone}
    >
      <Icon size={18} className={styles.alertIcon[tone]} aria-hidden="true" />
      <div style={{ flex: 1, minWidth: 0 }}>
        <p className={styles.alertTitle}>{title}</p>
        {children ? <div className={styles.alertText}>{children}</div> : null}
      </div>
      {action}
    </div>
  );
}
