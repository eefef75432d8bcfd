import type { CommissionBatchStatus, TipSplitItemStatus } from '@cuadre/domain';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import * as styles from './StatusPill.css.ts';

export type StatusPillStatus = CommissionBatchStatus | TipSplitItemStatus;

const tones = {
  draft: 'neutral',
  'pending-approval': 'caution',
  'in-review': 'info',
  rejected: 'critical',
  approved: 'positive',
  ready: 'info',
  fail: 'critical',
} satisfies Record<StatusPillStatus, BadgeTone>;

export const defaultStatusLabels = {
  draft: 'Draft',
  'pending-approval': 'Pending approval',
  'in-review': 'In review',
  rejected: 'Rejected',
  approved: 'Approved',
  ready: 'Ready',
  fail: 'Failed',
} satisfies Record<StatusPillStatus, string>;

export interface StatusPillProps {
  /** A commission batch status or a tip split item status. */
  status: StatusPillStatus;
  /** Translations of the status names. */
  labels?: Partial<Record<StatusPillStatus, string>>;
  className?: string;
}

export function StatusPill({ status, labels, className }: StatusPillProps) {
  return (
    <Badge tone={tones[status]} className={className}>
      <span className={styles.dot} aria-hidden="true" />
      {labels?.[status] ?? defaultStatusLabels[status]}
    </Badge>
  );
}
