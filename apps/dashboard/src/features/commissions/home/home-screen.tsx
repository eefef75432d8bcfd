import type { Schemas } from '@cuadre/api-client';
import { useState } from 'react';
import { useCommissionsApi } from '../../../shared/commissions/api/commissions-api.ts';
import * as styles from '../../../shared/commissions/components/commissions.css.ts';
import { DataTable } from '../../../shared/commissions/components/data-table.tsx';
import { Pager } from '../../../shared/commissions/components/pager.tsx';
import {
  BatchStatusPill,
  EmptyState,
  ErrorState,
  Money,
  PageHeader,
  SkeletonRows,
  Stat,
} from '../../../shared/commissions/components/ui.tsx';
import { describeSetOfWorkers, formatPeriod } from '../../../shared/commissions/math/describe.ts';
import { useCommissionsT } from '../../../shared/commissions/messages.ts';
import { useCommissionsSession } from '../../../shared/commissions/session/use-commissions-session.ts';
import { useCommissionsV1T } from '../messages.ts';

const PAGE_SIZE = 25;

// Commission periods and their totals per brand and department, with the batches behind them (read only). Every
// figure is the server's, over all of the area's batches; only the tables page.
export function CommissionsHomeScreen({ title }: { title: string }) {
  const t = useCommissionsT();
  const v1 = useCommissionsV1T();
  const session = useCommissionsSession();
  const { query } = useCommissionsApi();
  const [page, setPage] = useState(1);
  const [totalsPage, setTotalsPage] = useState(1);
  const batches = query.useQuery(
    'get',
    '/compensation/commission-batches',
    { params: { query: { companyId: session.companyId, area: 'commissions', page, limit: PAGE_SIZE } } },
    { placeholderData: (previous) => previous },
  );
  const totals = query.useQuery(
    'get',
    '/compensation/commission-period-totals',
    { params: { query: { companyId: session.companyId, area: 'commissions', page: totalsPage, limit: PAGE_SIZE } } },
    { placeholderData: (previous) => previous },
  );
  const items = batches.data?.items ?? [];
  const overall = totals.data?.overall;
  return (
    <div className={styles.page}>
      <PageHeader title={title} description={v1('commissionsV1.home.description')} />
      {batches.isError || totals.isError ? (
        <ErrorState onRetry={() => void Promise.all([batches.refetch(), totals.refetch()])} />
      ) : batches.data === undefined || totals.data === undefined || overall === undefined ? (
        <section className={styles.card}>
          <SkeletonRows columns={6} label={t('commissions.loading')} />
        </section>
      ) : overall.batches === 0 ? (
        <section className={styles.card}>
          <EmptyState
            title={t('commissions.empty.batches.title')}
            description={t('commissions.empty.batches.description')}
          />
        </section>
      ) : (
        <>
          <div className={styles.statRow}>
            <Stat label={v1('commissionsV1.home.periods')} value={overall.periods} />
            <Stat label={t('commissions.column.batches')} value={overall.batches} />
            <Stat
              label={v1('commissionsV1.home.total')}
              value={<Money cents={overall.total} locale={session.locale} />}
            />
            <Stat
              label={v1('commissionsV1.home.approvedTotal')}
              value={<Money cents={overall.approved} locale={session.locale} />}
            />
          </div>
          <section className={styles.card} aria-labelledby="period-totals-heading">
            <div className={styles.cardHeader}>
              <h2 id="period-totals-heading" className={styles.subheading}>
                {v1('commissionsV1.home.byDepartment')}
              </h2>
            </div>
            <DataTable<Schemas['CommissionPeriodTotal']>
              label={v1('commissionsV1.home.byDepartment')}
              rows={totals.data.items}
              refreshing={totals.isPlaceholderData}
              rowKey={(row) => `${row.startDate}/${row.endDate}/${row.brand}/${row.department}`}
              columns={[
                {
                  id: 'period',
                  header: t('commissions.column.period'),
                  cell: (row) => formatPeriod(row.startDate, row.endDate, session.locale),
                },
                { id: 'brand', header: t('commissions.column.brand'), cell: (row) => row.brand },
                { id: 'department', header: t('commissions.column.department'), cell: (row) => row.department },
                { id: 'batches', header: t('commissions.column.batches'), numeric: true, cell: (row) => row.batches },
                { id: 'workers', header: t('commissions.column.workers'), numeric: true, cell: (row) => row.workers },
                {
                  id: 'total',
                  header: t('commissions.column.total'),
                  numeric: true,
                  cell: (row) => <Money cents={row.total} locale={session.locale} />,
                },
              ]}
            />
            <Pager
              page={totalsPage}
              limit={PAGE_SIZE}
              total={totals.data.total}
              onPage={setTotalsPage}
              of={v1('commissionsV1.home.byDepartment')}
            />
          </section>
          <section className={styles.card} aria-labelledby="batches-heading">
            <div className={styles.cardHeader}>
              <h2 id="batches-heading" className={styles.subheading}>
                {t('commissions.batches.label')}
              </h2>
            </div>
            <DataTable<Schemas['CommissionBatchSummary']>
              label={t('commissions.batches.label')}
              rows={items}
              refreshing={batches.isPlaceholderData}
              rowKey={(batch) => batch.id}
              columns={[
                {
                  id: 'period',
                  header: t('commissions.column.period'),
                  cell: (batch) => formatPeriod(batch.startDate, batch.endDate, session.locale),
                },
                {
                  id: 'covers',
                  header: t('commissions.column.covers'),
                  cell: (batch) => (
                    <span title={describeSetOfWorkers(batch.setOfWorkers)}>
                      {describeSetOfWorkers(batch.setOfWorkers)}
                    </span>
                  ),
                },
                {
                  id: 'workers',
                  header: t('commissions.column.workers'),
                  numeric: true,
                  cell: (batch) => batch.workerCount,
                },
                {
                  id: 'total',
                  header: t('commissions.column.total'),
                  numeric: true,
                  cell: (batch) => <Money cents={batch.total} locale={session.locale} />,
                },
                {
                  id: 'status',
                  header: t('commissions.column.status'),
                  cell: (batch) => <BatchStatusPill status={batch.status} />,
                },
                {
                  id: 'creator',
                  header: t('commissions.column.creator'),
                  cell: (batch) => <span title={batch.creatorEmail}>{batch.creatorEmail}</span>,
                },
              ]}
            />
            <Pager
              page={page}
              limit={PAGE_SIZE}
              total={batches.data.total}
              onPage={setPage}
              of={t('commissions.batches.label')}
            />
          </section>
        </>
      )}
    </div>
  );
}
