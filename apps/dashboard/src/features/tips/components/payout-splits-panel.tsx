import type { Locale } from '@cuadre/domain';
import { formatCents, formatDate, sumCents } from '@cuadre/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { useWorkerNames } from '../hooks/use-worker-names.ts';
import { splitGiverIds } from '../utils/worker-names.ts';
import { splitProgress } from '../utils/split-status.ts';
import { SPLIT_TYPE_KEYS } from './use-tips-labels.ts';
import {
  EmptyState,
  ErrorState,
  Pager,
  Panel,
  SkeletonRows,
  StatusPill,
  TableMessage,
  TableScroll,
} from './ui-bits.tsx';
import * as styles from './tips.css.ts';

const COLUMNS = 7;
const PAGE_SIZE = 20;

// Payout history: the group's splits, newest day first, each a link that opens its drawer (?split=<id>).
export function PayoutSplitsPanel({
  companyId,
  workerGroupCode,
  locale,
  hrefOf,
}: {
  companyId: string;
  workerGroupCode: string;
  locale: Locale;
  hrefOf: (splitId: string) => string;
}) {
  const t = useT();
  const { query } = useTipsApi();
  const [page, setPage] = useState(1);
  const splits = query.useQuery(
    'get',
    '/tips/get-splits',
    { params: { query: { companyId, workerGroupCode, page, limit: PAGE_SIZE } } },
    { placeholderData: (previous) => previous },
  );
  const workers = query.useQuery('get', '/tips/current-users', { params: { query: { companyId, workerGroupCode } } });
  const names = useMemo(
    () => new Map((workers.data?.workers ?? []).map((worker) => [worker.id, worker])),
    [workers.data],
  );
  const items = splits.data?.items ?? [];
  const { giverOf } = useWorkerNames(workers.isPending ? undefined : names, splitGiverIds(items));
  const total = splits.data?.total ?? 0;
  return (
    <Panel title={t('tips.payout.splitsTitle')}>
      <TableScroll label={t('tips.payout.splitsCaption')} refreshing={splits.isPlaceholderData}>
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>{t('tips.payout.splitsCaption')}</caption>
          <thead>
            <tr>
              <th className={styles.th} scope="col">
                {t('tips.col.date')}
              </th>
              <th className={styles.th} scope="col">
                {t('tips.col.from')}
              </th>
              <th className={styles.th} scope="col">
                {t('tips.col.type')}
              </th>
              <th className={`${styles.th} ${styles.numeric}`} scope="col">
                {t('tips.col.tip')}
              </th>
              <th className={`${styles.th} ${styles.numeric}`} scope="col">
                {t('tips.col.split')}
              </th>
              <th className={styles.th} scope="col">
                {t('tips.col.status')}
              </th>
              <th className={styles.th} scope="col">
                <span className={styles.visuallyHidden}>{t('tips.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {splits.isError ? (
              <TableMessage columns={COLUMNS}>
                <ErrorState onRetry={() => void splits.refetch()} />
              </TableMessage>
            ) : splits.isPending ? (
              <SkeletonRows columns={COLUMNS} rows={5} />
            ) : items.length === 0 ? (
              <TableMessage columns={COLUMNS}>
                <EmptyState
                  title={t('tips.payout.splitsEmpty.title')}
                  description={t('tips.payout.splitsEmpty.description')}
                />
              </TableMessage>
            ) : (
              items.map((split) => {
                const progress = splitProgress(split);
                const from = giverOf(split);
                const date = formatDate(split.dateTip, locale);
                return (
                  <tr key={split.id} className={styles.row} data-split-id={split.id}>
                    <td className={styles.td}>{date}</td>
                    <td className={styles.td}>{from}</td>
                    <td className={styles.td}>{t(SPLIT_TYPE_KEYS[split.splitType])}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(split.initialAmount, locale)}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>
                      {formatCents(sumCents(split.splits.map((item) => item.amount)), locale)}
                    </td>
                    <td className={styles.td}>
                      <span className={styles.actions}>
                        {progress.ready > 0 ? (
                          <StatusPill tone="info">{t('tips.splits.readyCount', { count: progress.ready })}</StatusPill>
                        ) : null}
                        {progress.approved > 0 ? (
                          <StatusPill tone="positive">
                            {t('tips.splits.approvedCount', { count: progress.approved })}
                          </StatusPill>
                        ) : null}
                        {progress.fail > 0 ? (
                          <StatusPill tone="critical">
                            {t('tips.splits.failedCount', { count: progress.fail })}
                          </StatusPill>
                        ) : null}
                      </span>
                    </td>
                    <td className={styles.td}>
                      <Link
                        className={styles.linkButton}
                        to={hrefOf(split.id)}
                        aria-label={t('tips.payout.viewSplitOf', { from, date })}
                      >
                        {t('tips.payout.viewSplit')}
                      </Link>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={page} pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))} total={total} onPage={setPage} />
    </Panel>
  );
}
