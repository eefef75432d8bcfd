import type { Schemas } from '@cuadre/api-client';
import { formatCents, formatDate, TIPS_BATCH_SELECTOR_PATH, TIPS_HOME_PATH } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import { Alert, Button, DataTable, EmptyState, Heading, Stack, StatusPill, Text } from '@cuadre/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { TipsPage } from '../components/tips-page.tsx';
import { BATCH_STATUS_KEYS, BATCH_STATUS_TONE } from '../components/use-tips-labels.ts';
import { fixedColumn, tableStatus, useTableText } from '../components/ui-text.ts';
import { puertoRicoToday, useTipsScope } from '../hooks/use-tips-scope.ts';
import { tipDateState } from '../states/tip-date-state.ts';
import { workingTipBatchState } from '../states/working-tip-batch-state.ts';

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
  const text = useTableText();
  const columns: DataTableColumn<Schemas['TipBatch']>[] = [
    {
      id: 'batch',
      header: t('tips.col.batch'),
      value: (batch) => batch.name,
      // The batch being worked on says so beside its name.
      cell: (batch) => (
        <>
          {batch.name}
          {working?.id === batch.id ? (
            <>
              {' '}
              <StatusPill tone="primary">{t('tips.batches.current')}</StatusPill>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'from',
      header: t('tips.col.from'),
      value: (batch) => batch.startDate,
      cell: (batch) => formatDate(batch.startDate, locale),
      // "Nov 16, 2026" whole; the batch's name takes the rest.
      width: 120,
    },
    {
      id: 'to',
      header: t('tips.col.to'),
      value: (batch) => batch.endDate,
      cell: (batch) => formatDate(batch.endDate, locale),
      width: 120,
    },
    {
      id: 'status',
      header: t('tips.col.status'),
      value: (batch) => t(BATCH_STATUS_KEYS[batch.status]),
      cell: (batch) => (
        <StatusPill tone={BATCH_STATUS_TONE[batch.status]}>{t(BATCH_STATUS_KEYS[batch.status])}</StatusPill>
      ),
      width: 130,
    },
    // "Empleados" whole beside its sort icon.
    { id: 'workers', header: t('tips.col.workers'), value: (batch) => batch.workerCount, numeric: true, width: 125 },
    {
      id: 'total',
      header: t('tips.col.total'),
      value: (batch) => batch.total,
      cell: (batch) => formatCents(batch.total, locale),
      numeric: true,
      width: 110,
    },
    {
      id: 'actions',
      header: t('tips.col.actions'),
      value: () => null,
      cell: (batch) =>
        availableIds.has(batch.id) ? (
          <Button
            size="sm"
            variant={working?.id === batch.id ? 'secondary' : 'default'}
            onClick={() => pick(batch)}
            aria-label={t('tips.batches.pickFor', { name: batch.name })}
          >
            {t('tips.batches.pick')}
          </Button>
        ) : (
          <Text tone="muted">{t('tips.batches.closed')}</Text>
        ),
      // As wide as its button in either language ("Trabajar en este lote").
      width: 190,
      ...fixedColumn,
    },
  ];
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
      <Stack space="small">
        <Heading level={3} as="h2">
          {t('tips.batches.title')}
        </Heading>
        <DataTable
          toolbar={
            <Text size="small" tone="muted">
              {t('tips.batches.available', { count: availableIds.size })}
            </Text>
          }
          label={t('tips.batches.title')}
          columns={columns}
          data={list}
          getRowId={(batch) => batch.id}
          status={tableStatus(batches)}
          onRetry={() => void batches.refetch()}
          empty={<EmptyState title={t('tips.batches.empty.title')} description={t('tips.batches.empty.description')} />}
          {...text}
        />
      </Stack>
    </>
  );
}
