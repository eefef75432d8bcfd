import type { Schemas } from '@cuadre/api-client';
import { formatCents, formatDate, formatDateTime } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { TipsPage } from '../components/tips-page.tsx';
import {
  Alert,
  EmptyState,
  ErrorState,
  Pager,
  Panel,
  SkeletonRows,
  StatusPill,
  TableMessage,
  TableScroll,
} from '../components/ui-bits.tsx';
import * as styles from '../components/tips.css.ts';
import { useTipsScope } from '../hooks/use-tips-scope.ts';
import { formatHours } from '../utils/day-rows.ts';
import { downloadText } from '../utils/download.ts';

const PERIOD_COLUMNS = 7;
const ACTIVITY_COLUMNS = 9;
const PAGE_SIZE = 50;

// Payroll activity: the group's pay periods with their tips, upload status and worker counts, each period's rows and its export.
export function TipsPayrollActivityPage() {
  return (
    <TipsPage path="/tips/payroll-activity">
      {(scope) => <PayrollActivity key={scope.workerGroupCode} {...scope} />}
    </TipsPage>
  );
}

function PayrollActivity({ companyId, workerGroupCode }: { companyId: string; workerGroupCode: string }) {
  const t = useT();
  const { locale } = useTipsScope();
  const { query } = useTipsApi();
  const periods = query.useQuery('get', '/periods/to-upload', { params: { query: { companyId } } });
  const groupPeriods = (periods.data?.periods ?? [])
    .filter((period) => period.workerGroupCode === workerGroupCode)
    .reverse();
  const periodIds = groupPeriods.map((period) => period.id);
  const hasPeriods = periodIds.length > 0;
  const amounts = query.useQuery(
    'get',
    '/tips/amount-by-periods',
    { params: { query: { periodIds } } },
    { enabled: hasPeriods },
  );
  const statuses = query.useQuery(
    'get',
    '/tips/periods-upload-status',
    { params: { query: { periodIds } } },
    { enabled: hasPeriods },
  );
  const counts = useQueries({
    queries: periodIds.map((periodId) =>
      query.queryOptions('get', '/tips/period-tip-worker-count', { params: { query: { periodId } } }),
    ),
  });
  const [selected, setSelected] = useState<string | null>(null);
  const period = groupPeriods.find((candidate) => candidate.id === selected) ?? groupPeriods[0];
  return (
    <>
      <Alert tone="info" title={t('tips.payroll.lockTitle')}>
        {t('tips.payroll.lockDescription')}
      </Alert>
      <Panel title={t('tips.payroll.periodsTitle')}>
        <TableScroll label={t('tips.payroll.periodsTitle')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  {t('tips.col.period')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.cycle')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.payDate')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.tipAmount')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.workersWithTips')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.payroll')}
                </th>
                <th className={styles.th} scope="col">
                  <span className={styles.visuallyHidden}>{t('tips.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {periods.isError ? (
                <TableMessage columns={PERIOD_COLUMNS}>
                  <ErrorState onRetry={() => void periods.refetch()} />
                </TableMessage>
              ) : periods.isPending ? (
                <SkeletonRows columns={PERIOD_COLUMNS} rows={3} />
              ) : groupPeriods.length === 0 ? (
                <TableMessage columns={PERIOD_COLUMNS}>
                  <EmptyState
                    title={t('tips.payroll.noPeriods.title')}
                    description={t('tips.payroll.noPeriods.description')}
                  />
                </TableMessage>
              ) : (
                groupPeriods.map((row, index) => {
                  const status = statuses.data?.statuses[row.id];
                  const count = counts[index]?.data?.count;
                  const amount = amounts.data?.amounts[row.id];
                  return (
                    <tr key={row.id} className={styles.row} aria-current={period?.id === row.id ? 'true' : undefined}>
                      <td className={styles.td}>
                        {formatDate(row.startDate, locale)} – {formatDate(row.endDate, locale)}
                      </td>
                      <td className={styles.td}>
                        {t(row.cycle === 'weekly' ? 'tips.payroll.weekly' : 'tips.payroll.biweekly')}
                      </td>
                      <td className={styles.td}>{formatDate(row.deductionDate, locale)}</td>
                      <td className={`${styles.td} ${styles.numeric}`}>
                        {amount === undefined ? '—' : formatCents(amount, locale)}
                      </td>
                      <td className={`${styles.td} ${styles.numeric}`}>{count ?? '—'}</td>
                      <td className={styles.td}>
                        {status === undefined ? (
                          '—'
                        ) : status.uploaded ? (
                          <StatusPill tone="positive">
                            {status.uploadedAt === null
                              ? t('tips.payroll.sent')
                              : t('tips.payroll.sentAt', { at: formatDateTime(status.uploadedAt, locale) })}
                          </StatusPill>
                        ) : (
                          <StatusPill tone="caution">{t('tips.payroll.notSent')}</StatusPill>
                        )}
                      </td>
                      <td className={styles.td}>
                        <Button
                          variant={period?.id === row.id ? 'secondary' : 'ghost'}
                          size="sm"
                          onClick={() => setSelected(row.id)}
                        >
                          {t('tips.payroll.show')}
                        </Button>
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </TableScroll>
      </Panel>
      {period === undefined ? null : (
        <PeriodActivity
          key={period.id}
          companyId={companyId}
          workerGroupCode={workerGroupCode}
          period={period}
          locked={statuses.data?.statuses[period.id]?.uploaded === true}
        />
      )}
    </>
  );
}

function PeriodActivity({
  companyId,
  workerGroupCode,
  period,
  locked,
}: {
  companyId: string;
  workerGroupCode: string;
  period: Schemas['Period'];
  locked: boolean;
}) {
  const t = useT();
  const { locale } = useTipsScope();
  const { query, client } = useTipsApi();
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const range = { companyId, workerGroupCode, startDate: period.startDate, endDate: period.endDate };
  const activity = query.useQuery(
    'get',
    '/tips/payroll-activity',
    { params: { query: { ...range, page, limit: PAGE_SIZE } } },
    { placeholderData: (previous) => previous },
  );
  const rows = activity.data?.items ?? [];
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    const { data, error } = await client.GET('/tips/payroll-activity/export', {
      params: { query: range },
      parseAs: 'text',
    });
    setExporting(false);
    if (error !== undefined) {
      setExportError(error.detail ?? error.title);
      return;
    }
    downloadText(`payroll-activity-${workerGroupCode}-${period.startDate}-${period.endDate}.csv`, data);
  };
  return (
    <Panel
      title={t('tips.payroll.activityTitle', {
        from: formatDate(period.startDate, locale),
        to: formatDate(period.endDate, locale),
      })}
      actions={
        <Button variant="outline" size="sm" loading={exporting} onClick={() => void exportCsv()}>
          {t('tips.payroll.export')}
        </Button>
      }
    >
      {locked ? (
        <div className={styles.panelBody}>
          <Alert tone="caution" title={t('tips.payroll.lockedTitle')}>
            {t('tips.payroll.lockedDescription')}
          </Alert>
        </div>
      ) : null}
      {exportError === null ? null : (
        <div className={styles.panelBody}>
          <Alert tone="critical" title={exportError} />
        </div>
      )}
      <TableScroll
        label={t('tips.payroll.activityTitle', {
          from: formatDate(period.startDate, locale),
          to: formatDate(period.endDate, locale),
        })}
        refreshing={activity.isPlaceholderData}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.th} scope="col">
                {t('tips.col.date')}
              </th>
              <th className={styles.th} scope="col">
                {t('tips.col.worker')}
              </th>
              <th className={`${styles.th} ${styles.numeric}`} scope="col">
                {t('tips.col.hours')}
              </th>
              <th className={`${styles.th} ${styles.numeric}`} scope="col">
                {t('tips.col.overtime')}
              </th>
              <th className={`${styles.th} ${styles.numeric}`} scope="col">
                {t('tips.col.tip')}
              </th>
              <th className={`${styles.th} ${styles.numeric}`} scope="col">
                {t('tips.col.splitsGiven')}
              </th>
              <th className={`${styles.th} ${styles.numeric}`} scope="col">
                {t('tips.col.splitsReceived')}
              </th>
              <th className={`${styles.th} ${styles.numeric}`} scope="col">
                {t('tips.col.tipsPaid')}
              </th>
              <th className={`${styles.th} ${styles.numeric}`} scope="col">
                {t('tips.col.ewa')}
              </th>
            </tr>
          </thead>
          <tbody>
            {activity.isError ? (
              <TableMessage columns={ACTIVITY_COLUMNS}>
                <ErrorState onRetry={() => void activity.refetch()} />
              </TableMessage>
            ) : activity.isPending ? (
              <SkeletonRows columns={ACTIVITY_COLUMNS} />
            ) : rows.length === 0 ? (
              <TableMessage columns={ACTIVITY_COLUMNS}>
                <EmptyState title={t('tips.payroll.empty.title')} description={t('tips.payroll.empty.description')} />
              </TableMessage>
            ) : (
              rows.map((row) => (
                <tr key={`${row.workerId}-${row.date}`} className={styles.row}>
                  <td className={styles.td}>{formatDate(row.date, locale)}</td>
                  <td className={styles.td}>
                    {row.lastName}, {row.firstName} <span className={styles.muted}>{row.payrollFileNumber}</span>
                  </td>
                  <td className={`${styles.td} ${styles.numeric}`}>{formatHours(row.hours, locale)}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>{formatHours(row.overtimeHours, locale)}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>{formatCents(row.tips, locale)}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>{formatCents(row.splitsGiven, locale)}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>{formatCents(row.splitsReceived, locale)}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>{formatCents(row.tipsPaid, locale)}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>
                    {row.ewaTransactions === 0 ? '—' : `${row.ewaTransactions} · ${formatCents(row.ewaAmount, locale)}`}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
      <Pager
        page={page}
        pageCount={Math.ceil((activity.data?.total ?? 0) / PAGE_SIZE)}
        total={activity.data?.total ?? 0}
        onPage={setPage}
      />
    </Panel>
  );
}
