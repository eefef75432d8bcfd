import { Alert, Button, EmptyState, PageHeader, StatusPill, useToast } from '@cuadre/ui';
import { formatCents, formatDate, todayInPuertoRico } from '@cuadre/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Download, History, Upload } from 'lucide-react';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { useEwaClient } from '../api/ewa-client.ts';
import { deductionsQuery, payrollStatusQuery, periodsQuery, workerCountsQuery } from '../api/ewa-queries.ts';
import type { DeductionRecord, PayFrequency } from '../api/ewa-types.ts';
import type { TableColumn } from '../components/data-table.tsx';
import { DataTable } from '../components/data-table.tsx';
import * as styles from '../components/ewa.css.ts';
import { SelectField } from '../components/fields.tsx';
import { ErrorState, TableSkeleton } from '../components/states.tsx';
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
type Column = 'group' | 'cycle' | 'period' | 'deductionDate' | 'origin' | 'workers' | 'total' | 'status' | 'actions';

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

  const columns: TableColumn<PeriodRow, Column>[] = [
    { id: 'group', header: t('ewa.deductions.column.group'), cell: (row) => row.workerGroupCode },
    { id: 'cycle', header: t('ewa.deductions.column.cycle'), cell: (row) => t(`ewa.payFrequency.${row.cycle}`) },
    {
      id: 'period',
      header: t('ewa.deductions.column.period'),
      cell: (row) => `${date(row.startDate)} – ${date(row.endDate)}`,
    },
    {
      id: 'deductionDate',
      header: t('ewa.deductions.column.deductionDate'),
      cell: (row) => (row.deductionDate ? date(row.deductionDate) : '—'),
    },
    {
      id: 'origin',
      header: t('ewa.deductions.column.origin'),
      cell: (row) => (row.origin ? t(`ewa.deductions.origin.${row.origin}`) : '—'),
    },
    {
      id: 'workers',
      header: t('ewa.deductions.column.workers'),
      numeric: true,
      cell: (row) =>
        row.periodId && counts.data ? (counts.data[row.periodId] ?? 0) : (row.latest?.workerCount ?? '—'),
    },
    {
      id: 'total',
      header: t('ewa.deductions.column.total'),
      numeric: true,
      cell: (row) => (row.latest ? money(row.latest.total) : '—'),
    },
    { id: 'status', header: t('ewa.deductions.column.status'), cell: statusPill },
    {
      id: 'actions',
      header: t('ewa.deductions.column.actions'),
      cell: (row) => (
        <span className={styles.actions}>
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
              aria-label={t('ewa.deductions.versions.openFor', {
                count: row.versions.length,
                period: `${row.workerGroupCode} ${date(row.startDate)}`,
              })}
            >
              <History size={14} aria-hidden="true" />
              {t('ewa.deductions.versions.open', { count: row.versions.length })}
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
        </span>
      ),
    },
  ];

  const uploadable = rows.filter((row) => row.periodId !== null);

  return (
    <div className={styles.page}>
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
      <section className={styles.card}>
        <div className={styles.cardBody}>
          <div className={styles.toolbar}>
            <SelectField
              label={t('ewa.deductions.column.cycle')}
              value={cycle}
              onChange={setCycle}
              options={[
                { value: 'all', label: t('ewa.common.all') },
                ...CYCLES.map((value) => ({ value, label: t(`ewa.payFrequency.${value}`) })),
              ]}
            />
            <SelectField
              label={t('ewa.employees.filter.group')}
              value={group}
              onChange={setGroup}
              options={[
                { value: 'all', label: t('ewa.common.allGroups') },
                ...session.workerGroups.map((item) => ({
                  value: item.workerGroupCode,
                  label: `${item.companyName} (${item.workerGroupCode})`,
                })),
              ]}
            />
          </div>
        </div>
        {periods.isPending || records.isPending ? (
          <TableSkeleton columns={columns.length} rows={6} label={t('ewa.common.loading')} />
        ) : periods.isError || records.isError ? (
          <ErrorState
            title={t('ewa.deductions.loadError')}
            onRetry={() => {
              void periods.refetch();
              void records.refetch();
            }}
          />
        ) : (
          <DataTable
            label={t('ewa.deductions.tableLabel')}
            rows={visible}
            columns={columns}
            rowKey={(row) => row.key}
            empty={
              <EmptyState
                headingLevel={2}
                title={t('ewa.deductions.empty.title')}
                description={t('ewa.deductions.empty.description')}
              />
            }
            footer={<span>{t('ewa.deductions.count', { count: visible.length })}</span>}
          />
        )}
      </section>
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
    </div>
  );
}
