import type { Schemas } from '@cuadre/api-client';
import { DEAL_TYPES, formatDate } from '@cuadre/domain';
import { Button, Checkbox, Popover, Select, TextField } from '@cuadre/ui';
import { useAtom } from 'jotai';
import { Columns3 } from 'lucide-react';
import { useId, useState } from 'react';
import { useCommissionsApi } from '../../../shared/commissions/api/commissions-api.ts';
import * as styles from '../../../shared/commissions/components/commissions.css.ts';
import type { Column } from '../../../shared/commissions/components/data-table.tsx';
import { DataTable } from '../../../shared/commissions/components/data-table.tsx';
import { Pager } from '../../../shared/commissions/components/pager.tsx';
import { EmptyState, ErrorState, Money, PageHeader, SkeletonRows } from '../../../shared/commissions/components/ui.tsx';
import { useCommissionsT } from '../../../shared/commissions/messages.ts';
import { useCommissionsSession } from '../../../shared/commissions/session/use-commissions-session.ts';
import { ALL_OPTION } from '../../../shared/components/native-options.tsx';
import { useCommissionsV3T } from '../messages.ts';
import { hiddenDealColumnsState } from '../states/hidden-deal-columns-state.ts';
import * as local from './deals.css.ts';
import type { DealColumn } from './deal-columns.ts';
import { DEAL_COLUMNS, toggleColumn } from './deal-columns.ts';
import type { DealFilters } from './deal-filters.ts';
import { NO_DEAL_FILTERS, dealsQuery, isDealType, isFiltered } from './deal-filters.ts';

const PAGE_SIZE = 50;
type Deal = Schemas['Deal'];

export function DealsScreen({ title }: { title: string }) {
  const t = useCommissionsT();
  const v3 = useCommissionsV3T();
  const session = useCommissionsSession();
  const { query } = useCommissionsApi();
  const columnsId = useId();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<DealFilters>(NO_DEAL_FILTERS);
  const [hidden, setHidden] = useAtom(hiddenDealColumnsState);
  // Searched, filtered and paged on the server: a deal on page 9 is found from page 1, and the total is of what matches.
  const deals = query.useQuery(
    'get',
    '/compensation/deals',
    { params: { query: dealsQuery(session.companyId, filters, page, PAGE_SIZE) } },
    { placeholderData: (previous) => previous },
  );
  const filter = (change: Partial<DealFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const cells: Record<DealColumn, Omit<Column<Deal>, 'id' | 'header'>> = {
    dealNumber: { cell: (deal) => deal.dealNumber },
    date: { cell: (deal) => formatDate(deal.date, session.locale) },
    brand: { cell: (deal) => deal.brand },
    department: { cell: (deal) => deal.department },
    // Capped so that the table still fits 1280 pixels; a longer name ends in an ellipsis, whole in the cell's title.
    worker: { maxWidth: 150, cell: (deal) => deal.workerName ?? v3('commissionsV3.deals.unmatched') },
    payrollFileNumber: {
      cell: (deal) =>
        deal.workerId === null
          ? `${deal.payrollFileNumber} · ${v3('commissionsV3.deals.unmatched')}`
          : deal.payrollFileNumber,
    },
    dealType: { cell: (deal) => v3(`commissionsV3.deals.type.${deal.dealType}`) },
    origin: { cell: (deal) => t(`commissions.origin.${deal.origin}`) },
    saleAmount: { numeric: true, cell: (deal) => <Money cents={deal.saleAmount} locale={session.locale} /> },
    grossProfit: { numeric: true, cell: (deal) => <Money cents={deal.grossProfit} locale={session.locale} /> },
    units: { numeric: true, cell: (deal) => deal.units },
  };
  const columns: Column<Deal>[] = DEAL_COLUMNS.filter((id) => !hidden.includes(id)).map((id) => ({
    id,
    header: v3(`commissionsV3.deals.column.${id}`),
    ...cells[id],
  }));

  return (
    <div className={styles.page}>
      <PageHeader title={title} description={v3('commissionsV3.deals.description')} />
      <section className={styles.card} aria-label={v3('commissionsV3.deals.label')}>
        <div className={styles.cardBody}>
          <div className={`${styles.toolbar} ${local.toolbar}`}>
            <TextField
              label={v3('commissionsV3.deals.search')}
              type="search"
              className={local.search}
              value={filters.search}
              onChange={(search) => filter({ search })}
            />
            <Select
              label={v3('commissionsV3.deals.filter.dealType')}
              className={local.dealType}
              value={filters.dealType}
              onValueChange={(value) => filter({ dealType: isDealType(value) ? value : 'all' })}
              options={[
                { value: ALL_OPTION, label: v3('commissionsV3.deals.filter.allTypes') },
                ...DEAL_TYPES.map((value) => ({ value, label: v3(`commissionsV3.deals.type.${value}`) })),
              ]}
            />
            <span className={`${styles.toolbarEnd} ${styles.muted} ${local.count}`} aria-live="polite">
              {deals.data === undefined
                ? null
                : v3(isFiltered(filters) ? 'commissionsV3.deals.countFiltered' : 'commissionsV3.deals.count', {
                    count: deals.data.total,
                  })}
            </span>
            <Popover
              title={v3('commissionsV3.deals.columns')}
              align="end"
              className={local.columnsPanel}
              trigger={
                <Button variant="outline">
                  <Columns3 size={16} aria-hidden="true" />
                  {v3('commissionsV3.deals.columns')}
                </Button>
              }
            >
              <p id={`${columnsId}-hint`} className={local.columnsHint}>
                {v3('commissionsV3.deals.columnsHint')}
              </p>
              <div
                role="group"
                aria-describedby={`${columnsId}-hint`}
                aria-label={v3('commissionsV3.deals.columns')}
                className={local.columnsList}
              >
                {DEAL_COLUMNS.map((id) => (
                  <Checkbox
                    key={id}
                    checked={!hidden.includes(id)}
                    onChange={() => setHidden(toggleColumn(hidden, id))}
                  >
                    {v3(`commissionsV3.deals.column.${id}`)}
                  </Checkbox>
                ))}
              </div>
            </Popover>
          </div>
        </div>
        {deals.isError ? (
          <div className={styles.cardBody}>
            <ErrorState onRetry={() => void deals.refetch()} />
          </div>
        ) : deals.data === undefined ? (
          <SkeletonRows columns={columns.length || 1} label={t('commissions.loading')} />
        ) : deals.data.items.length === 0 ? (
          isFiltered(filters) ? (
            <EmptyState
              title={v3('commissionsV3.deals.noMatch')}
              description={v3('commissionsV3.deals.noMatchDescription')}
            />
          ) : (
            <EmptyState
              title={v3('commissionsV3.deals.empty')}
              description={v3('commissionsV3.deals.emptyDescription')}
            />
          )
        ) : (
          <>
            <DataTable
              label={v3('commissionsV3.deals.label')}
              rows={deals.data.items}
              rowKey={(deal) => deal.id}
              columns={columns}
              maxHeight="65vh"
              refreshing={deals.isPlaceholderData}
            />
            <Pager page={page} limit={PAGE_SIZE} total={deals.data.total} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
