import { Text, Timeline } from '@cuadre/ui';
import { formatDateTime } from '@cuadre/domain';
import { useEwaT } from '../messages.ts';
import type { WorkerStatusLogEntry } from '../api/ewa-types.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';

// The status log, newest first: type, changed to, by, motive and when.
export function StatusTimeline({ entries }: { entries: readonly WorkerStatusLogEntry[] }) {
  const t = useEwaT();
  const session = useEwaSession();
  if (entries.length === 0)
    return (
      <Text as="p" size="small" tone="muted">
        {t('ewa.worker.statusLogEmpty')}
      </Text>
    );
  const newestFirst = [...entries].reverse();
  return (
    <div data-testid="ewa-status-log">
      <Timeline
        label={t('ewa.worker.statusLog')}
        items={newestFirst.map((entry, index) => ({
          id: `${entry.changedAt}-${index}`,
          title: t('ewa.worker.logEntry', {
            toggle: t(`ewa.worker.toggle.${entry.type}`),
            state: entry.changedTo ? t('ewa.worker.on') : t('ewa.worker.off'),
          }),
          dateTime: entry.changedAt,
          time: formatDateTime(entry.changedAt, session.locale),
          tone: entry.changedTo ? 'positive' : 'neutral',
          description:
            entry.changeMotives.length > 0
              ? `${t('ewa.worker.logBy', { who: entry.changedBy })} · “${entry.changeMotives.join('; ')}”`
              : t('ewa.worker.logBy', { who: entry.changedBy }),
        }))}
      />
    </div>
  );
}
