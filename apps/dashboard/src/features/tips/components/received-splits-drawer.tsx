import type { Schemas } from '@cuadre/api-client';
import type { Locale } from '@cuadre/domain';
import { formatCents } from '@cuadre/domain';
import { Drawer } from '@cuadre/ui';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { useWorkerNames } from '../hooks/use-worker-names.ts';
import { splitGiverIds } from '../utils/worker-names.ts';
import { SPLIT_ITEM_KEYS, SPLIT_ITEM_TONE, SPLIT_TYPE_KEYS } from './use-tips-labels.ts';
import { EmptyState, ErrorState, StatusPill } from './ui-bits.tsx';
import * as styles from './tips.css.ts';

type Props = {
  companyId: string;
  workerGroupCode: string;
  date: string;
  workerId: string;
  locale: Locale;
  // The day's and the group's tip workers; undefined while they load.
  names: ReadonlyMap<string, Schemas['TipWorker']> | undefined;
  onClose: () => void;
};

// The splits one worker received on the day, each with the giver and the share's status.
export function ReceivedSplitsDrawer({ companyId, workerGroupCode, date, workerId, locale, names, onClose }: Props) {
  const t = useT();
  const { query } = useTipsApi();
  const received = query.useQuery('get', '/tips/get-tip-splits-received-by-worker', {
    params: { query: { companyId, workerGroupCode, date, workerId } },
  });
  const list = received.data?.splits ?? [];
  const { nameOf, giverOf } = useWorkerNames(names, [workerId, ...splitGiverIds(list)]);
  const name = nameOf(workerId);
  return (
    <Drawer
      title={t('tips.received.title', { name })}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      closeLabel={t('tips.close')}
      size="large"
    >
      <div className={styles.drawerBody}>
        {received.isError ? (
          <ErrorState onRetry={() => void received.refetch()} />
        ) : received.isPending ? (
          <div className={styles.skeleton} />
        ) : list.length === 0 ? (
          <EmptyState title={t('tips.received.none.title')} description={t('tips.received.none.description')} />
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  {t('tips.col.from')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.type')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.amount')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.flatMap((split) =>
                split.splits
                  .filter((item) => item.workerId === workerId)
                  .map((item) => (
                    <tr key={`${split.id}-${item.workerId}`}>
                      <td className={styles.td}>{giverOf(split)}</td>
                      <td className={styles.td}>{t(SPLIT_TYPE_KEYS[split.splitType])}</td>
                      <td className={`${styles.td} ${styles.numeric}`}>{formatCents(item.amount, locale)}</td>
                      <td className={styles.td}>
                        <StatusPill tone={SPLIT_ITEM_TONE[item.status]}>{t(SPLIT_ITEM_KEYS[item.status])}</StatusPill>
                      </td>
                    </tr>
                  )),
              )}
            </tbody>
          </table>
        )}
      </div>
    </Drawer>
  );
}
