import type { Schemas } from '@cuadre/api-client';
import type { Locale } from '@cuadre/domain';
import { formatCents, formatDate, formatDateTime, sumCents } from '@cuadre/domain';
import { Drawer } from '@cuadre/ui';
import { useMemo } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { useWorkerNames } from '../hooks/use-worker-names.ts';
import { splitWorkerIds } from '../utils/worker-names.ts';
import { CorrelationId } from './correlation-id.tsx';
import { ShareStatus } from './share-status.tsx';
import { SPLIT_TYPE_KEYS } from './use-tips-labels.ts';
import { EmptyState, ErrorState, TableScroll } from './ui-bits.tsx';
import * as styles from './tips.css.ts';

type Props = { splitId: string; locale: Locale; onClose: () => void };

// Tips → Payout History: one split loaded by its id (so a link opens it), with every share and its status.
export function SplitDetailsDrawer({ splitId, locale, onClose }: Props) {
  const t = useT();
  const { query } = useTipsApi();
  const split = query.useQuery('get', '/tips/get-split-data', { params: { query: { splitId } } });
  const title =
    split.data === undefined
      ? t('tips.splitDetails.genericTitle')
      : t('tips.splitDetails.title', { date: formatDate(split.data.dateTip, locale) });
  return (
    <Drawer
      title={title}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      closeLabel={t('tips.close')}
      size="large"
    >
      <div className={styles.drawerBody}>
        {split.isError ? (
          // A malformed id (400) and a split out of reach (404) read the same: the link leads nowhere.
          split.error.status === 404 || split.error.status === 400 ? (
            <EmptyState
              title={t('tips.splitDetails.notFound.title')}
              description={t('tips.splitDetails.notFound.description')}
            />
          ) : (
            <ErrorState onRetry={() => void split.refetch()} />
          )
        ) : split.isPending ? (
          <div className={styles.stack} aria-busy="true">
            <div className={styles.skeleton} style={{ width: '70%' }} />
            <div className={styles.skeleton} style={{ width: '50%' }} />
            <div className={styles.skeleton} style={{ height: 160 }} />
          </div>
        ) : (
          <SplitDetails split={split.data} locale={locale} />
        )}
      </div>
    </Drawer>
  );
}

function SplitDetails({ split, locale }: { split: Schemas['TipSplit']; locale: Locale }) {
  const t = useT();
  const { query } = useTipsApi();
  const workers = query.useQuery('get', '/tips/current-users', {
    params: { query: { companyId: split.companyId, workerGroupCode: split.workerGroupCode } },
  });
  const names = useMemo(
    () => new Map((workers.data?.workers ?? []).map((worker) => [worker.id, worker])),
    [workers.data],
  );
  const { nameOf, giverOf } = useWorkerNames(workers.isPending ? undefined : names, splitWorkerIds([split]));
  const given = sumCents(split.splits.map((item) => item.amount));
  const from = giverOf(split);
  const date = formatDate(split.dateTip, locale);
  return (
    <>
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>{t('tips.splitDetails.from')}</dt>
        <dd className={styles.factValue}>{from}</dd>
        <dt className={styles.factLabel}>{t('tips.splitDetails.type')}</dt>
        <dd className={styles.factValue}>{t(SPLIT_TYPE_KEYS[split.splitType])}</dd>
        <dt className={styles.factLabel}>{t('tips.splitDetails.initialAmount')}</dt>
        <dd className={styles.factValue}>{formatCents(split.initialAmount, locale)}</dd>
        <dt className={styles.factLabel}>{t('tips.splitDetails.given')}</dt>
        <dd className={styles.factValue} data-testid="split-given">
          {formatCents(given, locale)}
        </dd>
        <dt className={styles.factLabel}>{t('tips.splitDetails.kept')}</dt>
        <dd className={styles.factValue}>{formatCents(split.initialAmount - given, locale)}</dd>
        <dt className={styles.factLabel}>{t('tips.splitDetails.group')}</dt>
        <dd className={styles.factValue}>{split.workerGroupCode}</dd>
        <dt className={styles.factLabel}>{t('tips.splitDetails.shift')}</dt>
        <dd className={styles.factValue}>{split.shift ?? '—'}</dd>
        <dt className={styles.factLabel}>{t('tips.splitDetails.checkout')}</dt>
        <dd className={styles.factValue}>{split.checkout ?? '—'}</dd>
        <dt className={styles.factLabel}>{t('tips.splitDetails.paid')}</dt>
        <dd className={styles.factValue}>{split.paid ? t('tips.yes') : t('tips.no')}</dd>
        <dt className={styles.factLabel}>{t('tips.splitDetails.created')}</dt>
        <dd className={styles.factValue}>
          {t('tips.splitDetails.createdValue', { at: formatDateTime(split.createdAt, locale), by: split.createdBy })}
        </dd>
      </dl>
      <section className={styles.stack} aria-labelledby="split-details-shares">
        <h3 id="split-details-shares" className={styles.panelTitle}>
          {t('tips.splitDetails.shares')}
        </h3>
        <TableScroll label={t('tips.splitDetails.sharesOf', { date })}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>{t('tips.splitDetails.sharesOf', { date })}</caption>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  {t('tips.col.worker')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.amount')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.status')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.correlationId')}
                </th>
              </tr>
            </thead>
            <tbody>
              {split.splits.map((item) => (
                <tr key={item.workerId} data-testid="split-share">
                  <td className={styles.td}>{nameOf(item.workerId)}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>{formatCents(item.amount, locale)}</td>
                  <td className={`${styles.td} ${styles.tdStacked} ${styles.tdWrap}`}>
                    <ShareStatus item={item} />
                  </td>
                  <td className={styles.td}>
                    <CorrelationId id={item.correlationId} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </>
  );
}
