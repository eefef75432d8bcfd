import type { Schemas } from '@cuadre/api-client';
import { formatCents, formatDate, TIPS_BATCH_SELECTOR_PATH, TIPS_HOME_PATH } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { TipsPage } from '../components/tips-page.tsx';
import { BATCH_STATUS_KEYS, BATCH_STATUS_TONE } from '../components/use-tips-labels.ts';
import {
  Alert,
  EmptyState,
  ErrorState,
  Panel,
  SkeletonRows,
  StatusPill,
  TableMessage,
  TableScroll,
} from '../components/ui-bits.tsx';
import * as styles from '../components/tips.css.ts';
import { puertoRicoToday, useTipsScope } from '../hooks/use-tips-scope.ts';
import { tipDateState } from '../states/tip-date-state.ts';
import { workingTipBatchState } from '../states/working-tip-batch-state.ts';

const COLUMNS = 7;

// §2: batch-selector companies start here: pick the tip batch to work on, then distribute its days.
export function TipsBatchSelectorPage() {
  return <TipsPage path={TIPS_BATCH_SELECTOR_PATH}>{(scope) => <BatchSelector {...scope} />}</TipsPage>;
}

function BatchSelector({ companyId, workerGroupCode }: { companyId: string; workerGroupCode: string }) {
  const t = useT();
  const { locale } = useTipsScope();
  const { query } = useTipsApi();
  const navigate = useNavigate();
  const [working, setWorking] = useAtom(workingTipBatchState);
  const setDate = useSetAtom(tipDateState);
  const batches = query.useQuery('get', '/tips/get-tip-batches', { params: { query: { companyId, workerGroupCode } } });
  const available = query.useQuery('get', '/tips/get-available-tip-batches', {
    params: { query: { companyId, workerGroupCode } },
  });
  const availableIds = new Set((available.data?.batches ?? []).map((batch) => batch.id));
  const list = batches.data?.batches ?? [];
  const pick = (batch: Schemas['TipBatch']) => {
    setWorking({ id: batch.id, name: batch.name, startDate: batch.startDate, endDate: batch.endDate });
    const today = puertoRicoToday();
    setDate(batch.endDate < today ? batch.endDate : today);
    void navigate(TIPS_HOME_PATH);
  };
  return (
    <>
      {working === null ? (
        <Alert tone="info" title={t('tips.batches.pickTitle')}>
          {t('tips.batches.pickDescription')}
        </Alert>
      ) : (
        <Alert tone="positive" title={t('tips.batches.working', { name: working.name })}>
          {t('tips.batches.workingRange', {
            from: formatDate(working.startDate, locale),
            to: formatDate(working.endDate, locale),
          })}
        </Alert>
      )}
      <Panel
        title={t('tips.batches.title')}
        actions={<span className={styles.muted}>{t('tips.batches.available', { count: availableIds.size })}</span>}
      >
        <TableScroll label={t('tips.batches.title')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  {t('tips.col.batch')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.from')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.to')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.status')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.workers')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.total')}
                </th>
                <th className={styles.th} scope="col">
                  <span className={styles.visuallyHidden}>{t('tips.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {batches.isError ? (
                <TableMessage columns={COLUMNS}>
                  <ErrorState onRetry={() => void batches.refetch()} />
                </TableMessage>
              ) : batches.isPending ? (
                <SkeletonRows columns={COLUMNS} />
              ) : list.length === 0 ? (
                <TableMessage columns={COLUMNS}>
                  <EmptyState title={t('tips.batches.empty.title')} description={t('tips.batches.empty.description')} />
                </TableMessage>
              ) : (
                list.map((batch) => (
                  <tr
                    key={batch.id}
                    className={styles.row}
                    aria-current={working?.id === batch.id ? 'true' : undefined}
                  >
                    <td className={styles.td}>{batch.name}</td>
                    <td className={styles.td}>{formatDate(batch.startDate, locale)}</td>
                    <td className={styles.td}>{formatDate(batch.endDate, locale)}</td>
                    <td className={styles.td}>
                      <StatusPill tone={BATCH_STATUS_TONE[batch.status]}>
                        {t(BATCH_STATUS_KEYS[batch.status])}
                      </StatusPill>
                    </td>
                    <td className={`${styles.td} ${styles.numeric}`}>{batch.workerCount}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(batch.total, locale)}</td>
                    <td className={styles.td}>
                      {availableIds.has(batch.id) ? (
                        <Button
                          size="sm"
                          variant={working?.id === batch.id ? 'secondary' : 'default'}
                          onClick={() => pick(batch)}
                          aria-label={t('tips.batches.pickFor', { name: batch.name })}
                        >
                          {t('tips.batches.pick')}
                        </Button>
                      ) : (
                        <span className={styles.muted}>{t('tips.batches.closed')}</span>
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
      </Panel>
    </>
  );
}
