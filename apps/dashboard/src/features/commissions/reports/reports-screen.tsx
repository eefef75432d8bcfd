import { Button } from '@cuadre/ui';
import { useQueries } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useCommissionsApi } from '../../../shared/commissions/api/commissions-api.ts';
import * as styles from '../../../shared/commissions/components/commissions.css.ts';
import { DataTable } from '../../../shared/commissions/components/data-table.tsx';
import {
  BatchStatusPill,
  EmptyState,
  ErrorState,
  Field,
  Money,
  PageHeader,
  SkeletonRows,
  Stat,
} from '../../../shared/commissions/components/ui.tsx';
import { formatPeriod } from '../../../shared/commissions/math/describe.ts';
import { useCommissionsT } from '../../../shared/commissions/messages.ts';
import { useCommissionsSession } from '../../../shared/commissions/session/use-commissions-session.ts';
import { periodsOf } from '../home/period-totals.ts';
import { useCommissionsV1T } from '../messages.ts';
import { reportCsv, reportRows } from './report-rows.ts';

// The periods offered come from the newest batches.
const RECENT_BATCHES = 50;

export function CommissionsReportsScreen({ title }: { title: string }) {
  const t = useCommissionsT();
  const v1 = useCommissionsV1T();
  const session = useCommissionsSession();
  const { query } = useCommissionsApi();
  const [period, setPeriod] = useState('');
  const batches = query.useQuery(
    'get',
    '/compensation/commission-batches',
    { params: { query: { companyId: session.companyId, area: 'commissions', page: 1, limit: RECENT_BATCHES } } },
    { staleTime: 60_000 },
  );
  const periods = periodsOf(batches.data?.items ?? []);
  const chosen =
    period === '' ? periods[0] : periods.find((candidate) => `${candidate.startDate}/${candidate.endDate}` === period);
  const inPeriod = (batches.data?.items ?? []).filter(
    (batch) => chosen !== undefined && batch.startDate === chosen.startDate && batch.endDate === chosen.endDate,
  );
  const workers = useQueries({
    queries: inPeriod.map((batch) =>
      query.queryOptions('get', '/compensation/get-commission-workers', {
        params: { query: { commissionBatchId: batch.id } },
      }),
    ),
  });
  const loading = workers.some((result) => result.data === undefined && !result.isError);
  const failed = workers.find((result) => result.isError);
  const rows = loading
    ? []
    : reportRows(inPeriod.map((batch, index) => ({ batch, commissions: workers[index]?.data?.commissions ?? [] })));

  const exportCsv = () => {
    if (!chosen) return;
    const csv = reportCsv(rows, {
      worker: t('commissions.column.worker'),
      number: t('commissions.column.payrollFileNumber'),
      brand: t('commissions.column.brand'),
      department: t('commissions.column.department'),
      title: t('commissions.column.title'),
      computed: t('commissions.column.computed'),
      manual: t('commissions.column.manual'),
      total: t('commissions.column.total'),
      status: v1('commissionsV1.reports.batchStatus'),
    });
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `commissions-${chosen.startDate}-${chosen.endDate}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        description={v1('commissionsV1.reports.description')}
        actions={
          <Button variant="outline" disabled={rows.length === 0} onClick={exportCsv}>
            <Download size={16} aria-hidden="true" />
            {t('commissions.action.exportCsv')}
          </Button>
        }
      />
      <section className={styles.card} aria-label={v1('commissionsV1.reports.label')}>
        <div className={styles.cardBody}>
          <div className={styles.toolbar}>
            <Field label={v1('commissionsV1.reports.period')}>
              {(id) => (
                <>
                  <select
                    id={id}
                    className={styles.select}
                    value={chosen ? `${chosen.startDate}/${chosen.endDate}` : ''}
                    onChange={(event) => setPeriod(event.target.value)}
                    disabled={periods.length === 0}
                  >
                    {periods.map((candidate) => (
                      <option
                        key={`${candidate.startDate}/${candidate.endDate}`}
                        value={`${candidate.startDate}/${candidate.endDate}`}
                      >
                        {formatPeriod(candidate.startDate, candidate.endDate, session.locale)}
                      </option>
                    ))}
                  </select>
                </>
              )}
            </Field>
            <div className={styles.toolbarEnd}>
              <Stat
                label={v1('commissionsV1.reports.total')}
                value={<Money cents={rows.reduce((sum, row) => sum + row.total, 0)} locale={session.locale} />}
              />
            </div>
          </div>
        </div>
        {batches.isError || failed ? (
          <div className={styles.cardBody}>
            <ErrorState onRetry={() => void (failed ? failed.refetch() : batches.refetch())} />
          </div>
        ) : batches.data === undefined || loading ? (
          <SkeletonRows columns={8} label={t('commissions.loading')} />
        ) : chosen === undefined ? (
          <EmptyState
            title={v1('commissionsV1.reports.choose')}
            description={v1('commissionsV1.reports.chooseDescription')}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            title={v1('commissionsV1.reports.empty')}
            description={v1('commissionsV1.reports.emptyDescription')}
          />
        ) : (
          <DataTable
            label={v1('commissionsV1.reports.label')}
            rows={rows}
            rowKey={(row) => row.key}
            maxHeight="65vh"
            columns={[
              { id: 'worker', header: t('commissions.column.worker'), cell: (row) => row.workerName },
              { id: 'number', header: t('commissions.column.payrollFileNumber'), cell: (row) => row.payrollFileNumber },
              // Brand and title give way first when the window is narrow (1280 pixels): cut, whole in the cell's title.
              { id: 'brand', header: t('commissions.column.brand'), maxWidth: 140, cell: (row) => row.brand },
              { id: 'department', header: t('commissions.column.department'), cell: (row) => row.department },
              { id: 'title', header: t('commissions.column.title'), maxWidth: 140, cell: (row) => row.title },
              {
                id: 'computed',
                header: t('commissions.column.computed'),
                numeric: true,
                cell: (row) => <Money cents={row.computed} locale={session.locale} />,
              },
              {
                id: 'manual',
                header: t('commissions.column.manual'),
                numeric: true,
                cell: (row) => (row.manual === null ? '—' : <Money cents={row.manual} locale={session.locale} />),
              },
              {
                id: 'total',
                header: t('commissions.column.total'),
                numeric: true,
                cell: (row) => (
                  <strong>
                    <Money cents={row.total} locale={session.locale} />
                  </strong>
                ),
              },
              {
                id: 'status',
                header: v1('commissionsV1.reports.batchStatus'),
                cell: (row) => <BatchStatusPill status={row.batchStatus} />,
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}
