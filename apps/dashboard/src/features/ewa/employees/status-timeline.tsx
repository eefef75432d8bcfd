import { formatDateTime } from '@cuadre/domain';
import { useEwaT } from '../messages.ts';
import type { WorkerStatusLogEntry } from '../api/ewa-types.ts';
import * as styles from '../components/ewa.css.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';

// The status log, newest first: type, changed to, by, motive and when.
export function StatusTimeline({ entries }: { entries: readonly WorkerStatusLogEntry[] }) {
  const t = useEwaT();
  const session = useEwaSession();
  if (entries.length === 0) return <p className={styles.muted}>{t('ewa.worker.statusLogEmpty')}</p>;
  const newestFirst = [...entries].reverse();
  return (
    <ol className={styles.timeline} aria-label={t('ewa.worker.statusLog')} data-testid="ewa-status-log">
      {newestFirst.map((entry, index) => (
        <li key={`${entry.changedAt}-${index}`} className={styles.timelineItem}>
          <span
            className={`${styles.timelineDot} ${entry.changedTo ? styles.timelineDotTone.on : styles.timelineDotTone.off}`}
            aria-hidden="true"
          />
          <p className={styles.alertTitle}>
            {t('ewa.worker.logEntry', {
              toggle: t(`ewa.worker.toggle.${entry.type}`),
              state: entry.changedTo ? t('ewa.worker.on') : t('ewa.worker.off'),
            })}
          </p>
          <p className={styles.muted}>
            {t('ewa.worker.logBy', { who: entry.changedBy, when: formatDateTime(entry.changedAt, session.locale) })}
          </p>
          {entry.changeMotives.length > 0 ? <p style={{ margin: 0 }}>“{entry.changeMotives.join('; ')}”</p> : null}
        </li>
      ))}
    </ol>
  );
}
