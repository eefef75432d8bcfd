import type { Cents, CommissionBatchStatus, Locale } from '@cuadre/domain';
import { formatCents } from '@cuadre/domain';
import { StatusPill, Text } from '@cuadre/ui';
import type { DeadlineState } from '../math/deadlines.ts';
import { useCommissionsT } from '../messages.ts';

// A batch's status in the reader's language, in the design system's colour for it.
export function BatchStatusPill({ status }: { status: CommissionBatchStatus }) {
  const t = useCommissionsT();
  return <StatusPill status={status} labels={{ [status]: t(`commissions.status.${status}`) }} />;
}

// A limit date that is overdue or due soon; nothing while it is on track.
export function DeadlinePill({ state }: { state: DeadlineState }) {
  const t = useCommissionsT();
  if (state === 'on-track') return null;
  return (
    <StatusPill tone={state === 'overdue' ? 'critical' : 'caution'}>
      {t(state === 'overdue' ? 'commissions.deadline.overdue' : 'commissions.deadline.dueSoon')}
    </StatusPill>
  );
}

// Money with cents; negatives in red and parentheses (formatCents); no amount is a dash.
export function Money({ cents, locale }: { cents: Cents | null; locale: Locale }) {
  if (cents === null) return <Text tone="muted">—</Text>;
  return (
    <Text numeric tone={cents < 0 ? 'critical' : 'neutral'}>
      {formatCents(cents, locale)}
    </Text>
  );
}
