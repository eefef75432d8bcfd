import type { Locale } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useDeferredValue, useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { refreshTips } from '../api/tips-cache.ts';
import type { DayRow } from '../utils/day-rows.ts';
import { formatClock, formatHours, parseHours, workerName } from '../utils/day-rows.ts';
import { REVIEW_KEYS, REVIEW_TONE, SHIFT_KEYS, TIP_STATUS_KEYS, TIP_STATUS_TONE } from './use-tips-labels.ts';
import { EmptyState, ErrorState, Money, SkeletonRows, StatusPill, TableMessage, TableScroll } from './ui-bits.tsx';
import * as styles from './tips.css.ts';

const COLUMNS = 9;

type Props = {
  rows: DayRow[];
  locale: Locale;
  companyId: string;
  workerGroupCode: string;
  date: string;
  canEditHours: boolean;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onShowWorker: (workerId: string) => void;
};

// The day's workers, one row per tip: clock, hours (editable where allowed), role, shift, tips and statuses.
export function DayWorkersTable({
  rows,
  locale,
  companyId,
  workerGroupCode,
  date,
  canEditHours,
  isPending,
  isError,
  onRetry,
  onShowWorker,
}: Props) {
  const t = useT();
  const [editing, setEditing] = useState<string | null>(null);
  // A day (or its hours) that arrives is drawn in a deferred render: React draws the rows in slices between the
  // browser's other work rather than in one long task, and the table shows what it showed until they are ready.
  const shownRows = useDeferredValue(rows);
  const shownPending = useDeferredValue(isPending);
  return (
    <TableScroll label={t('tips.day.workersCaption', { date })}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{t('tips.day.workersCaption', { date })}</caption>
        <thead>
          <tr>
            <th className={styles.th} scope="col">
              {t('tips.col.worker')}
            </th>
            <th className={styles.th} scope="col">
              {t('tips.col.role')}
            </th>
            <th className={styles.th} scope="col">
              {t('tips.col.shift')}
            </th>
            <th className={styles.th} scope="col">
              {t('tips.col.clock')}
            </th>
            <th
              className={`${styles.th} ${styles.numeric} ${canEditHours ? styles.hoursColumnEditable : styles.hoursColumn}`}
              scope="col"
            >
              {t('tips.col.hours')}
            </th>
            <th className={`${styles.th} ${styles.numeric}`} scope="col">
              {t('tips.col.total')}
            </th>
            <th className={`${styles.th} ${styles.numeric}`} scope="col">
              {t('tips.col.digital')}
            </th>
            <th className={`${styles.th} ${styles.numeric}`} scope="col">
              {t('tips.col.nonDigital')}
            </th>
            <th className={styles.th} scope="col">
              {t('tips.col.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {isError ? (
            <TableMessage columns={COLUMNS}>
              <ErrorState onRetry={onRetry} />
            </TableMessage>
          ) : shownPending ? (
            // As many rows as the scroll area shows, so the panels below stay put when a busy day arrives.
            <SkeletonRows columns={COLUMNS} rows={15} />
          ) : shownRows.length === 0 ? (
            <TableMessage columns={COLUMNS}>
              <EmptyState title={t('tips.day.empty.title')} description={t('tips.day.empty.description')} />
            </TableMessage>
          ) : (
            <DayRows
              rows={shownRows}
              locale={locale}
              companyId={companyId}
              workerGroupCode={workerGroupCode}
              date={date}
              canEditHours={canEditHours}
              editing={editing}
              setEditing={setEditing}
              onShowWorker={onShowWorker}
            />
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

type DayRowsProps = Pick<
  Props,
  'rows' | 'locale' | 'companyId' | 'workerGroupCode' | 'date' | 'canEditHours' | 'onShowWorker'
> & {
  editing: string | null;
  setEditing: (tipId: string | null) => void;
};

// Memoised: a render of the table with the same rows (the urgent pass before the deferred one) draws none again.
const DayRows = memo(function DayRows({
  rows,
  locale,
  companyId,
  workerGroupCode,
  date,
  canEditHours,
  editing,
  setEditing,
  onShowWorker,
}: DayRowsProps) {
  const t = useT();
  return (
    <>
      {rows.map((row) => (
        <tr key={row.tip.id} className={styles.row}>
          <td className={`${styles.td} ${styles.workerCell}`}>
            <button
              type="button"
              className={`${styles.linkButton} ${styles.nowrap}`}
              onClick={() => onShowWorker(row.tip.workerId)}
            >
              {workerName(row.worker, row.tip.payrollFileNumber)}
            </button>{' '}
            <span className={`${styles.muted} ${styles.nowrap}`}>{row.tip.payrollFileNumber}</span>
          </td>
          <td className={styles.td}>{row.tip.role}</td>
          <td className={styles.td}>
            {t(SHIFT_KEYS[row.tip.shiftType])}
            {row.tip.shift !== '' && row.tip.shift !== row.tip.shiftType ? (
              <span className={styles.muted}> · {row.tip.shift}</span>
            ) : null}
          </td>
          <td className={styles.td}>
            {formatClock(row.tip.clockIn, locale)} –{' '}
            {row.tip.clockOut === null ? (
              <span className={styles.muted}>{t('tips.day.stillIn')}</span>
            ) : (
              formatClock(row.tip.clockOut, locale)
            )}
          </td>
          <td className={`${styles.td} ${styles.numeric}`}>
            {editing === row.tip.id && row.hours !== undefined ? (
              <HoursEditor
                row={row}
                companyId={companyId}
                workerGroupCode={workerGroupCode}
                date={date}
                locale={locale}
                onDone={() => setEditing(null)}
              />
            ) : (
              <HoursCell row={row} locale={locale} canEdit={canEditHours} onEdit={() => setEditing(row.tip.id)} />
            )}
          </td>
          <td className={`${styles.td} ${styles.numeric}`}>
            <Money cents={row.tip.total} locale={locale} />
          </td>
          <td className={`${styles.td} ${styles.numeric}`}>
            <Money cents={row.tip.digitalTotal} locale={locale} />
          </td>
          <td className={`${styles.td} ${styles.numeric}`}>
            <Money cents={row.tip.nonDigitalTotal} locale={locale} />
          </td>
          <td className={styles.td}>
            <span className={styles.statusStack}>
              <StatusPill tone={TIP_STATUS_TONE[row.tip.status]}>{t(TIP_STATUS_KEYS[row.tip.status])}</StatusPill>
              {row.tip.reviewStatus === 'unreviewed' ? null : (
                <StatusPill tone={REVIEW_TONE[row.tip.reviewStatus]}>{t(REVIEW_KEYS[row.tip.reviewStatus])}</StatusPill>
              )}
            </span>
          </td>
        </tr>
      ))}
    </>
  );
});

function HoursCell({
  row,
  locale,
  canEdit,
  onEdit,
}: {
  row: DayRow;
  locale: Locale;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const t = useT();
  const hours = row.hours;
  if (hours === undefined) return <span className={styles.muted}>—</span>;
  const changed = hours.hours !== hours.originalHours;
  const name = workerName(row.worker, row.tip.payrollFileNumber);
  return (
    <span className={styles.rowActions}>
      {changed ? (
        <span className={styles.strike} title={t('tips.hours.original')}>
          <span className={styles.visuallyHidden}>{t('tips.hours.original')} </span>
          {formatHours(hours.originalHours, locale)}
        </span>
      ) : null}
      <span>{formatHours(hours.hours, locale)}</span>
      {canEdit && hours.canUpdateHours ? (
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t('tips.hours.editFor', { name })}>
          {t('tips.hours.edit')}
        </Button>
      ) : null}
    </span>
  );
}

function HoursEditor({
  row,
  companyId,
  workerGroupCode,
  date,
  locale,
  onDone,
}: {
  row: DayRow;
  companyId: string;
  workerGroupCode: string;
  date: string;
  locale: Locale;
  onDone: () => void;
}) {
  const t = useT();
  const { client } = useTipsApi();
  const queryClient = useQueryClient();
  const [text, setText] = useState(String(row.hours?.hours ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const name = workerName(row.worker, row.tip.payrollFileNumber);
  const save = async () => {
    const parsed = parseHours(text);
    if ('error' in parsed) {
      setError(parsed.error === 'range' ? t('tips.hours.range') : t('tips.hours.invalid'));
      return;
    }
    setSaving(true);
    const { error: problem } = await client.PUT('/tips/workers-hours', {
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: {
        companyId,
        workerGroupCode,
        dateTip: date,
        rows: [{ tipId: row.tip.id, workerId: row.tip.workerId, hours: parsed.hours }],
      },
    });
    setSaving(false);
    if (problem !== undefined) {
      setError(problem.errors?.[0]?.message ?? problem.detail ?? problem.title);
      return;
    }
    await refreshTips(queryClient);
    onDone();
  };
  return (
    <form
      className={styles.rowActions}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <span className={styles.muted}>
        {t('tips.hours.originalValue', { hours: formatHours(row.hours?.originalHours ?? 0, locale) })}
      </span>
      <input
        className={styles.numberControl}
        inputMode="decimal"
        aria-label={t('tips.hours.inputFor', { name })}
        aria-invalid={error !== null}
        value={text}
        onChange={(event) => setText(event.target.value)}
        // The editor opens on the user's request, so focus follows them there.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <Button type="submit" size="sm" loading={saving}>
        {t('tips.save')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone}>
        {t('tips.cancel')}
      </Button>
      {error === null ? null : (
        <span role="alert" className={styles.fieldError}>
          {error}
        </span>
      )}
    </form>
  );
}
