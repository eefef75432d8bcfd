import type { Cents, Locale } from '@cuadre/domain';
import { formatCents, paginationItems } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import * as styles from './tips.css.ts';

export type Tone = keyof typeof styles.tone;

export function StatusPill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`${styles.pill} ${styles.tone[tone]}`}>{children}</span>;
}

export function Money({ cents, locale }: { cents: Cents; locale: Locale }) {
  return <>{formatCents(cents, locale)}</>;
}

export function Alert({
  tone,
  title,
  children,
}: {
  tone: keyof typeof styles.alertTone;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div role={tone === 'critical' ? 'alert' : 'status'} className={`${styles.alert} ${styles.alertTone[tone]}`}>
      <span className={styles.alertTitle}>{title}</span>
      {children}
    </div>
  );
}

// Rows shaped like the table they stand in for, so nothing shifts when the data arrives.
export function SkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className={styles.td}>
              <div className={styles.skeleton} style={{ width: `${50 + ((row * 7 + column * 13) % 45)}%` }} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EmptyState({ title, description, action }: { title: string; description: string; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.muted}>{description}</p>
      {action}
    </div>
  );
}

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.emptyTitle}>{t('tips.error.title')}</p>
      <p className={styles.muted}>{t('tips.error.description')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('tips.error.retry')}
      </Button>
    </div>
  );
}

// A full-width table cell holding a loading, empty or error state.
export function TableMessage({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns}>{children}</td>
    </tr>
  );
}

export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error === undefined ? null : `${id}-error`, hint === undefined ? null : `${id}-hint`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
      })}
      {hint === undefined ? null : (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error === undefined ? null : (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

// §9: page links, all when there are up to 7, else first, last and current ± 1.
export function Pager({
  page,
  pageCount,
  total,
  onPage,
}: {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('tips.pager.label')}>
      <span className={styles.muted}>{t('tips.pager.summary', { page, pageCount, total })}</span>
      <span className={styles.actions}>
        <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('tips.pager.previous')}
        </button>
        {paginationItems(page, pageCount).map((item) =>
          item.type === 'ellipsis' ? (
            <span key={item.key} className={styles.muted} aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={item.page}
              type="button"
              className={styles.pageButton}
              aria-current={item.current ? 'page' : undefined}
              aria-label={t('tips.pager.page', { page: item.page })}
              onClick={() => onPage(item.page)}
            >
              {item.page}
            </button>
          ),
        )}
        <button
          type="button"
          className={styles.pageButton}
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          {t('tips.pager.next')}
        </button>
      </span>
    </nav>
  );
}

export function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.stat}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{children}</span>
    </div>
  );
}

export function Panel({
  title,
  actions,
  children,
  labelledBy,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  labelledBy?: string;
}) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={labelledBy ?? id}>
      <header className={styles.panelHeader}>
        <h2 id={labelledBy ?? id} className={styles.panelTitle}>
          {title}
        </h2>
        {actions}
      </header>
      {children}
    </section>
  );
}

// A table that scrolls inside its panel; focusable and named so keyboard users can scroll it too.
// `refreshing`: the rows are the previous answer while the next page or filter loads; greyed, and the group busy.
export function TableScroll({
  label,
  maxHeight,
  refreshing = false,
  children,
}: {
  label: string;
  maxHeight?: number;
  refreshing?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={styles.tableScroll}
      role="group"
      aria-label={label}
      aria-busy={refreshing || undefined}
      data-refreshing={refreshing || undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take keyboard focus (WCAG 2.1.1)
      tabIndex={0}
      style={maxHeight === undefined ? undefined : { maxHeight }}
    >
      {children}
    </div>
  );
}
