import type { CommissionBatchStatus, TipSplitItemStatus } from '@cuadre/domain';
import type { ReactNode } from 'react';
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

interface StatusPillOfStatus {
  /** A commission batch status or a tip split item status. */
  status: StatusPillStatus;
  /** Translations of the status names. */
  labels?: Partial<Record<StatusPillStatus, string>>;
  tone?: never;
  children?: never;
  className?: string;
}

interface StatusPillOfTone {
  /** The colour of any other state, which the caller names itself. */
  tone: BadgeTone;
  children: ReactNode;
  status?: never;
  labels?: never;
  className?: string;
}

export type StatusPillProps = StatusPillOfStatus | StatusPillOfTone;

/** A state with a dot: a commission batch or tip split item status by name, or any other state by its tone. */
export function StatusPill(props: StatusPillProps) {
  const { className } = props;
  const tone = props.tone ?? tones[props.status];
  const label = props.tone ? props.children : (props.labels?.[props.status] ?? defaultStatusLabels[props.status]);
  return (
    <Badge tone={tone} className={className}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </Badge>
  );
}
