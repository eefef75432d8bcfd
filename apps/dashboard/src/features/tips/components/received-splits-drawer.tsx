import type { Schemas } from '@cuadre/api-client';
import type { Locale } from '@cuadre/domain';
import { formatCents } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import { DataTable, Drawer, EmptyState, StatusPill } from '@cuadre/ui';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { useWorkerNames } from '../hooks/use-worker-names.ts';
import { splitGiverIds } from '../utils/worker-names.ts';
import { SPLIT_ITEM_KEYS, SPLIT_ITEM_TONE, SPLIT_TYPE_KEYS } from './use-tips-labels.ts';
import { fixedColumn, tableStatus, useTableText } from './ui-text.ts';

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
  const text = useTableText();
  const rows = list.flatMap((split) =>
    split.splits.filter((item) => item.workerId === workerId).map((item) => ({ split, item })),
  );
  const columns: DataTableColumn<(typeof rows)[number]>[] = [
    { id: 'from', header: t('tips.col.from'), value: ({ split }) => giverOf(split), ...fixedColumn },
    {
      id: 'type',
      header: t('tips.col.type'),
      value: ({ split }) => t(SPLIT_TYPE_KEYS[split.splitType]),
      ...fixedColumn,
    },
    {
      id: 'amount',
      header: t('tips.col.amount'),
      value: ({ item }) => item.amount,
      cell: ({ item }) => formatCents(item.amount, locale),
      numeric: true,
      ...fixedColumn,
    },
    {
      id: 'status',
      header: t('tips.col.status'),
      value: ({ item }) => item.status,
      cell: ({ item }) => (
        <StatusPill tone={SPLIT_ITEM_TONE[item.status]}>{t(SPLIT_ITEM_KEYS[item.status])}</StatusPill>
      ),
      ...fixedColumn,
    },
  ];
  return (
    <Drawer
      title={t('tips.received.title', { name })}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      closeLabel={t('tips.close')}
      size="large"
    >
      <DataTable
        label={t('tips.received.title', { name })}
        columns={columns}
        data={rows}
        getRowId={({ split, item }) => `${split.id}-${item.workerId}`}
        status={tableStatus(received)}
        onRetry={() => void received.refetch()}
        empty={<EmptyState title={t('tips.received.none.title')} description={t('tips.received.none.description')} />}
        {...text}
      />
    </Drawer>
  );
}
