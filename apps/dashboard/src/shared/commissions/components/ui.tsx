import type { Cents, CommissionBatchStatus, Locale } from '@cuadre/domain';
import { formatCents } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { AlertCircle, CheckCircle2, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useCommissionsT } from '../messages.ts';
import type { DeadlineState } from '../math/deadlines.ts';
import * as styles from './commissions.css.ts';

type Tone = keyof typeof styles.pillTone;

export function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={`${styles.pill} ${styles.pillTone[tone]}`}>
      <span className={styles.pillDot} aria-hidden="true" />
      {children}
    </span>
  );
}

const STATUS_TONES: Record<CommissionBatchStatus, Tone> = {
  draft: 'neutral',
  'pending-approval': 'caution',
  'in-review': 'info',
  rejected: 'critical',
  approved: 'positive',
};

export function BatchStatusPill({ status }: { status: CommissionBatchStatus }) {
  const t = useCommissionsT();
  return <Pill tone={STATUS_TONES[status]}>{t(`commissions.status.${status}`)}</Pill>;
}

export function DeadlinePill({ state }: { state: DeadlineState }) {
  const t = useCommissionsT();
  if (state === 'on-track') return null;
  return (
    <Pill tone={state === 'overdue' ? 'critical' : 'caution'}>
      {t(state === 'overdue' ? 'commissions.deadline.overdue' : 'commissions.deadline.dueSoon')}
    </Pill>
  );
}

// Money with cents; negatives in red and parentheses (formatCents).
export function Money({ cents, locale }: { cents: Cents | null; locale: Locale }) {
  if (cents === null) return <span>—</span>;
  return <span className={cents < 0 ? styles.negative : undefined}>{formatCents(cents, locale)}</span>;
}

export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        {back}
        <h1 className={styles.heading}>{title}</h1>
        {description ? <p className={styles.muted}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

type AlertTone = keyof typeof styles.alertTone;
const ALERT_ICONS: Record<AlertTone, ReactNode> = {
  info: <Info size={18} aria-hidden="true" />,
  critical: <AlertCircle size={18} aria-hidden="true" />,
  positive: <CheckCircle2 size={18} aria-hidden="true" />,
  caution: <TriangleAlert size={18} aria-hidden="true" />,
};

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
  return (
    <div className={`${styles.alert} ${styles.alertTone[tone]}`} role={tone === 'critical' ? 'alert' : 'status'}>
      {ALERT_ICONS[tone]}
      <div className={styles.alertBody}>
        <p className={styles.alertTitle}>{title}</p>
        {children ? <div className={styles.alertText}>{children}</div> : null}
      </div>
      {action}
    </div>
  );
}

export function EmptyState({ title, description, action }: { title: string; description: string; action?: ReactNode }) {
  return (
    <div className={styles.emptyState}>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.muted}>{description}</p>
      {action}
    </div>
  );
}

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const t = useCommissionsT();
  return (
    <Alert
      tone="critical"
      title={t('commissions.error.title')}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('commissions.action.retry')}
        </Button>
      }
    >
      {t('commissions.error.description')}
    </Alert>
  );
}

export function SkeletonRows({ columns, rows = 8, label }: { columns: number; rows?: number; label: string }) {
  return (
    <div className={styles.tableWrap} aria-busy="true" aria-label={label} role="status">
      <table className={styles.table} aria-hidden="true">
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row} className={styles.tr}>
              {Array.from({ length: columns }, (_, column) => (
                <td key={column} className={styles.td}>
                  <span className={styles.skeleton} style={{ width: `${50 + ((row * 7 + column * 13) % 40)}%` }} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={`${styles.card} ${styles.stat}`}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{value}</span>
    </div>
  );
}

export type TabItem<Id extends string> = { id: Id; label: string; count?: number };

export function Tabs<Id extends string>({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: readonly TabItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
}) {
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          id={`tab-${item.id}`}
          aria-selected={item.id === value}
          tabIndex={item.id === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(item.id)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
            const index = items.findIndex((candidate) => candidate.id === value);
            const next = items[(index + (event.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
            if (next) onChange(next.id);
          }}
        >
          {item.label}
          {item.count === undefined ? null : <span className={styles.count}>{item.count}</span>}
        </button>
      ))}
    </div>
  );
}

// A label tied to its control by id, so the control's name is the label alone (not the options inside it).
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
