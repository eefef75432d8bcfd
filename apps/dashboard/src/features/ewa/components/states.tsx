import { Button, Skeleton } from '@cuadre/ui';
import { useEwaT } from '../messages.ts';
import * as styles from './ewa.css.ts';

// Rows of the table's final shape while it loads, so nothing moves when data arrives.
export function TableSkeleton({ columns, rows = 8, label }: { columns: number; rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <table className={styles.table}>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row} className={styles.tr}>
              {Array.from({ length: columns }, (_, column) => (
                <td key={column} className={styles.td}>
                  <Skeleton width={`${50 + ((row * 7 + column * 13) % 40)}%`} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ErrorState({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useEwaT();
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.muted}>{t('ewa.common.loadErrorDescription')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('ewa.common.retry')}
      </Button>
    </div>
  );
}

export function ProgressBar({ value, label }: { value: number | null; label: string }) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      className={styles.progressTrack}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      {...(percent === null ? {} : { 'aria-valuenow': percent })}
    >
      {percent === null ? (
        <div className={styles.progressIndeterminate} />
      ) : (
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      )}
    </div>
  );
}
