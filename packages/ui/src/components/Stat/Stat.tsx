import { cx } from '../../utils/cx.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './Stat.css.ts';

export interface StatProps {
  label: string;
  /** Already formatted, e.g. with formatCents. */
  value: string;
  negative?: boolean;
  /** A formatted change, e.g. "+4.20% vs last period". */
  delta?: string;
  trend?: 'up' | 'down' | 'flat';
  loading?: boolean;
  className?: string;
}

export function Stat({ label, value, negative = false, delta, trend = 'flat', loading = false, className }: StatProps) {
  return (
    <div className={cx(styles.stat, className)} aria-busy={loading || undefined}>
      <span className={styles.label}>{label}</span>
      {loading ? (
        <Skeleton width={140} height={32} />
      ) : (
        <span className={styles.value} data-negative={negative || undefined}>
          {value}
        </span>
      )}
      {delta && !loading ? (
        <span className={styles.delta} data-trend={trend}>
          {delta}
        </span>
      ) : null}
    </div>
  );
}
