import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Alert.css.ts';

export const alertTones = ['info', 'positive', 'caution', 'critical'] as const;
export type AlertTone = (typeof alertTones)[number];

const icons = { info: Info, positive: CircleCheck, caution: TriangleAlert, critical: CircleAlert } satisfies Record<
  AlertTone,
  unknown
>;

export interface AlertProps {
  title: string;
  children?: ReactNode;
  tone?: AlertTone;
  /** e.g. a Retry button. */
  action?: ReactNode;
  className?: string;
}

/** A message about the page; critical and caution ones are announced at once. */
export function Alert({ title, children, tone = 'info', action, className }: AlertProps) {
  const Icon = icons[tone];
  const urgent = tone === 'critical' || tone === 'caution';
  return (
    <div role={urgent ? 'alert' : 'status'} className={cx(styles.alert({ tone }), className)}>
      <Icon size={18} aria-hidden="true" className={styles.icon} />
      <div>
        <p className={styles.title}>{title}</p>
        {children ? <div className={styles.body}>{children}</div> : null}
      </div>
      {action ? <div>{action}</div> : null}
    </div>
  );
}
