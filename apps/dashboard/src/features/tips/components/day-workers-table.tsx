import type { Locale } from '@cuadre/domain';
import { formatCents, formatDate } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import { Button, DataTable, EmptyState, Form, Inline, Stack, StatusPill, Text, TextField } from '@cuadre/ui';
import { visuallyHidden } from '@cuadre/ui/css';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { refreshTips } from '../api/tips-cache.ts';
import type { DayRow } from '../utils/day-rows.ts';
import { formatClock, formatHours, parseHours, workerName } from '../utils/day-rows.ts';
import { REVIEW_KEYS, REVIEW_TONE, SHIFT_KEYS, TIP_STATUS_KEYS, TIP_STATUS_TONE } from './use-tips-labels.ts';
import { useTableText } from './ui-text.ts';

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
  const text = useTableText();
  const [editing, setEditing] = useState<string | null>(null);
  // A day (or its hours) that arrives is drawn in a deferred render: React draws the rows in slices between the
  // browser's other work rather than in one long task, and the table shows what it showed until they are ready.
  const shownRows = useDeferredValue(rows);
  const shownPending = useDeferredValue(isPending);
  // The same columns while nothing they draw with changes, so the table does not draw its rows again.
  const columns = useMemo(
    (): DataTableColumn<DayRow>[] => [
      {
        id: 'worker',
        header: t('tips.col.worker'),
        value: (row) => workerName(row.worker, row.tip.payrollFileNumber),
        // The name cut with an ellipsis where the column is narrower (its title says it whole), the payroll file
        // number under it.
        cell: (row) => {
          const name = workerName(row.worker, row.tip.payrollFileNumber);
          return (
            <Button variant="link" size="sm" title={name} onClick={() => onShowWorker(row.tip.workerId)}>
              {name}
            </Button>
          );
        },
        secondary: (row) => row.tip.payrollFileNumber,
      },
      // "Banquet Server" whole.
      { id: 'role', header: t('tips.col.role'), value: (row) => row.tip.role, width: 125 },
      {
        id: 'shift',
        header: t('tips.col.shift'),
        value: (row) => t(SHIFT_KEYS[row.tip.shiftType]),
        // The shift's own name ("regular", "double") under its type, as the payroll number sits under the worker's
        // name: on one line it took the width the names need.
        width: 105,
        secondary: (row) => (row.tip.shift !== '' && row.tip.shift !== row.tip.shiftType ? row.tip.shift : null),
      },
      {
        id: 'clock',
        header: t('tips.col.clock'),
        value: (row) => row.tip.clockIn,
        // Clock in over clock out, as the header reads: "12:45 p. m. – 11:15 p. m." on one line took 190 px, and the
        // workers' names were cut for it.
        width: 120,
        cell: (row) => (
          <Stack space="none">
            <span>{formatClock(row.tip.clockIn, locale)} –</span>
            {row.tip.clockOut === null ? (
              <Text tone="muted">{t('tips.day.stillIn')}</Text>
            ) : (
              <span>{formatClock(row.tip.clockOut, locale)}</span>
            )}
          </Stack>
        ),
      },
      {
        id: 'hours',
        header: t('tips.col.hours'),
        value: (row) => row.hours?.hours ?? null,
        numeric: true,
        // As wide from the start as with hours, a struck original and Edit, so the columns to its right stay put;
        // wider while a row's hours are edited.
        width: editing !== null ? 360 : canEditHours ? 168 : 96,
        cell: (row) =>
          editing === row.tip.id && row.hours !== undefined ? (
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
          ),
      },
      // "$1,234.56" whole in 90 px ("Efectivo" beside its sort icon needs the 96 of the others): the names keep their
      // width beside the page's scrollbar.
      amountColumn('total', t('tips.col.total'), (row) => row.tip.total, locale, 90),
      // "Digitales" whole beside its sort icon.
      amountColumn('digital', t('tips.col.digital'), (row) => row.tip.digitalTotal, locale, 104),
      amountColumn('nonDigital', t('tips.col.nonDigital'), (row) => row.tip.nonDigitalTotal, locale),
      {
        id: 'status',
        header: t('tips.col.status'),
        value: (row) => row.tip.status,
        width: 120,
        // The statuses one above the other: the column stays as wide as one pill.
        cell: (row) => (
          <Stack space="xxsmall" align="left">
            <StatusPill tone={TIP_STATUS_TONE[row.tip.status]}>{t(TIP_STATUS_KEYS[row.tip.status])}</StatusPill>
            {row.tip.reviewStatus === 'unreviewed' ? null : (
              <StatusPill tone={REVIEW_TONE[row.tip.reviewStatus]}>{t(REVIEW_KEYS[row.tip.reviewStatus])}</StatusPill>
            )}
          </Stack>
        ),
      },
    ],
    [t, locale, companyId, workerGroupCode, date, canEditHours, editing, onShowWorker],
  );
  return (
    <DataTable
      // The day as the page shows it ("Nov 20, 2026"), not as the API names it.
      label={t('tips.day.workersCaption', { date: formatDate(date, locale) })}
      columns={columns}
      data={shownRows}
      getRowId={(row) => row.tip.id}
      status={isError ? 'error' : shownPending ? 'loading' : 'success'}
      onRetry={onRetry}
      empty={<EmptyState title={t('tips.day.empty.title')} description={t('tips.day.empty.description')} />}
      height={560}
      {...text}
    />
  );
}

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
  if (hours === undefined) return <Text tone="muted">—</Text>;
  const changed = hours.hours !== hours.originalHours;
  const name = workerName(row.worker, row.tip.payrollFileNumber);
  return (
    <Inline as="span" space="xsmall" align="right" wrap={false}>
      {changed ? (
        <Text tone="muted" numeric title={t('tips.hours.original')}>
          <s>
            <span className={visuallyHidden}>{t('tips.hours.original')} </span>
            {formatHours(hours.originalHours, locale)}
          </s>
        </Text>
      ) : null}
      <Text numeric>{formatHours(hours.hours, locale)}</Text>
      {canEdit && hours.canUpdateHours ? (
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t('tips.hours.editFor', { name })}>
          {t('tips.hours.edit')}
        </Button>
      ) : null}
    </Inline>
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
  // The editor opens on the user's request, so focus follows them there.
  const field = useRef<HTMLElement>(null);
  useEffect(() => field.current?.querySelector('input')?.focus(), []);
  return (
    <Form onSubmit={() => void save()}>
      <Inline space="xsmall" align="right" alignY="center" wrap={false} ref={field}>
        <Text size="small" tone="muted">
          {t('tips.hours.originalValue', { hours: formatHours(row.hours?.originalHours ?? 0, locale) })}
        </Text>
        <TextField
          label={t('tips.hours.inputFor', { name })}
          hideLabel
          value={text}
          onChange={setText}
          {...(error === null ? {} : { errorMessage: error })}
        />
        <Button type="submit" size="sm" loading={saving}>
          {t('tips.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('tips.cancel')}
        </Button>
      </Inline>
    </Form>
  );
}

// A column of amounts in cents, each shown as money.
function amountColumn(
  id: string,
  header: string,
  amount: (row: DayRow) => number,
  locale: Locale,
  width = 96,
): DataTableColumn<DayRow> {
  return { id, header, width, value: amount, cell: (row) => formatCents(amount(row), locale), numeric: true };
}
