import type { Schemas } from '@cuadre/api-client';
import { formatCents, formatDate, isCalendarDate, sumCents } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import { Button, DataTable, Heading, Stack, DatePicker, EmptyState, Select, Stat, Toolbar, Tiles } from '@cuadre/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { TipsPage } from '../components/tips-page.tsx';
import { tableStatus, useDatePickerLabels, useTableText } from '../components/ui-text.ts';
import { puertoRicoToday, useTipsScope } from '../hooks/use-tips-scope.ts';
import { shiftDate } from '../utils/day-rows.ts';
import { downloadText } from '../utils/download.ts';
import type { ReportGrouping, ReportRow } from '../utils/tips-report.ts';
import { REPORT_GROUPINGS, reportCsv, tipsReport } from '../utils/tips-report.ts';

const GROUPING_KEYS = {
  role: 'tips.reports.byRole',
  worker: 'tips.reports.byWorker',
  day: 'tips.reports.byDay',
} as const;
const PAGE_LIMIT = 200;
const MAX_PAGES = 50;

// Tips → Reports: tips of a period by role, worker or day, with a CSV export of what is shown.
export function TipsReportsPage() {
  return <TipsPage path="/tips/reports">{(scope) => <Reports {...scope} />}</TipsPage>;
}

function Reports({ companyId, workerGroupCode }: { companyId: string; workerGroupCode: string }) {
  const t = useT();
  const { locale } = useTipsScope();
  const { client, query } = useTipsApi();
  const today = puertoRicoToday();
  const [from, setFrom] = useState(shiftDate(today, -13));
  const [to, setTo] = useState(today);
  const [grouping, setGrouping] = useState<ReportGrouping>('role');
  const rangeError = from > to ? t('tips.reports.rangeError') : undefined;
  const workers = query.useQuery('get', '/tips/users-employees', { params: { query: { companyId, workerGroupCode } } });
  // Every page of the period's tips; the key sits under the API's own so sign-out clears it.
  const tips = useQuery({
    queryKey: ['get', '/tips/history', { report: { companyId, workerGroupCode, from, to } }],
    enabled: rangeError === undefined,
    queryFn: async ({ signal }) => {
      const all: Schemas['TipRecord'][] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const { data, error } = await client.GET('/tips/history', {
          params: { query: { companyId, workerGroupCode, from, to, page, limit: PAGE_LIMIT } },
          signal,
        });
        if (error !== undefined) throw new Error(error.detail ?? error.title);
        all.push(...data.items);
        if (all.length >= data.total || data.items.length === 0) break;
      }
      return all;
    },
  });
  const names = useMemo(
    () => new Map((workers.data?.workers ?? []).map((worker) => [worker.id, worker])),
    [workers.data],
  );
  const rows = useMemo(() => tipsReport(tips.data ?? [], grouping, names), [tips.data, grouping, names]);
  const labelHeader = t(
    grouping === 'role' ? 'tips.col.role' : grouping === 'worker' ? 'tips.col.worker' : 'tips.col.date',
  );
  const exportCsv = () =>
    downloadText(
      `tips-by-${grouping}-${workerGroupCode}-${from}-${to}.csv`,
      reportCsv(rows, {
        label: labelHeader,
        tips: t('tips.col.tipCount'),
        workers: t('tips.col.workers'),
        total: t('tips.col.total'),
        digital: t('tips.col.digital'),
        nonDigital: t('tips.col.nonDigital'),
      }),
    );
  const text = useTableText();
  const dateLabels = useDatePickerLabels();
  const money = (key: 'total' | 'digital' | 'nonDigital', header: string): DataTableColumn<ReportRow> => ({
    id: key,
    header,
    value: (row) => row[key],
    cell: (row) => formatCents(row[key], locale),
    numeric: true,
    width: 130,
  });
  const columns: DataTableColumn<ReportRow>[] = [
    {
      id: 'label',
      header: labelHeader,
      value: (row) => (grouping === 'day' ? row.key : row.label),
      cell: (row) => (grouping === 'day' ? formatDate(row.key, locale) : row.label),
    },
    { id: 'tips', header: t('tips.col.tipCount'), value: (row) => row.tips, numeric: true, width: 130 },
    // "Empleados" whole beside its sort icon.
    { id: 'workers', header: t('tips.col.workers'), value: (row) => row.workers, numeric: true, width: 125 },
    money('total', t('tips.col.total')),
    money('digital', t('tips.col.digital')),
    money('nonDigital', t('tips.col.nonDigital')),
  ];
  return (
    <>
      <Toolbar
        label={t('tips.reports.filters')}
        actions={
          <Button variant="outline" disabled={rows.length === 0} onClick={exportCsv}>
            {t('tips.reports.export')}
          </Button>
        }
      >
        <DatePicker
          label={t('tips.reports.from')}
          value={from}
          maxValue={today}
          {...dateLabels}
          {...(rangeError === undefined ? {} : { errorMessage: rangeError })}
          onChange={(value) => value !== null && isCalendarDate(value) && setFrom(value)}
        />
        <DatePicker
          label={t('tips.reports.to')}
          value={to}
          maxValue={today}
          {...dateLabels}
          onChange={(value) => value !== null && isCalendarDate(value) && setTo(value)}
        />
        <Select
          label={t('tips.reports.groupBy')}
          value={grouping}
          onValueChange={(value) => setGrouping(value as ReportGrouping)}
          options={REPORT_GROUPINGS.map((value) => ({ value, label: t(GROUPING_KEYS[value]) }))}
        />
      </Toolbar>
      <Tiles space="small" minTileWidth="small">
        <Stat label={t('tips.reports.total')} value={formatCents(sumCents(rows.map((row) => row.total)), locale)} />
        <Stat label={t('tips.col.digital')} value={formatCents(sumCents(rows.map((row) => row.digital)), locale)} />
        <Stat
          label={t('tips.col.nonDigital')}
          value={formatCents(sumCents(rows.map((row) => row.nonDigital)), locale)}
        />
        <Stat label={t('tips.col.tipCount')} value={String((tips.data ?? []).length)} />
      </Tiles>
      <Stack space="small">
        <Heading level={3} as="h2">
          {t(GROUPING_KEYS[grouping])}
        </Heading>
        <DataTable
          label={t(GROUPING_KEYS[grouping])}
          columns={columns}
          data={rows}
          getRowId={(row) => row.key}
          status={rangeError === undefined ? tableStatus(tips) : 'success'}
          onRetry={() => void tips.refetch()}
          empty={<EmptyState title={t('tips.reports.empty.title')} description={t('tips.reports.empty.description')} />}
          {...text}
        />
      </Stack>
    </>
  );
}
