import type { CommissionBatchStatus } from '@cuadre/domain';
import {
  BATCH_CREATE_PERMISSIONS,
  COMMISSION_BATCH_STATUSES,
  formatDate,
  formatDateTime,
  formatPeriod,
  hasAnyPermission,
  todayInPuertoRico,
} from '@cuadre/domain';
import { Button, buttonClassName, DataTable, EmptyState, PageHeader, Select, Stack, Tabs, Toolbar } from '@cuadre/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ALL_OPTION, chosenOption, shownOption } from '../../../shared/components/native-options.tsx';
import { useCommissionsApi } from '../api/commissions-api.ts';
import { useBrands } from '../api/batch-queries.ts';
import type { BatchArea } from '../area.ts';
import { AREA_CREATE_ACTION, areaPath } from '../area.ts';
import * as styles from '../components/commissions.css.ts';
import { PERIOD_WIDTH, useBatchSummaryColumns } from '../components/batch-columns.tsx';
import { DeadlinePill } from '../components/status.tsx';
import { fixedColumns, usePaging } from '../components/labels.ts';
import type { BatchFilters } from '../math/batch-filters.ts';
import { EMPTY_FILTERS, batchListQuery, isAwaitingUser } from '../math/batch-filters.ts';
import { titleDeadlines } from '../math/deadlines.ts';
import { describeSetOfWorkers, formatUpdatedAt } from '../math/describe.ts';
import { PagerRow } from '../components/pager-row.tsx';
import { PositionSelects } from '../components/position-selects.tsx';
import { TableHeading } from '../components/table-heading.tsx';
import { useCommissionsT } from '../messages.ts';
import { PlansPanel } from '../plans/plans-panel.tsx';
import { useCommissionsSession } from '../session/use-commissions-session.ts';
import type { BatchSummary } from '../api/batch-queries.ts';
import { canDeleteBatch } from './batch-actions.ts';
import { DeleteBatchConfirmation } from './delete-batch-action.tsx';

const PAGE_SIZE = 25;
// The awaiting view filters by creator in the browser, so it reads one large page.
const AWAITING_LIMIT = 200;

// At 1280×720 every column fits its card, in English and in Spanish: a period and an update time read whole ("1 – 30
// de sept de 2026", "16 nov, 10:00 a. m."); what covers the batch takes what is left and, like the creator, stops
// at an ellipsis with the whole text in its title.
// The last change's time, and the batch's creator under it in the smaller type of a second line.
const UPDATED_WIDTH = 190;

type HomeTab = 'batches' | 'awaiting' | 'plans';

export function BatchListScreen({ area, title, now = new Date() }: { area: BatchArea; title: string; now?: Date }) {
  const t = useCommissionsT();
  const paging = usePaging();
  const summaryColumns = useBatchSummaryColumns();
  const session = useCommissionsSession();
  const { query } = useCommissionsApi();
  const [tab, setTab] = useState<HomeTab>('batches');
  const [filters, setFilters] = useState<BatchFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<BatchSummary | null>(null);
  const brands = useBrands(session.companyId, session.user.email);
  const canApprove = session.allowed('batch.approve');
  const canCreate = session.allowed(AREA_CREATE_ACTION[area]);
  const effective: BatchFilters = { ...filters, view: tab === 'awaiting' ? 'awaiting-me' : 'all' };
  const list = query.useQuery(
    'get',
    '/compensation/commission-batches',
    {
      params: {
        query: batchListQuery(
          session.companyId,
          area,
          effective,
          tab === 'awaiting' ? 1 : page,
          tab === 'awaiting' ? AWAITING_LIMIT : PAGE_SIZE,
        ),
      },
    },
    { enabled: tab !== 'plans', placeholderData: (previous) => previous },
  );
  const awaitingCount = query.useQuery(
    'get',
    '/compensation/commission-batches',
    {
      params: {
        query: batchListQuery(session.companyId, area, { ...EMPTY_FILTERS, view: 'awaiting-me' }, 1, AWAITING_LIMIT),
      },
    },
    { enabled: canApprove },
  );
  const awaitingTotal = awaitingCount.data?.items.filter((batch) => isAwaitingUser(batch, session.user)).length;
  const rows = useMemo(() => {
    const items = list.data?.items ?? [];
    return tab === 'awaiting' ? items.filter((batch) => isAwaitingUser(batch, session.user)) : items;
  }, [list.data, tab, session.user]);
  const deadlines = useMemo(
    () => titleDeadlines(brands.data?.brands ?? [], todayInPuertoRico(now)),
    [brands.data, now],
  );

  const brandOptions = brands.data?.brands ?? [];
  const update = (change: Partial<BatchFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const columns = fixedColumns(rows, [
    {
      id: 'period',
      header: t('commissions.column.period'),
      width: PERIOD_WIDTH,
      value: (batch) => batch.startDate,
      cell: (batch) => (
        <Link className={buttonClassName('link', 'sm')} to={areaPath(area, 'batch-details', batch.id)}>
          {formatPeriod(batch.startDate, batch.endDate, session.locale)}
        </Link>
      ),
    },
    ...summaryColumns,
    {
      // Eight columns at 1,280 px: the creator, filtered on above the table, sits under the last change's time so
      // whom the batch covers keeps its width.
      id: 'updated',
      header: t('commissions.column.updatedCreator'),
      width: UPDATED_WIDTH,
      value: (batch) => batch.updatedAt,
      cell: (batch) => (
        <time dateTime={batch.updatedAt} title={formatDateTime(batch.updatedAt, session.locale)}>
          {formatUpdatedAt(batch.updatedAt, session.locale, now)}
        </time>
      ),
      secondary: (batch) => batch.creatorEmail,
    },
    ...(hasAnyPermission(session.user, BATCH_CREATE_PERMISSIONS)
      ? [
          {
            id: 'actions',
            header: t('commissions.column.actions'),
            // Its header, over one icon button.
            width: 84,
            value: (batch: BatchSummary) => batch.id,
            cell: (batch: BatchSummary) =>
              canDeleteBatch(session.user, batch) ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('commissions.delete.rowAction', {
                    period: formatPeriod(batch.startDate, batch.endDate, session.locale),
                    covers: describeSetOfWorkers(batch.setOfWorkers),
                  })}
                  onClick={() => setDeleting(batch)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </Button>
              ) : null,
          },
        ]
      : []),
  ]);
  const paged = paging({ page, limit: PAGE_SIZE, total: list.data?.total ?? 0, onPage: setPage });

  const batchList = (
    <Stack space="small">
      <DataTable
        toolbar={
          <Toolbar label={t('commissions.filter.label')}>
            <PositionSelects
              brands={brandOptions}
              value={filters}
              labels={{
                brand: t('commissions.filter.brand'),
                department: t('commissions.filter.department'),
                title: t('commissions.filter.title'),
              }}
              allLabels={{
                brand: t('commissions.filter.all'),
                department: t('commissions.filter.all'),
                title: t('commissions.filter.all'),
              }}
              onChange={update}
            />
            {tab === 'batches' ? (
              <Select
                className={styles.filter}
                label={t('commissions.filter.status')}
                value={shownOption(filters.status)}
                onValueChange={(value) => update({ status: chosenOption(value) as CommissionBatchStatus | '' })}
                options={[
                  { value: ALL_OPTION, label: t('commissions.filter.all') },
                  ...COMMISSION_BATCH_STATUSES.map((status) => ({
                    value: status,
                    label: t(`commissions.status.${status}`),
                  })),
                ]}
              />
            ) : null}
            <Select
              className={styles.filter}
              label={t('commissions.filter.creator')}
              value={filters.creatorEmail === '' ? ALL_OPTION : 'me'}
              onValueChange={(value) => update({ creatorEmail: value === 'me' ? session.user.email : '' })}
              options={[
                { value: ALL_OPTION, label: t('commissions.filter.anyone') },
                { value: 'me', label: t('commissions.filter.me') },
              ]}
            />
          </Toolbar>
        }

        label={t('commissions.batches.label')}
        data={rows}
        getRowId={(batch) => batch.id}
        columns={columns}
        status={list.isError ? 'error' : list.data === undefined ? 'loading' : 'success'}
        errorMessage={t('commissions.error.description')}
        onRetry={() => void list.refetch()}
        labels={{ retry: t('commissions.action.retry') }}
        refreshing={list.isPlaceholderData}
        height={900}
        empty={
          <EmptyState
            headingLevel={2}
            title={t(tab === 'awaiting' ? 'commissions.empty.awaiting.title' : 'commissions.empty.batches.title')}
            description={t(
              tab === 'awaiting' ? 'commissions.empty.awaiting.description' : 'commissions.empty.batches.description',
            )}
          />
        }
      />
      {tab === 'batches' && list.data !== undefined && list.data.total > 0 ? <PagerRow paged={paged} /> : null}
    </Stack>
  );

  return (
    <Stack space="medium">
      <PageHeader
        title={title}
        description={t('commissions.home.description')}
        actions={
          canCreate ? (
            <Link className={buttonClassName('default')} to={areaPath(area, 'create-batch')}>
              <Plus size={16} aria-hidden="true" />
              {t('commissions.action.createBatch')}
            </Link>
          ) : null
        }
      />
      <Tabs
        label={t('commissions.tab.label')}
        value={tab}
        onValueChange={(next) => {
          setTab(next as HomeTab);
          setPage(1);
        }}
        items={[
          { value: 'batches', label: t('commissions.tab.batches'), content: batchList },
          ...(canApprove
            ? [
                {
                  value: 'awaiting',
                  label: t('commissions.tab.awaiting'),
                  ...(awaitingTotal === undefined ? {} : { count: awaitingTotal }),
                  content: batchList,
                },
              ]
            : []),
          { value: 'plans', label: t('commissions.tab.plans'), content: <PlansPanel area={area} /> },
        ]}
      />
      {/* Below the list, once it is in: a card that appeared above it, or above its rows, would push them down. */}
      {deadlines.length > 0 && (tab === 'plans' || list.data !== undefined) ? (
        <Stack space="small">
          <DataTable
            toolbar={
              <TableHeading
                title={t('commissions.deadlines.title')}
                description={t('commissions.deadlines.description')}
              />
            }
            label={t('commissions.deadlines.title')}
            data={deadlines}
            getRowId={(deadline) => `${deadline.brand}/${deadline.department}/${deadline.title}/${deadline.kind}`}
            height={220}
            columns={fixedColumns(deadlines, [
              // The title whole: the other columns hold short values ("Límite de aprobación" the longest).
              {
                id: 'title',
                header: t('commissions.column.title'),
                value: (deadline) => `${deadline.brand} · ${deadline.department} · ${deadline.title}`,
              },
              {
                id: 'kind',
                header: t('commissions.column.deadline'),
                width: 190,
                value: (deadline) =>
                  t(deadline.kind === 'creation' ? 'commissions.deadline.creation' : 'commissions.deadline.approval'),
              },
              {
                id: 'date',
                header: t('commissions.column.date'),
                width: 150,
                value: (deadline) => formatDate(deadline.date, session.locale),
              },
              {
                id: 'days',
                header: t('commissions.column.daysLeft'),
                numeric: true,
                width: 120,
                value: (deadline) => deadline.daysLeft,
              },
              {
                id: 'state',
                header: t('commissions.column.status'),
                width: 140,
                value: (deadline) => deadline.state,
                cell: (deadline) => <DeadlinePill state={deadline.state} />,
              },
            ])}
          />
        </Stack>
      ) : null}
      <DeleteBatchConfirmation batch={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
    </Stack>
  );
}
