import type { Schemas } from '@cuadre/api-client';
import type { Locale } from '@cuadre/domain';
import { formatCents, sumCents } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useRef, useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { refreshTips } from '../api/tips-cache.ts';
import { useWorkerNames } from '../hooks/use-worker-names.ts';
import {
  approvalPrefix,
  correlationIdNow,
  idempotencyKeyFor,
  sessionProcessedIds,
  wasProcessed,
} from '../utils/payout-guard.ts';
import { splitProgress } from '../utils/split-status.ts';
import { splitWorkerIds } from '../utils/worker-names.ts';
import { CorrelationId } from './correlation-id.tsx';
import { ShareStatus } from './share-status.tsx';
import { SPLIT_TYPE_KEYS } from './use-tips-labels.ts';
import {
  Alert,
  EmptyState,
  ErrorState,
  Panel,
  SkeletonRows,
  StatusPill,
  TableMessage,
  TableScroll,
} from './ui-bits.tsx';
import * as styles from './tips.css.ts';

type Props = {
  companyId: string;
  workerGroupCode: string;
  userId: string;
  date: string;
  locale: Locale;
  // The day's and the group's tip workers; undefined while they load.
  names: ReadonlyMap<string, Schemas['TipWorker']> | undefined;
  canApprove: boolean;
  canCreate: boolean;
  onCreate: () => void;
  highlight: string | null;
};

const COLUMNS = 5;

// The day's splits: each share with its status, failures with their reason, approve and retry.
export function SplitsPanel({
  companyId,
  workerGroupCode,
  userId,
  date,
  locale,
  names,
  canApprove,
  canCreate,
  onCreate,
  highlight,
}: Props) {
  const t = useT();
  const { query, client } = useTipsApi();
  const queryClient = useQueryClient();
  // The server answers the day's splits, however old the day: a page of the group's newest would miss older days.
  const splits = query.useQuery('get', '/tips/get-splits', {
    params: { query: { companyId, workerGroupCode, date, limit: 200 } },
  });
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'positive' | 'critical' | 'caution'; text: string } | null>(null);
  // An action's correlation id lives until the server confirms it, so a retried click reuses its key.
  const pending = useRef(new Map<string, string>());
  const daySplits = (splits.data?.items ?? []).filter((split) => split.dateTip === date);
  const { nameOf: name, giverOf } = useWorkerNames(names, splitWorkerIds(daySplits));

  const approve = async (split: Schemas['TipSplit']) => {
    const ready = split.splits.filter((item) => item.status === 'ready').map((item) => item.workerId);
    const prefix = approvalPrefix(split.id, ready);
    const store = sessionProcessedIds();
    // §9: shares this browser already sent for payout are never sent twice.
    if (wasProcessed(store, prefix)) {
      setNotice({ tone: 'caution', text: t('tips.splits.alreadyApproved') });
      return;
    }
    const correlationId =
      pending.current.get(prefix) ?? correlationIdNow(prefix, { companyId, workerGroupCode, userId });
    pending.current.set(prefix, correlationId);
    setBusy(split.id);
    const { error } = await client.POST('/tips/splits/{splitId}/approve', {
      params: { path: { splitId: split.id }, header: { 'Idempotency-Key': idempotencyKeyFor(correlationId) } },
    });
    setBusy(null);
    if (error !== undefined) {
      setNotice({ tone: 'critical', text: error.detail ?? error.title });
      return;
    }
    store.add(correlationId);
    pending.current.delete(prefix);
    setNotice({ tone: 'positive', text: t('tips.splits.approved', { count: ready.length }) });
    await refreshTips(queryClient);
  };

  const retry = async (split: Schemas['TipSplit'], workerIds?: string[]) => {
    setBusy(split.id);
    const { error } = await client.POST('/tips/splits/{splitId}/retry', {
      params: { path: { splitId: split.id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      ...(workerIds === undefined ? {} : { body: { workerIds } }),
    });
    setBusy(null);
    if (error !== undefined) {
      setNotice({ tone: 'critical', text: error.detail ?? error.title });
      return;
    }
    setNotice({ tone: 'positive', text: t('tips.splits.retried') });
    await refreshTips(queryClient);
  };

  return (
    <Panel
      title={t('tips.splits.title')}
      actions={
        canCreate ? (
          <Button size="sm" onClick={onCreate}>
            {t('tips.splits.new')}
          </Button>
        ) : null
      }
    >
      {notice === null ? null : (
        <div className={styles.panelBody}>
          <Alert tone={notice.tone} title={notice.text} />
        </div>
      )}
      <TableScroll label={t('tips.splits.caption', { date })}>
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>{t('tips.splits.caption', { date })}</caption>
          <thead>
            <tr>
              <th className={styles.th} scope="col">
                {t('tips.col.from')}
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
              <SkeletonRows columns={COLUMNS} rows={3} />
            ) : daySplits.length === 0 ? (
              <TableMessage columns={COLUMNS}>
                <EmptyState title={t('tips.splits.empty.title')} description={t('tips.splits.empty.description')} />
              </TableMessage>
            ) : (
              daySplits.map((split) => {
                const progress = splitProgress(split);
                const expanded = open === split.id;
                return (
                  <Fragment key={split.id}>
                    <tr
                      className={styles.row}
                      data-split-id={split.id}
                      data-highlight={highlight === split.id || undefined}
                    >
                      <td className={`${styles.td} ${styles.tdStacked}`}>
                        {giverOf(split)}
                        <span className={`${styles.subline} ${styles.muted}`}>
                          {t(SPLIT_TYPE_KEYS[split.splitType])}
                        </span>
                      </td>
                      <td className={`${styles.td} ${styles.numeric}`}>{formatCents(split.initialAmount, locale)}</td>
                      <td className={`${styles.td} ${styles.numeric}`}>
                        {formatCents(sumCents(split.splits.map((item) => item.amount)), locale)}
                      </td>
                      <td className={styles.td}>
                        <span className={styles.actions}>
                          {progress.ready > 0 ? (
                            <StatusPill tone="info">
                              {t('tips.splits.readyCount', { count: progress.ready })}
                            </StatusPill>
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
                        <span className={styles.rowActions}>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-expanded={expanded}
                            onClick={() => setOpen(expanded ? null : split.id)}
                          >
                            {expanded
                              ? t('tips.splits.hide')
                              : t('tips.splits.details', { count: split.splits.length })}
                          </Button>
                          {canApprove && progress.canApprove ? (
                            <Button size="sm" loading={busy === split.id} onClick={() => void approve(split)}>
                              {t('tips.splits.approve')}
                            </Button>
                          ) : null}
                          {canApprove && progress.fail > 0 ? (
                            <Button
                              variant="outline"
                              size="sm"
                              loading={busy === split.id}
                              onClick={() => void retry(split)}
                            >
                              {t('tips.splits.retryFailed')}
                            </Button>
                          ) : null}
                        </span>
                      </td>
                    </tr>
                    {expanded ? (
                      <tr>
                        <td
                          colSpan={COLUMNS}
                          className={styles.td}
                          style={{ background: 'transparent', whiteSpace: 'normal' }}
                        >
                          <table
                            className={styles.table}
                            aria-label={t('tips.splits.itemsOf', { from: giverOf(split) })}
                          >
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
                                  {t('tips.col.shift')}
                                </th>
                                <th className={styles.th} scope="col">
                                  {t('tips.col.correlationId')}
                                </th>
                                <th className={styles.th} scope="col">
                                  <span className={styles.visuallyHidden}>{t('tips.col.actions')}</span>
                                </th>
                              </tr>
                            </thead>
                            <tbody>
                              {split.splits.map((item) => (
                                <tr key={item.workerId}>
                                  <td className={styles.td}>{name(item.workerId)}</td>
                                  <td className={`${styles.td} ${styles.numeric}`}>
                                    {formatCents(item.amount, locale)}
                                  </td>
                                  <td className={`${styles.td} ${styles.tdStacked} ${styles.tdWrap}`}>
                                    <ShareStatus item={item} />
                                  </td>
                                  <td className={styles.td}>{item.realShift ?? '—'}</td>
                                  <td className={styles.td}>
                                    <CorrelationId id={item.correlationId} />
                                  </td>
                                  <td className={styles.td}>
                                    {canApprove && item.status === 'fail' ? (
                                      <Button
                                        variant="outline"
                                        size="sm"
                                        loading={busy === split.id}
                                        aria-label={t('tips.splits.retryFor', { name: name(item.workerId) })}
                                        onClick={() => void retry(split, [item.workerId])}
                                      >
                                        {t('tips.splits.retry')}
                                      </Button>
                                    ) : null}
                                  </td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </TableScroll>
    </Panel>
  );
}
