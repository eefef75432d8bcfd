import type { Schemas } from '@cuadre/api-client';
import { formatCents, formatDate, TIPS_IRSI_PAYMENT_HISTORY_PATH, TIPS_PAYMENT_HISTORY_PATH } from '@cuadre/domain';
import { Fragment, useState } from 'react';
import { ALL_OPTION, NativeOptions } from '../../../shared/components/native-options.tsx';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { TipsPage } from '../components/tips-page.tsx';
import { DAY_STATUS_KEYS, DAY_STATUS_TONE, TIP_STATUS_KEYS, TIP_STATUS_TONE } from '../components/use-tips-labels.ts';
import {
  EmptyState,
  ErrorState,
  Field,
  Pager,
  Panel,
  SkeletonRows,
  StatusPill,
  TableMessage,
  TableScroll,
} from '../components/ui-bits.tsx';
import * as styles from '../components/tips.css.ts';
import { useTipsScope } from '../hooks/use-tips-scope.ts';
import { formatClock } from '../utils/day-rows.ts';
import { groupByDay } from '../utils/history-days.ts';

const COLUMNS = 8;
const PAGE_SIZE = 50;
const STATUSES: readonly Schemas['TipStatus'][] = ['pending', 'ready', 'approved', 'paid', 'failed'];

// Payment history (and its irsi variant): every tip record, paged, grouped by day with the day's status and each payout's correlation id.
export function TipsHistoryPage({ variant }: { variant: 'normal' | 'irsi' }) {
  const t = useT();
  return (
    <TipsPage
      path={variant === 'irsi' ? TIPS_IRSI_PAYMENT_HISTORY_PATH : TIPS_PAYMENT_HISTORY_PATH}
      subtitle={variant === 'irsi' ? t('tips.history.irsiSubtitle') : t('tips.history.subtitle')}
    >
      {(scope) => <History key={scope.workerGroupCode} {...scope} />}
    </TipsPage>
  );
}

function History({ companyId, workerGroupCode }: { companyId: string; workerGroupCode: string }) {
  const t = useT();
  const { locale } = useTipsScope();
  const { query } = useTipsApi();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Schemas['TipStatus'] | typeof ALL_OPTION>(ALL_OPTION);
  const history = query.useQuery(
    'get',
    '/tips/history',
    {
      params: {
        query: { companyId, workerGroupCode, page, limit: PAGE_SIZE, ...(status === ALL_OPTION ? {} : { status }) },
      },
    },
    { placeholderData: (previous) => previous },
  );
  const days = groupByDay(history.data?.items ?? []);
  const pageCount = Math.ceil((history.data?.total ?? 0) / PAGE_SIZE);
  return (
    <Panel
      title={t('tips.history.title')}
      actions={
        <Field label={t('tips.history.status')}>
          {(props) => (
            <select
              {...props}
              className={styles.control}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as Schemas['TipStatus'] | typeof ALL_OPTION);
                setPage(1);
              }}
            >
              <NativeOptions
                select={t('tips.history.status')}
                options={[
                  { value: ALL_OPTION, label: t('tips.history.allStatuses') },
                  ...STATUSES.map((value) => ({ value, label: t(TIP_STATUS_KEYS[value]) })),
                ]}
              />
            </select>
          )}
        </Field>
      }
    >
      <TableScroll label={t('tips.history.title')} refreshing={history.isPlaceholderData}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.th} scope="col">
                {t('tips.col.payrollFileNumber')}
              </th>
              <th className={styles.th} scope="col">
                {t('tips.col.role')}
              </th>
              <th className={styles.th} scope="col">
                {t('tips.col.shift')}
              </th>
              <th className={styles.th} scope="col">
                {t('tips.col.clockIn')}
              </th>
              <th className={`${styles.th} ${styles.numeric}`} scope="col">
                {t('tips.col.total')}
              </th>
              <th className={styles.th} scope="col">
                {t('tips.col.status')}
              </th>
              <th className={styles.th} scope="col">
                {t('tips.col.correlationId')}
              </th>
              <th className={styles.th} scope="col">
                {t('tips.col.reason')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.isError ? (
              <TableMessage columns={COLUMNS}>
                <ErrorState onRetry={() => void history.refetch()} />
              </TableMessage>
            ) : history.isPending ? (
              <SkeletonRows columns={COLUMNS} rows={10} />
            ) : days.length === 0 ? (
              <TableMessage columns={COLUMNS}>
                <EmptyState title={t('tips.history.empty.title')} description={t('tips.history.empty.description')} />
              </TableMessage>
            ) : (
              days.map((day) => (
                <Fragment key={day.dateTip}>
                  <tr className={styles.totalRow}>
                    <th className={styles.td} scope="rowgroup" colSpan={4} style={{ textAlign: 'left' }}>
                      {formatDate(day.dateTip, locale)}{' '}
                      <span className={styles.muted}>· {t('tips.history.tipCount', { count: day.tips.length })}</span>
                    </th>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(day.total, locale)}</td>
                    <td className={styles.td} colSpan={3}>
                      <StatusPill tone={DAY_STATUS_TONE[day.status]}>{t(DAY_STATUS_KEYS[day.status])}</StatusPill>
                    </td>
                  </tr>
                  {day.tips.map((tip) => (
                    <tr key={tip.id} className={styles.row}>
                      <td className={styles.td}>{tip.payrollFileNumber}</td>
                      <td className={styles.td}>{tip.role}</td>
                      <td className={styles.td}>{tip.shift}</td>
                      <td className={styles.td}>{formatClock(tip.clockIn, locale)}</td>
                      <td className={`${styles.td} ${styles.numeric}`}>{formatCents(tip.total, locale)}</td>
                      <td className={styles.td}>
                        <StatusPill tone={TIP_STATUS_TONE[tip.status]}>{t(TIP_STATUS_KEYS[tip.status])}</StatusPill>
                      </td>
                      <td className={`${styles.td} ${styles.muted}`}>{tip.correlationId ?? '—'}</td>
                      <td className={styles.td}>{tip.reason ?? '—'}</td>
                    </tr>
                  ))}
                </Fragment>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={page} pageCount={pageCount} total={history.data?.total ?? 0} onPage={setPage} />
    </Panel>
  );
}
