import {
  Alert,
  Button,
  DataTable,
  EmptyState,
  Inline,
  PageHeader,
  Select,
  Stack,
  StatusPill,
  Text,
  useToast,
  type DataTableColumn,
} from '@cuadre/ui';
import { formatCents, formatDate, todayInPuertoRico } from '@cuadre/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Download, History, Upload } from 'lucide-react';
import { Suspense, lazy, useMemo, useState } from 'react';
import { PeriodText } from '../../../shared/components/period-text.tsx';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { useEwaClient } from '../api/ewa-client.ts';
import { deductionsQuery, payrollStatusQuery, periodsQuery, workerCountsQuery } from '../api/ewa-queries.ts';
import type { DeductionRecord, PayFrequency } from '../api/ewa-types.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import { useEwaT } from '../messages.ts';
import { filenameFrom, saveFile } from '../utils/save-file.ts';
import { DeductionVersionsDrawer } from './deduction-versions-drawer.tsx';
import type { PeriodRow } from './period-rows.ts';
import { periodRows } from './period-rows.ts';

// The upload dialog and its CSV parser download when an admin first opens it.
const UploadDeductionsDialog = lazy(() =>
  import('./upload-deductions-dialog.tsx').then((module) => ({ default: module.UploadDeductionsDialog })),
);

const CYCLES: readonly PayFrequency[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];

export function DeductionsScreen() {
  const t = useEwaT();
  const session = useEwaSession();
  const client = useEwaClient();
  const { toast } = useToast();
  useDocumentTitle(t('ewa.deductions.title'));
  const periods = useQuery(periodsQuery(client, session.companyId));
  const records = useQuery(deductionsQuery(client, session.companyId));
  const statuses = useQueries({
    queries: session.workerGroups.map((group) => payrollStatusQuery(client, session.companyId, group.workerGroupCode)),
  });
  const today = todayInPuertoRico(new Date());
  const rows = useMemo(
    () => (periods.data && records.data ? periodRows(periods.data, records.data, today) : []),
    [periods.data, records.data, today],
  );
  const periodIds = useMemo(() => rows.flatMap((row) => (row.periodId ? [row.periodId] : [])), [rows]);
  const counts = useQuery(workerCountsQuery(client, periodIds));
  const [cycle, setCycle] = useState<PayFrequency | 'all'>('all');
  const [group, setGroup] = useState<string>('all');
  const [uploadFor, setUploadFor] = useState<string | null | undefined>(undefined);
  const [versionsOf, setVersionsOf] = useState<string | null>(null);
  const versionsRow = rows.find((row) => row.key === versionsOf) ?? null;
  const canUpload = session.allowed('ewa.deductions.upload');
  const visible = rows.filter(
    (row) => (cycle === 'all' || row.cycle === cycle) && (group === 'all' || row.workerGroupCode === group),
  );
  const overdue = rows.filter((row) => row.status === 'overdue');
  const missingGroups = session.workerGroups.filter((_, index) => statuses[index]?.data === false);
  const statusesReady = statuses.every((status) => status.data !== undefined);
  const money = (cents: number) => formatCents(cents, session.locale);
  const date = (value: string) => formatDate(value, session.locale);

  const download = async (record: DeductionRecord) => {
    const { data, error, response } = await client.GET('/deductions/{deductionId}/file', {
      params: { path: { deductionId: record.id }, query: { kind: 'deductions' } },
      parseAs: 'text',
    });
    if (error || data === undefined) {
      toast({ variant: 'destructive', title: t('ewa.deductions.downloadFailed') });
      return;
    }
    saveFile(
      data,
      filenameFrom(
        response.headers.get('content-disposition'),
        `deductions-${record.workerGroupCode}-${record.startDate}-${record.endDate}-${record.set}.csv`,
      ),
    );
  };

  const statusPill = (row: PeriodRow) =>
    row.status === 'uploaded' ? (
      <StatusPill tone="positive">{t('ewa.deductions.status.uploaded')}</StatusPill>
    ) : row.status === 'overdue' ? (
      <StatusPill tone="critical">{t('ewa.deductions.status.overdue')}</StatusPill>
    ) : (
      <StatusPill tone="caution">{t('ewa.deductions.status.awaiting')}</StatusPill>
    );

  const workers = (row: PeriodRow) =>
    row.periodId && counts.data ? (counts.data[row.periodId] ?? 0) : (row.latest?.workerCount ?? null);
  const columns: DataTableColumn<PeriodRow>[] = [
    // The group's pay cycle under its code (a group pays on one cycle): as a column of its own, "Cada dos semanas" and
    // the Spanish periods were cut at 1280 pixels.
    {
      id: 'group',
      width: 135,
      header: t('ewa.deductions.column.group'),
      value: (row) => row.workerGroupCode,
      secondary: (row) => t(`ewa.payFrequency.${row.cycle}`),
    },
    {
      id: 'period',
      // "Oct 26 – Nov 8, 2026" on one line, the period's shared year said once; a longer one ("26 de oct – 8 de nov de
      // 2026", a period across two years) takes two lines, broken at its dash, so the file's three buttons keep their
      // room beside the page's scrollbar.
      width: 200,
      header: t('ewa.deductions.column.period'),
      value: (row) => row.startDate,
      cell: (row) => <PeriodText startDate={row.startDate} endDate={row.endDate} locale={session.locale} />,
    },
    {
      id: 'deductionDate',
      width: 115,
      header: t('ewa.deductions.column.deductionDate'),
      value: (row) => row.deductionDate ?? null,
      cell: (row) => (row.deductionDate ? date(row.deductionDate) : '—'),
    },
    {
      id: 'origin',
      width: 100,
      header: t('ewa.deductions.column.origin'),
      value: (row) => (row.origin ? t(`ewa.deductions.origin.${row.origin}`) : '—'),
    },
    {
      id: 'workers',
      // "Empleados" whole beside its sort icon.
      width: 115,
      header: t('ewa.deductions.column.workers'),
      numeric: true,
      value: workers,
      cell: (row) => workers(row) ?? '—',
    },
    {
      id: 'total',
      width: 100,
      header: t('ewa.deductions.column.total'),
      numeric: true,
      value: (row) => row.latest?.total ?? null,
      cell: (row) => (row.latest ? money(row.latest.total) : '—'),
    },
    {
      id: 'status',
      width: 120,
      header: t('ewa.deductions.column.status'),
      value: (row) => row.status,
      cell: statusPill,
    },
    {
      // What is left of the width: the CSV, the versions and the upload side by side at 1280 pixels.
      id: 'actions',
      header: t('ewa.deductions.column.actions'),
      value: () => null,
      sortable: false,
      hideable: false,
      cell: (row) => (
        <Inline as="span" space="xxsmall" wrap={false}>
          {row.latest ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void download(row.latest!)}
              aria-label={t('ewa.deductions.downloadFor', { period: `${row.workerGroupCode} ${date(row.startDate)}` })}
            >
              <Download size={14} aria-hidden="true" />
              {t('ewa.deductions.download')}
            </Button>
          ) : null}
          {row.versions.length > 1 ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setVersionsOf(row.key)}
              title={t('ewa.deductions.versions.open', { count: row.versions.length })}
              aria-label={t('ewa.deductions.versions.openFor', {
                count: row.versions.length,
                period: `${row.workerGroupCode} ${date(row.startDate)}`,
              })}
            >
              {/* The count beside the history icon, its words in the title: the three buttons fit at 1280 pixels. */}
              <History size={14} aria-hidden="true" />
              {row.versions.length}
            </Button>
          ) : null}
          {row.periodId && canUpload ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setUploadFor(row.periodId)}
              aria-label={t('ewa.deductions.uploadFor', { period: `${row.workerGroupCode} ${date(row.startDate)}` })}
            >
              <Upload size={14} aria-hidden="true" />
              {t('ewa.deductions.upload')}
            </Button>
          ) : null}
        </Inline>
      ),
    },
  ];

  const uploadable = rows.filter((row) => row.periodId !== null);

  return (
    <Stack space="medium">
      <PageHeader
        title={t('ewa.deductions.title')}
        description={t('ewa.deductions.description')}
        actions={
          canUpload ? (
            <Button onClick={() => setUploadFor(null)} disabled={uploadable.length === 0}>
              <Upload size={16} aria-hidden="true" />
              {t('ewa.deductions.uploadFile')}
            </Button>
          ) : null
        }
      />
      {statusesReady && session.workerGroups.length > 0 ? (
        missingGroups.length === 0 ? (
          <Alert tone="positive" title={t('ewa.deductions.payrollStatus.allUploaded')} />
        ) : (
          <Alert tone="caution" title={t('ewa.deductions.payrollStatus.missing', { count: missingGroups.length })}>
            {missingGroups.map((item) => `${item.companyName} (${item.workerGroupCode})`).join(', ')}
          </Alert>
        )
      ) : null}
      {overdue.length > 0 ? (
        <Alert tone="critical" title={t('ewa.deductions.overdue.title', { count: overdue.length })}>
          {t('ewa.deductions.overdue.description')}
        </Alert>
      ) : null}
      <Stack space="small">
        <DataTable
          toolbar={
            <Inline space="small" alignY="bottom">
              <Select
                label={t('ewa.deductions.column.cycle')}
                value={cycle}
                onValueChange={(value) => setCycle(value as PayFrequency | 'all')}
                options={[
                  { value: 'all', label: t('ewa.common.all') },
                  ...CYCLES.map((value) => ({ value, label: t(`ewa.payFrequency.${value}`) })),
                ]}
              />
              <Select
                label={t('ewa.employees.filter.group')}
                value={group}
                onValueChange={setGroup}
                options={[
                  { value: 'all', label: t('ewa.common.allGroups') },
                  ...session.workerGroups.map((item) => ({
                    value: item.workerGroupCode,
                    label: `${item.companyName} (${item.workerGroupCode})`,
                  })),
                ]}
              />
            </Inline>
          }
          label={t('ewa.deductions.tableLabel')}
          columns={columns}
          data={visible}
          getRowId={(row) => row.key}
          status={
            periods.isPending || records.isPending
              ? 'loading'
              : periods.isError || records.isError
                ? 'error'
                : 'success'
          }
          errorMessage={`${t('ewa.deductions.loadError')} ${t('ewa.common.loadErrorDescription')}`}
          onRetry={() => {
            void periods.refetch();
            void records.refetch();
          }}
          labels={{ retry: t('ewa.common.retry'), columns: t('ewa.employees.columns') }}
          empty={
            <EmptyState
              headingLevel={2}
              title={t('ewa.deductions.empty.title')}
              description={t('ewa.deductions.empty.description')}
            />
          }
        />
        <Text tone="muted" size="small">
          {t('ewa.deductions.count', { count: visible.length })}
        </Text>
      </Stack>
      {versionsRow ? (
        <DeductionVersionsDrawer
          row={versionsRow}
          onDownload={(record) => void download(record)}
          onClose={() => setVersionsOf(null)}
        />
      ) : null}
      {uploadFor !== undefined ? (
        <Suspense fallback={null}>
          <UploadDeductionsDialog
            rows={uploadable}
            initialPeriodId={uploadFor}
            onClose={() => setUploadFor(undefined)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
