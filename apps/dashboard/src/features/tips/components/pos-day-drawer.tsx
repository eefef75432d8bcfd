import type { Cents, Locale } from '@cuadre/domain';
import { formatCents, formatDate } from '@cuadre/domain';
import type { BadgeTone, DataTableColumn } from '@cuadre/ui';
import { Alert, DataTable, Drawer, EmptyState, Stack, Stat, StatusPill, Text, Tiles } from '@cuadre/ui';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import type { DayRow } from '../utils/day-rows.ts';
import { formatClock, formatHours } from '../utils/day-rows.ts';
import type { PosComparisonRow } from '../utils/pos-day.ts';
import { comparePosDay } from '../utils/pos-day.ts';
import { fixedColumn, useTableText } from './ui-text.ts';

type Props = {
  companyId: string;
  workerGroupCode: string;
  date: string;
  locale: Locale;
  // The day as the home shows it: tips recorded and hours entered.
  rows: readonly DayRow[];
  dayPending: boolean;
  dayError: boolean;
  onRetryDay: () => void;
  onClose: () => void;
};

const CHECK: Record<
  PosComparisonRow['status'],
  { tone: BadgeTone; key: 'tips.pos.matches' | 'tips.pos.posOnly' | 'tips.pos.enteredOnly' }
> = {
  matches: { tone: 'positive', key: 'tips.pos.matches' },
  differs: { tone: 'caution', key: 'tips.pos.matches' },
  'pos-only': { tone: 'critical', key: 'tips.pos.posOnly' },
  'entered-only': { tone: 'critical', key: 'tips.pos.enteredOnly' },
};

// Tips → Home, a day's detail: the point of sale's clock and tips beside the hours entered and the tips recorded.
export function PosDayDrawer({
  companyId,
  workerGroupCode,
  date,
  locale,
  rows,
  dayPending,
  dayError,
  onRetryDay,
  onClose,
}: Props) {
  const t = useT();
  const { query } = useTipsApi();
  const pos = query.useQuery('get', '/tips/get-workers-data-by-date-blu-host', {
    params: { query: { companyId, workerGroupCode, date } },
  });
  const comparison = useMemo(() => comparePosDay(pos.data?.rows ?? [], rows), [pos.data, rows]);
  const pending = pos.isPending || dayPending;
  const failed = pos.isError || dayError;
  const money = (cents: Cents) => formatCents(cents, locale);
  const text = useTableText();
  const columns: DataTableColumn<PosComparisonRow>[] = [
    {
      id: 'worker',
      header: t('tips.col.worker'),
      value: (row) => row.name,
      // The role under the name, and a point-of-sale id no worker has.
      secondary: (row) =>
        row.pos !== undefined && row.pos.workerId === null
          ? `${row.role} · ${t('tips.pos.unmatched', { posId: row.pos.posId })}`
          : row.role,
      ...fixedColumn,
    },
    {
      id: 'shift',
      header: t('tips.col.shift'),
      value: (row) => row.pos?.shift ?? row.day?.tip.shift ?? '—',
      width: 96,
      ...fixedColumn,
    },
    {
      id: 'clock',
      header: t('tips.pos.clock'),
      value: (row) => row.pos?.clockIn ?? null,
      cell: (row) =>
        row.pos === undefined ? (
          '—'
        ) : (
          <>
            {formatClock(row.pos.clockIn, locale)} –{' '}
            {row.pos.clockOut === null ? (
              <Text tone="muted">{t('tips.day.stillIn')}</Text>
            ) : (
              formatClock(row.pos.clockOut, locale)
            )}
          </>
        ),
      width: 150,
      ...fixedColumn,
    },
    {
      id: 'posHours',
      header: t('tips.pos.posHours'),
      value: (row) => row.pos?.hours ?? null,
      cell: (row) => (
        <Marked differs={row.hoursDiffer}>{row.pos === undefined ? '—' : formatHours(row.pos.hours, locale)}</Marked>
      ),
      numeric: true,
      width: 104,
      ...fixedColumn,
    },
    {
      id: 'enteredHours',
      header: t('tips.pos.enteredHours'),
      value: (row) => row.enteredHours,
      cell: (row) => (
        <Marked differs={row.hoursDiffer}>
          {row.enteredHours === null ? '—' : formatHours(row.enteredHours, locale)}
        </Marked>
      ),
      numeric: true,
      width: 104,
      ...fixedColumn,
    },
    {
      id: 'posTips',
      header: t('tips.pos.posTips'),
      value: (row) => (row.pos === undefined ? null : row.pos.digitalTips + row.pos.nonDigitalTips),
      cell: (row) =>
        row.pos === undefined ? (
          '—'
        ) : (
          <TipsCell
            total={row.pos.digitalTips + row.pos.nonDigitalTips}
            digital={row.pos.digitalTips}
            cash={row.pos.nonDigitalTips}
            differs={row.tipsDiffer}
            money={money}
          />
        ),
      numeric: true,
      width: 130,
      ...fixedColumn,
    },
    {
      id: 'recordedTips',
      header: t('tips.pos.recordedTips'),
      value: (row) => row.day?.tip.total ?? null,
      cell: (row) =>
        row.day === undefined ? (
          '—'
        ) : (
          <TipsCell
            total={row.day.tip.total}
            digital={row.day.tip.digitalTotal}
            cash={row.day.tip.nonDigitalTotal}
            differs={row.tipsDiffer}
            money={money}
          />
        ),
      numeric: true,
      width: 130,
      ...fixedColumn,
    },
    {
      id: 'check',
      header: t('tips.pos.check'),
      value: (row) => row.status,
      cell: (row) => <CheckCell row={row} />,
      width: 150,
      ...fixedColumn,
    },
  ];
  return (
    <Drawer
      title={t('tips.pos.title', { date: formatDate(date, locale) })}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      closeLabel={t('tips.close')}
      size="xlarge"
    >
      <Stack space="medium">
        <Text as="p" tone="muted">
          {t('tips.pos.description')}
        </Text>
        {failed || pending ? null : (
          <>
            <Tiles space="small" minTileWidth="small">
              <Stat label={t('tips.pos.posHours')} value={formatHours(comparison.posHours, locale)} />
              <Stat label={t('tips.pos.enteredHours')} value={formatHours(comparison.enteredHours, locale)} />
              <Stat label={t('tips.pos.posTips')} value={money(comparison.posTips)} />
              <Stat label={t('tips.pos.recordedTips')} value={money(comparison.recordedTips)} />
            </Tiles>
            {comparison.rows.length === 0 ? null : comparison.differing > 0 ? (
              <Alert tone="caution" title={t('tips.pos.differs', { count: comparison.differing })} />
            ) : (
              <Alert tone="positive" title={t('tips.pos.allMatch')} />
            )}
          </>
        )}
        <DataTable
          label={t('tips.pos.caption', { date: formatDate(date, locale) })}
          columns={columns}
          data={comparison.rows}
          getRowId={(row) => row.key}
          status={failed ? 'error' : pending ? 'loading' : 'success'}
          onRetry={() => {
            if (pos.isError) void pos.refetch();
            if (dayError) onRetryDay();
          }}
          empty={<EmptyState title={t('tips.pos.empty.title')} description={t('tips.pos.empty.description')} />}
          height={520}
          {...text}
        />
      </Stack>
    </Drawer>
  );
}

// A value that differs from the other side: strong, in the caution colour, named in the row's Check column too.
function Marked({ differs, children }: { differs: boolean; children: ReactNode }) {
  if (!differs) return <>{children}</>;
  return (
    <Text tone="caution" weight="semibold" data-differs="">
      {children}
    </Text>
  );
}

// A total over its digital and cash parts.
function TipsCell({
  total,
  digital,
  cash,
  differs,
  money,
}: {
  total: Cents;
  digital: Cents;
  cash: Cents;
  differs: boolean;
  money: (cents: Cents) => string;
}) {
  const t = useT();
  return (
    <Stack space="none" align="right">
      <Marked differs={differs}>{money(total)}</Marked>
      <Text size="xsmall" tone={differs ? 'caution' : 'muted'}>
        {t('tips.pos.digital', { amount: money(digital) })}
      </Text>
      <Text size="xsmall" tone={differs ? 'caution' : 'muted'}>
        {t('tips.pos.cash', { amount: money(cash) })}
      </Text>
    </Stack>
  );
}

function CheckCell({ row }: { row: PosComparisonRow }) {
  const t = useT();
  if (row.status !== 'differs')
    return <StatusPill tone={CHECK[row.status].tone}>{t(CHECK[row.status].key)}</StatusPill>;
  return (
    <Stack space="xxsmall" align="left">
      {row.hoursDiffer ? <StatusPill tone="caution">{t('tips.pos.hoursDiffer')}</StatusPill> : null}
      {row.tipsDiffer ? <StatusPill tone="critical">{t('tips.pos.tipsDiffer')}</StatusPill> : null}
    </Stack>
  );
}
