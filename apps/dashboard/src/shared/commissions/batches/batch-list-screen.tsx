import type { CommissionBatchStatus } from '@cuadre/domain';
import {
  BATCH_CREATE_PERMISSIONS,
  COMMISSION_BATCH_STATUSES,
  formatDate,
  formatDateTime,
  hasAnyPermission,
  todayInPuertoRico,
} from '@cuadre/domain';
import { Button, buttonClassName } from '@cuadre/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ALL_OPTION, chosenOption, NativeOptions, shownOption } from '../../components/native-options.tsx';
import { useCommissionsApi } from '../api/commissions-api.ts';
import { useBrands } from '../api/batch-queries.ts';
import type { BatchArea } from '../area.ts';
import { AREA_CREATE_ACTION, areaPath } from '../area.ts';
import * as styles from '../components/commissions.css.ts';
import type { Column } from '../components/data-table.tsx';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import {
  BatchStatusPill,
  DeadlinePill,
  EmptyState,
  ErrorState,
  Field,
  Money,
  PageHeader,
  SkeletonRows,
  Tabs,
} from '../components/ui.tsx';
import type { BatchFilters } from '../math/batch-filters.ts';
import { EMPTY_FILTERS, batchListQuery, isAwaitingUser } from '../math/batch-filters.ts';
import { titleDeadlines } from '../math/deadlines.ts';
import { describeSetOfWorkers, formatPeriod, formatUpdatedAt } from '../math/describe.ts';
import { useCommissionsT } from '../messages.ts';
import { PlansPanel } from '../plans/plans-panel.tsx';
import { useCommissionsSession } from '../session/use-commissions-session.ts';
import type { BatchSummary } from '../api/batch-queries.ts';
import { canDeleteBatch } from './batch-actions.ts';
import { DeleteBatchConfirmation } from './delete-batch-action.tsx';

const PAGE_SIZE = 25;
// The awaiting view filters by creator in the browser, so it reads one large page.
const AWAITING_LIMIT = 200;

// At 1280×720 every column fits its card, in English and in Spanish: the long texts stop here with an ellipsis and
// show whole in their title.
const COVERS_WIDTH = 210;
const CREATOR_WIDTH = 180;

type HomeTab = 'batches' | 'awaiting' | 'plans';

export function BatchListScreen({ area, title, now = new Date() }: { area: BatchArea; title: string; now?: Date }) {
  const t = useCommissionsT();
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
  const departmentOptions = brandOptions.find((brand) => brand.name === filters.brand)?.departments ?? [];
  const titleOptions = departmentOptions.find((department) => department.name === filters.department)?.titles ?? [];
  const update = (change: Partial<BatchFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const columns: Column<BatchSummary>[] = [
    {
      id: 'period',
      header: t('commissions.column.period'),
      cell: (batch) => (
        <Link className={styles.linkButton} to={areaPath(area, 'batch-details', batch.id)}>
          {formatPeriod(batch.startDate, batch.endDate, session.locale)}
        </Link>
      ),
    },
    {
      id: 'covers',
      header: t('commissions.column.covers'),
      maxWidth: COVERS_WIDTH,
      cell: (batch) => (
        <span title={describeSetOfWorkers(batch.setOfWorkers)}>{describeSetOfWorkers(batch.setOfWorkers)}</span>
      ),
    },
    { id: 'workers', header: t('commissions.column.workers'), numeric: true, cell: (batch) => batch.workerCount },
    {
      id: 'total',
      header: t('commissions.column.total'),
      numeric: true,
      cell: (batch) => <Money cents={batch.total} locale={session.locale} />,
    },
    {
      id: 'status',
      header: t('commissions.column.status'),
      cell: (batch) => <BatchStatusPill status={batch.status} />,
    },
    {
      id: 'creator',
      header: t('commissions.column.creator'),
      maxWidth: CREATOR_WIDTH,
      cell: (batch) => <span title={batch.creatorEmail}>{batch.creatorEmail}</span>,
    },
    {
      id: 'updated',
      header: t('commissions.column.updated'),
      cell: (batch) => (
        <time dateTime={batch.updatedAt} title={formatDateTime(batch.updatedAt, session.locale)}>
          {formatUpdatedAt(batch.updatedAt, session.locale, now)}
        </time>
      ),
    },
    ...(hasAnyPermission(session.user, BATCH_CREATE_PERMISSIONS)
      ? [
          {
            id: 'actions',
            // The row's delete button names itself; a visible header would only widen an icon column.
            header: <span className={styles.visuallyHidden}>{t('commissions.column.actions')}</span>,
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
  ];

  const tabs = [
    { id: 'batches' as const, label: t('commissions.tab.batches') },
    ...(canApprove
      ? [
          {
            id: 'awaiting' as const,
            label: t('commissions.tab.awaiting'),
            ...(awaitingTotal === undefined ? {} : { count: awaitingTotal }),
          },
        ]
      : []),
    { id: 'plans' as const, label: t('commissions.tab.plans') },
  ];

  return (
    <div className={styles.page}>
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
        items={tabs}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setPage(1);
        }}
      />
      {tab === 'plans' ? (
        <PlansPanel area={area} />
      ) : (
        <section
          className={styles.card}
          aria-label={t('commissions.batches.label')}
          role="tabpanel"
          aria-labelledby={`tab-${tab}`}
        >
          <div className={styles.cardBody}>
            <div className={styles.toolbar}>
              <Field label={t('commissions.filter.brand')}>
                {(id) => (
                  <>
                    <select
                      id={id}
                      className={styles.filterSelect}
                      value={shownOption(filters.brand)}
                      onChange={(event) =>
                        update({ brand: chosenOption(event.target.value), department: '', title: '' })
                      }
                    >
                      <NativeOptions
                        select={t('commissions.filter.brand')}
                        options={[
                          { value: ALL_OPTION, label: t('commissions.filter.all') },
                          ...brandOptions.map((brand) => ({ value: brand.name, label: brand.name })),
                        ]}
                      />
                    </select>
                  </>
                )}
              </Field>
              <Field label={t('commissions.filter.department')}>
                {(id) => (
                  <>
                    <select
                      id={id}
                      className={styles.filterSelect}
                      value={shownOption(filters.department)}
                      disabled={filters.brand === ''}
                      onChange={(event) => update({ department: chosenOption(event.target.value), title: '' })}
                    >
                      <NativeOptions
                        select={t('commissions.filter.department')}
                        options={[
                          { value: ALL_OPTION, label: t('commissions.filter.all') },
                          ...departmentOptions.map((department) => ({
                            value: department.name,
                            label: department.name,
                          })),
                        ]}
                      />
                    </select>
                  </>
                )}
              </Field>
              <Field label={t('commissions.filter.title')}>
                {(id) => (
                  <>
                    <select
                      id={id}
                      className={styles.filterSelect}
                      value={shownOption(filters.title)}
                      disabled={filters.department === ''}
                      onChange={(event) => update({ title: chosenOption(event.target.value) })}
                    >
                      <NativeOptions
                        select={t('commissions.filter.title')}
                        options={[
                          { value: ALL_OPTION, label: t('commissions.filter.all') },
                          ...titleOptions.map((option) => ({ value: option.name, label: option.name })),
                        ]}
                      />
                    </select>
                  </>
                )}
              </Field>
              {tab === 'batches' ? (
                <Field label={t('commissions.filter.status')}>
                  {(id) => (
                    <>
                      <select
                        id={id}
                        className={styles.select}
                        value={shownOption(filters.status)}
                        onChange={(event) =>
                          update({ status: chosenOption(event.target.value) as CommissionBatchStatus | '' })
                        }
                      >
                        <NativeOptions
                          select={t('commissions.filter.status')}
                          options={[
                            { value: ALL_OPTION, label: t('commissions.filter.all') },
                            ...COMMISSION_BATCH_STATUSES.map((status) => ({
                              value: status,
                              label: t(`commissions.status.${status}`),
                            })),
                          ]}
                        />
                      </select>
                    </>
                  )}
                </Field>
              ) : null}
              <Field label={t('commissions.filter.creator')}>
                {(id) => (
                  <>
                    <select
                      id={id}
                      className={styles.select}
                      value={filters.creatorEmail === '' ? ALL_OPTION : 'me'}
                      onChange={(event) =>
                        update({ creatorEmail: event.target.value === 'me' ? session.user.email : '' })
                      }
                    >
                      <NativeOptions
                        select={t('commissions.filter.creator')}
                        options={[
                          { value: ALL_OPTION, label: t('commissions.filter.anyone') },
                          { value: 'me', label: t('commissions.filter.me') },
                        ]}
                      />
                    </select>
                  </>
                )}
              </Field>
            </div>
          </div>
          {list.isError ? (
            <div className={styles.cardBody}>
              <ErrorState onRetry={() => void list.refetch()} />
            </div>
          ) : list.data === undefined ? (
            <SkeletonRows columns={7} label={t('commissions.loading')} />
          ) : rows.length === 0 ? (
            <EmptyState
              title={t(tab === 'awaiting' ? 'commissions.empty.awaiting.title' : 'commissions.empty.batches.title')}
              description={t(
                tab === 'awaiting' ? 'commissions.empty.awaiting.description' : 'commissions.empty.batches.description',
              )}
            />
          ) : (
            <>
              <DataTable
                label={t('commissions.batches.label')}
                rows={rows}
                rowKey={(batch) => batch.id}
                columns={columns}
                refreshing={list.isPlaceholderData}
              />
              {tab === 'batches' ? (
                <Pager page={page} limit={PAGE_SIZE} total={list.data.total} onPage={setPage} />
              ) : null}
            </>
          )}
        </section>
      )}
      {/* Below the list, once it is in: a card that appeared above it, or above its rows, would push them down. */}
      {deadlines.length > 0 && (tab === 'plans' || list.data !== undefined) ? (
        <section className={styles.card} aria-labelledby="deadlines-heading">
          <div className={styles.cardHeader}>
            <h2 id="deadlines-heading" className={styles.subheading}>
              {t('commissions.deadlines.title')}
            </h2>
            <span className={styles.muted}>{t('commissions.deadlines.description')}</span>
          </div>
          <DataTable
            label={t('commissions.deadlines.title')}
            rows={deadlines}
            rowKey={(deadline) => `${deadline.brand}/${deadline.department}/${deadline.title}/${deadline.kind}`}
            maxHeight="220px"
            columns={[
              {
                id: 'title',
                header: t('commissions.column.title'),
                cell: (deadline) => `${deadline.brand} · ${deadline.department} · ${deadline.title}`,
              },
              {
                id: 'kind',
                header: t('commissions.column.deadline'),
                cell: (deadline) =>
                  t(deadline.kind === 'creation' ? 'commissions.deadline.creation' : 'commissions.deadline.approval'),
              },
              {
                id: 'date',
                header: t('commissions.column.date'),
                cell: (deadline) => formatDate(deadline.date, session.locale),
              },
              {
                id: 'days',
                header: t('commissions.column.daysLeft'),
                numeric: true,
                cell: (deadline) => deadline.daysLeft,
              },
              {
                id: 'state',
                header: t('commissions.column.status'),
                cell: (deadline) => <DeadlinePill state={deadline.state} />,
              },
            ]}
          />
        </section>
      ) : null}
      <DeleteBatchConfirmation batch={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
    </div>
  );
}
