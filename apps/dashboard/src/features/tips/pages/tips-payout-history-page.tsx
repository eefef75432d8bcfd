import { formatCents, formatDate, sumCents, TIPS_PAYOUT_HISTORY_PATH } from '@cuadre/domain';
import { useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { PayoutChart } from '../components/payout-chart.tsx';
import { PayoutSplitsPanel } from '../components/payout-splits-panel.tsx';
import { SplitFromLink } from '../components/split-from-link.tsx';
import { TipsPage } from '../components/tips-page.tsx';
import { DAY_STATUS_KEYS, DAY_STATUS_TONE } from '../components/use-tips-labels.ts';
import {
  EmptyState,
  ErrorState,
  Field,
  Panel,
  SkeletonRows,
  Stat,
  StatusPill,
  TableMessage,
  TableScroll,
} from '../components/ui-bits.tsx';
import * as styles from '../components/tips.css.ts';
import { puertoRicoToday, useTipsScope } from '../hooks/use-tips-scope.ts';
import { useSplitLink } from '../hooks/use-split-link.ts';
import { shiftDate } from '../utils/day-rows.ts';
import { payoutSeries } from '../utils/payout-series.ts';

const RANGES = [7, 30, 90] as const;
const COLUMNS = 8;

// Payout history: daily payouts of the worker group over time, as a chart and the same numbers in a table.
export function TipsPayoutHistoryPage() {
  return <TipsPage path={TIPS_PAYOUT_HISTORY_PATH}>{(scope) => <PayoutHistory {...scope} />}</TipsPage>;
}

function PayoutHistory({ companyId, workerGroupCode }: { companyId: string; workerGroupCode: string }) {
  const t = useT();
  const { locale } = useTipsScope();
  const { query } = useTipsApi();
  const link = useSplitLink();
  const [range, setRange] = useState<(typeof RANGES)[number]>(30);
  const to = puertoRicoToday();
  const from = shiftDate(to, -(range - 1));
  const history = query.useQuery(
    'get',
    '/tips/{companyId}/tips-history',
    { params: { path: { companyId }, query: { workerGroupCode, from, to, limit: 200 } } },
    { placeholderData: (previous) => previous },
  );
  const days = history.data?.items ?? [];
  const points = payoutSeries(days, from, to);
  const paid = sumCents(days.map((day) => day.paidTotal));
  const pending = sumCents(days.map((day) => day.pendingTotal));
  const failed = sumCents(days.map((day) => day.failedTotal));
  return (
    <>
      <div className={styles.toolbar}>
        <Field label={t('tips.payout.range')}>
          {(props) => (
            <select
              {...props}
              className={styles.control}
              value={range}
              onChange={(event) => setRange(Number(event.target.value) as (typeof RANGES)[number])}
            >
              {RANGES.map((days) => (
                <option key={days} value={days}>
                  {t('tips.payout.lastDays', { days })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className={styles.stats}>
        <Stat label={t('tips.payout.total')}>{formatCents(paid + pending + failed, locale)}</Stat>
        <Stat label={t('tips.payout.paid')}>{formatCents(paid, locale)}</Stat>
        <Stat label={t('tips.payout.pending')}>{formatCents(pending, locale)}</Stat>
        <Stat label={t('tips.payout.failed')}>{formatCents(failed, locale)}</Stat>
      </div>
      <Panel title={t('tips.payout.chartTitle')}>
        <div className={styles.panelBody}>
          {history.isError ? (
            <ErrorState onRetry={() => void history.refetch()} />
          ) : history.isPending ? (
            <div className={styles.skeleton} style={{ height: 260 }} />
          ) : (
            <PayoutChart points={points} locale={locale} />
          )}
        </div>
      </Panel>
      <Panel title={t('tips.payout.tableTitle')}>
        <TableScroll label={t('tips.payout.tableTitle')} refreshing={history.isPlaceholderData}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  {t('tips.col.date')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.workers')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.total')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.digital')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.nonDigital')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.payout.paid')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.payout.failed')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.isError ? (
                <TableMessage columns={COLUMNS}>
                  <ErrorState onRetry={() => void history.refetch()} />
                </TableMessage>
              ) : history.isPending ? (
                <SkeletonRows columns={COLUMNS} />
              ) : days.length === 0 ? (
                <TableMessage columns={COLUMNS}>
                  <EmptyState title={t('tips.payout.empty.title')} description={t('tips.payout.empty.description')} />
                </TableMessage>
              ) : (
                days.map((day) => (
                  <tr key={`${day.dateTip}-${day.workerGroupCode}`} className={styles.row}>
                    <td className={styles.td}>{formatDate(day.dateTip, locale)}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{day.workerCount}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(day.total, locale)}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(day.digitalTotal, locale)}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(day.nonDigitalTotal, locale)}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(day.paidTotal, locale)}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(day.failedTotal, locale)}</td>
                    <td className={styles.td}>
                      <StatusPill tone={DAY_STATUS_TONE[day.status]}>{t(DAY_STATUS_KEYS[day.status])}</StatusPill>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
      </Panel>
      <PayoutSplitsPanel
        key={workerGroupCode}
        companyId={companyId}
        workerGroupCode={workerGroupCode}
        locale={locale}
        hrefOf={link.hrefOf}
      />
      <SplitFromLink link={link} locale={locale} />
    </>
  );
}
