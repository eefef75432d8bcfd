import {
  Alert,
  Button,
  Card,
  DataTable,
  DatePicker,
  EmptyState,
  Heading,
  Inline,
  PageHeader,
  ProgressBar,
  Select,
  Stack,
  StatusPill,
  Text,
  useToast,
  type DataTableColumn,
} from '@cuadre/ui';
import { formatDateTime, formatFileSize, formatPeriod, todayInPuertoRico } from '@cuadre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { PeriodText } from '../../../shared/components/period-text.tsx';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { useEwaClient } from '../api/ewa-client.ts';
import { ewaKeys, reportsQuery } from '../api/ewa-queries.ts';
import type { Report, ReportType } from '../api/ewa-types.ts';
import * as styles from '../components/ewa.css.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import type { EwaTranslate } from '../messages.ts';
import { useEwaT } from '../messages.ts';
import { filenameFrom, saveFile } from '../utils/save-file.ts';
import type { ReportDraft, ReportError } from './report-request.ts';
import { EWA_REPORT_TYPES, defaultReportDraft, validateReportDraft } from './report-request.ts';

export const reportTypeLabel = (t: EwaTranslate, type: ReportType): string => {
  switch (type) {
    case 'deductions':
      return t('ewa.reports.type.deductions');
    case 'transactions':
      return t('ewa.reports.type.transactions');
    case 'invoices':
      return t('ewa.reports.type.invoices');
    case 'workers':
      return t('ewa.reports.type.workers');
    case 'tips':
      return t('ewa.reports.type.tips');
    case 'payroll-activity':
      return t('ewa.reports.type.payrollActivity');
    case 'commissions':
      return t('ewa.reports.type.commissions');
    case 'insurance-balances':
      return t('ewa.reports.type.insuranceBalances');
    default:
      return type satisfies never;
  }
};

export function ReportsScreen() {
  const t = useEwaT();
  const session = useEwaSession();
  const client = useEwaClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  useDocumentTitle(t('ewa.reports.title'));
  const reports = useQuery(reportsQuery(client, session.companyId));
  const today = todayInPuertoRico(new Date());
  const [draft, setDraft] = useState<ReportDraft>(() => defaultReportDraft(today));
  const [errors, setErrors] = useState<ReportError[]>([]);
  const [generating, setGenerating] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const groupName = (code: string | null) => {
    if (code === null) return t('ewa.common.allGroups');
    const group = session.workerGroups.find((item) => item.workerGroupCode === code);
    return group ? `${group.companyName} (${code})` : code;
  };

  const errorFor = (path: ReportError['path']): string | undefined => {
    const error = errors.find((item) => item.path === path);
    if (!error) return undefined;
    switch (error.code) {
      case 'required':
        return t('ewa.reports.error.required');
      case 'order':
        return t('ewa.reports.error.order');
      case 'too-long':
        return t('ewa.reports.error.tooLong');
      case 'future':
        return t('ewa.reports.error.future');
      default:
        return error.code satisfies never;
    }
  };

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReportDraft(draft, today);
    setErrors(found);
    setServerError(null);
    if (found.length > 0) return;
    setGenerating(true);
    const { data, error } = await client.POST('/reports/{companyId}', {
      params: { path: { companyId: session.companyId } },
      body: {
        type: draft.type,
        startDate: draft.startDate,
        endDate: draft.endDate,
        ...(draft.workerGroupCode === 'all' ? {} : { workerGroupCode: draft.workerGroupCode }),
      },
    });
    setGenerating(false);
    if (error) {
      setServerError(error.errors?.map((item) => item.message).join(' ') || error.detail || error.title);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ewaKeys.reports(session.companyId) });
    toast({
      variant: 'success',
      title:
        data.status === 'ready'
          ? t('ewa.reports.ready', { name: reportTypeLabel(t, data.type) })
          : t('ewa.reports.queued', { name: reportTypeLabel(t, data.type) }),
    });
  };

  const download = async (report: Report) => {
    const { data, error, response } = await client.GET('/reports/{companyId}/{reportId}/download', {
      params: { path: { companyId: session.companyId, reportId: report.id } },
      parseAs: 'text',
    });
    if (error || data === undefined) {
      toast({ variant: 'destructive', title: t('ewa.reports.downloadFailed') });
      return;
    }
    saveFile(data, filenameFrom(response.headers.get('content-disposition'), report.filename));
  };

  const statusCell = (report: Report) => {
    switch (report.status) {
      case 'ready':
        return <StatusPill tone="positive">{t('ewa.reports.status.ready')}</StatusPill>;
      case 'failed':
        return (
          <span title={report.failureReason ?? undefined}>
            <StatusPill tone="critical">{t('ewa.reports.status.failed')}</StatusPill>
          </span>
        );
      case 'queued':
      case 'running':
        // The bar under the status: beside it, "Generating" and the bar took more than the column.
        return (
          <Stack space="xxsmall">
            <StatusPill tone="info">
              {report.status === 'queued' ? t('ewa.reports.status.queued') : t('ewa.reports.status.running')}
            </StatusPill>
            {/* Queued: waiting for a server; running: how much of it is built (the list is polled meanwhile). */}
            <ProgressBar
              {...(report.status === 'running' ? { value: report.progress } : { indeterminate: true })}
              hideLabel
              className={styles.meter}
              label={t('ewa.reports.generatingFor', { name: reportTypeLabel(t, report.type) })}
            />
          </Stack>
        );
      default:
        return report.status satisfies never;
    }
  };

  const columns: DataTableColumn<Report>[] = [
    // At 1,280 px, every value whole in both languages ("Resumen de descuentos", "Isla Viejo San Juan (203)").
    {
      id: 'type',
      width: 195,
      header: t('ewa.reports.column.type'),
      value: (report) => reportTypeLabel(t, report.type),
    },
    {
      id: 'range',
      // "Nov 1 – 26, 2026": the range's shared month and year said once; a longer one on two lines, at its dash.
      width: 175,
      header: t('ewa.reports.column.range'),
      value: (report) => report.startDate,
      cell: (report) => <PeriodText startDate={report.startDate} endDate={report.endDate} locale={session.locale} />,
    },
    {
      id: 'group',
      width: 200,
      header: t('ewa.reports.column.group'),
      value: (report) => groupName(report.workerGroupCode),
    },
    {
      id: 'status',
      width: 120,
      header: t('ewa.reports.column.status'),
      value: (report) => report.status,
      cell: statusCell,
    },
    {
      // Who asked for it under when: on one line at 1,280 px the e-mail was cut ("Nov 30, 2026, 2:14 AM · owner…").
      id: 'created',
      header: t('ewa.reports.column.created'),
      value: (report) => report.createdAt,
      cell: (report) => formatDateTime(report.createdAt, session.locale),
      secondary: (report) => report.createdBy,
    },
    {
      id: 'size',
      width: 100,
      header: t('ewa.reports.column.size'),
      numeric: true,
      value: (report) => report.sizeBytes,
      cell: (report) => (report.sizeBytes === null ? '—' : formatFileSize(report.sizeBytes, session.locale)),
    },
    {
      id: 'download',
      // The CSV button whole, with the cell's padding.
      width: 104,
      header: t('ewa.reports.column.download'),
      value: () => null,
      sortable: false,
      hideable: false,
      cell: (report) =>
        report.status === 'ready' ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void download(report)}
            aria-label={t('ewa.reports.downloadFor', {
              name: reportTypeLabel(t, report.type),
              range: formatPeriod(report.startDate, report.endDate, session.locale),
            })}
          >
            <Download size={14} aria-hidden="true" />
            CSV
          </Button>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Stack space="medium">
      <PageHeader title={t('ewa.reports.title')} description={t('ewa.reports.description')} />
      <Card title={t('ewa.reports.generateTitle')}>
        <form onSubmit={(event) => void generate(event)} noValidate>
          <Stack space="small">
            <Inline space="small" alignY="bottom">
              <Select
                label={t('ewa.reports.column.type')}
                value={draft.type}
                onValueChange={(type) => setDraft((previous) => ({ ...previous, type: type as ReportType }))}
                options={EWA_REPORT_TYPES.map((type) => ({ value: type, label: reportTypeLabel(t, type) }))}
              />
              <DatePicker
                label={t('ewa.reports.from')}
                name="startDate"
                value={draft.startDate}
                maxValue={today}
                errorMessage={errorFor('/startDate')}
                onChange={(startDate) => setDraft((previous) => ({ ...previous, startDate: startDate ?? '' }))}
              />
              <DatePicker
                label={t('ewa.reports.to')}
                name="endDate"
                value={draft.endDate}
                errorMessage={errorFor('/endDate')}
                onChange={(endDate) => setDraft((previous) => ({ ...previous, endDate: endDate ?? '' }))}
              />
              <Select
                label={t('ewa.reports.column.group')}
                value={draft.workerGroupCode}
                onValueChange={(workerGroupCode) => setDraft((previous) => ({ ...previous, workerGroupCode }))}
                options={[
                  { value: 'all', label: t('ewa.common.allGroups') },
                  ...session.workerGroups.map((group) => ({
                    value: group.workerGroupCode,
                    label: `${group.companyName} (${group.workerGroupCode})`,
                  })),
                ]}
              />
              <Button type="submit" loading={generating}>
                {t('ewa.reports.generate')}
              </Button>
            </Inline>
            {generating ? <ProgressBar indeterminate hideLabel label={t('ewa.reports.generating')} /> : null}
            {serverError ? <Alert tone="critical" title={serverError} /> : null}
          </Stack>
        </form>
      </Card>
      <Stack space="small">
        <Heading level={2}>{t('ewa.reports.tableLabel')}</Heading>
        <DataTable
          label={t('ewa.reports.tableLabel')}
          columns={columns}
          data={reports.data?.items ?? []}
          getRowId={(report) => report.id}
          status={reports.isPending ? 'loading' : reports.isError ? 'error' : 'success'}
          errorMessage={`${t('ewa.reports.loadError')} ${t('ewa.common.loadErrorDescription')}`}
          onRetry={() => void reports.refetch()}
          labels={{ retry: t('ewa.common.retry'), columns: t('ewa.employees.columns') }}
          empty={<EmptyState title={t('ewa.reports.empty.title')} description={t('ewa.reports.empty.description')} />}
        />
        {reports.data ? (
          <Text tone="muted" size="small">
            {t('ewa.reports.count', { count: reports.data.total })}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
