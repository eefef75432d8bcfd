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
      {/* A delta's line keeps its place while loading, so nothing below moves when the figure arrives. */}
      {delta ? (
        <span className={styles.delta} data-trend={trend}>
          {loading ? <Skeleton width={120} height="1lh" /> : delta}
        </span>
      ) : null}
    </div>
  );
}
