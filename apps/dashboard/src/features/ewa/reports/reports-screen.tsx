import { Button, EmptyState, PageHeader, StatusPill, useToast } from '@cuadre/ui';
import { formatDate, formatDateTime, formatFileSize, todayInPuertoRico } from '@cuadre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileSpreadsheet } from 'lucide-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { useEwaClient } from '../api/ewa-client.ts';
import { ewaKeys, reportsQuery } from '../api/ewa-queries.ts';
import type { Report, ReportType } from '../api/ewa-types.ts';
import type { TableColumn } from '../components/data-table.tsx';
import { DataTable } from '../components/data-table.tsx';
import * as styles from '../components/ewa.css.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { ErrorState, ProgressBar, TableSkeleton } from '../components/states.tsx';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import type { EwaTranslate } from '../messages.ts';
import { useEwaT } from '../messages.ts';
import { filenameFrom, saveFile } from '../utils/save-file.ts';
import type { ReportDraft, ReportError } from './report-request.ts';
import { EWA_REPORT_TYPES, defaultReportDraft, validateReportDraft } from './report-request.ts';

type Column = 'type' | 'range' | 'group' | 'status' | 'created' | 'size' | 'download';

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
  const date = (value: string) => formatDate(value, session.locale);
  const groupName = (code: string | null) => {
    if (code === null) return t('ewa.common.allGroups');
    const group = session.workerGroups.find((item) => item.workerGroupCode === code);
    return group ? `${group.companyName} (${code})` : code;
  };

  const errorFor = (path: ReportError['path']): string | null => {
    const error = errors.find((item) => item.path === path);
    if (!error) return null;
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
        return (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 160 }}>
            <StatusPill tone="info">
              {report.status === 'queued' ? t('ewa.reports.status.queued') : t('ewa.reports.status.running')}
            </StatusPill>
            <span style={{ width: 64 }}>
              <ProgressBar
                value={null}
                label={t('ewa.reports.generatingFor', { name: reportTypeLabel(t, report.type) })}
              />
            </span>
          </span>
        );
      default:
        return report.status satisfies never;
    }
  };

  const columns: TableColumn<Report, Column>[] = [
    { id: 'type', header: t('ewa.reports.column.type'), cell: (report) => reportTypeLabel(t, report.type) },
    {
      id: 'range',
      header: t('ewa.reports.column.range'),
      cell: (report) => `${date(report.startDate)} – ${date(report.endDate)}`,
    },
    { id: 'group', header: t('ewa.reports.column.group'), cell: (report) => groupName(report.workerGroupCode) },
    { id: 'status', header: t('ewa.reports.column.status'), cell: statusCell },
    {
      id: 'created',
      header: t('ewa.reports.column.created'),
      cell: (report) =>
        t('ewa.reports.createdBy', { when: formatDateTime(report.createdAt, session.locale), who: report.createdBy }),
    },
    {
      id: 'size',
      header: t('ewa.reports.column.size'),
      numeric: true,
      cell: (report) => (report.sizeBytes === null ? '—' : formatFileSize(report.sizeBytes, session.locale)),
    },
    {
      id: 'download',
      header: t('ewa.reports.column.download'),
      cell: (report) =>
        report.status === 'ready' ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void download(report)}
            aria-label={t('ewa.reports.downloadFor', {
              name: reportTypeLabel(t, report.type),
              range: `${date(report.startDate)} – ${date(report.endDate)}`,
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
    <div className={styles.page}>
      <PageHeader title={t('ewa.reports.title')} description={t('ewa.reports.description')} />
      <section className={styles.card} aria-labelledby="ewa-report-form">
        <div className={styles.cardHeader}>
          <h2
            className={styles.sectionTitle}
            id="ewa-report-form"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
          >
            <FileSpreadsheet size={16} aria-hidden="true" />
            {t('ewa.reports.generateTitle')}
          </h2>
        </div>
        <form className={styles.cardBody} onSubmit={(event) => void generate(event)} noValidate>
          <div className={styles.toolbar}>
            <SelectField
              label={t('ewa.reports.column.type')}
              value={draft.type}
              onChange={(type) => setDraft((previous) => ({ ...previous, type }))}
              options={EWA_REPORT_TYPES.map((type) => ({ value: type, label: reportTypeLabel(t, type) }))}
            />
            <TextField
              label={t('ewa.reports.from')}
              type="date"
              value={draft.startDate}
              max={today}
              error={errorFor('/startDate')}
              onChange={(event) => setDraft((previous) => ({ ...previous, startDate: event.target.value }))}
            />
            <TextField
              label={t('ewa.reports.to')}
              type="date"
              value={draft.endDate}
              error={errorFor('/endDate')}
              onChange={(event) => setDraft((previous) => ({ ...previous, endDate: event.target.value }))}
            />
            <SelectField
              label={t('ewa.reports.column.group')}
              value={draft.workerGroupCode}
              onChange={(workerGroupCode) => setDraft((previous) => ({ ...previous, workerGroupCode }))}
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
          </div>
          {generating ? <ProgressBar value={null} label={t('ewa.reports.generating')} /> : null}
          {serverError ? (
            <p className={styles.fieldError} role="alert">
              {serverError}
            </p>
          ) : null}
        </form>
      </section>
      <section className={styles.card}>
        <div className={styles.cardHeader}>
          <h2 className={styles.sectionTitle}>{t('ewa.reports.tableLabel')}</h2>
        </div>
        {reports.isPending ? (
          <TableSkeleton columns={columns.length} rows={5} label={t('ewa.common.loading')} />
        ) : reports.isError ? (
          <ErrorState title={t('ewa.reports.loadError')} onRetry={() => void reports.refetch()} />
        ) : (
          <DataTable
            label={t('ewa.reports.tableLabel')}
            rows={reports.data.items}
            columns={columns}
            rowKey={(report) => report.id}
            empty={<EmptyState title={t('ewa.reports.empty.title')} description={t('ewa.reports.empty.description')} />}
            footer={<span>{t('ewa.reports.count', { count: reports.data.total })}</span>}
          />
        )}
      </section>
    </div>
  );
}
