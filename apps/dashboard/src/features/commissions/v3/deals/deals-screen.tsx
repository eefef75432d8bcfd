import type { Schemas } from '@cuadre/api-client';
import { DEAL_TYPES, formatDate } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import {
  Button,
  Checkbox,
  DataTable,
  EmptyState,
  PageHeader,
  Popover,
  Select,
  Stack,
  Text,
  TextField,
  Toolbar,
} from '@cuadre/ui';
import { useAtom } from 'jotai';
import { Columns3 } from 'lucide-react';
import { useId, useState } from 'react';
import { useCommissionsApi } from '../../api/commissions-api.ts';
import * as styles from '../../components/commissions.css.ts';
import { Money } from '../../components/status.tsx';
import { fixedColumns, usePaging } from '../../components/labels.ts';
import { PagerRow } from '../../components/pager-row.tsx';
import { useCommissionsT } from '../../messages.ts';
import { useCommissionsSession } from '../../session/use-commissions-session.ts';
import { ALL_OPTION } from '../../../../shared/components/native-options.tsx';
import { useCommissionsV3T } from '../messages.ts';
import { hiddenDealColumnsState } from '../states/hidden-deal-columns-state.ts';
import type { DealColumn } from './deal-columns.ts';
import { DEAL_COLUMNS, toggleColumn } from './deal-columns.ts';
import type { DealFilters } from './deal-filters.ts';
import { NO_DEAL_FILTERS, dealsQuery, isDealType, isFiltered } from './deal-filters.ts';

const PAGE_SIZE = 50;
type Deal = Schemas['Deal'];

export function DealsScreen({ title }: { title: string }) {
  const t = useCommissionsT();
  const v3 = useCommissionsV3T();
  const paging = usePaging();
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

  const cells: Record<DealColumn, Omit<DataTableColumn<Deal>, 'id' | 'header'>> = {
    dealNumber: { value: (deal) => deal.dealNumber },
    date: { value: (deal) => formatDate(deal.date, session.locale) },
    brand: { value: (deal) => deal.brand },
    department: { value: (deal) => deal.department },
    // Capped so that the table still fits 1280 pixels; a longer name ends in an ellipsis, whole in the cell's title.
    worker: { width: 150, value: (deal) => deal.workerName ?? v3('commissionsV3.deals.unmatched') },
    payrollFileNumber: {
      value: (deal) =>
        deal.workerId === null
          ? `${deal.payrollFileNumber} · ${v3('commissionsV3.deals.unmatched')}`
          : deal.payrollFileNumber,
    },
    dealType: { value: (deal) => v3(`commissionsV3.deals.type.${deal.dealType}`) },
    origin: { value: (deal) => t(`commissions.origin.${deal.origin}`) },
    saleAmount: {
      numeric: true,
      value: (deal) => deal.saleAmount,
      cell: (deal) => <Money cents={deal.saleAmount} locale={session.locale} />,
    },
    grossProfit: {
      numeric: true,
      value: (deal) => deal.grossProfit,
      cell: (deal) => <Money cents={deal.grossProfit} locale={session.locale} />,
    },
    units: { numeric: true, value: (deal) => deal.units },
  };
  const items = deals.data?.items ?? [];
  const columns = fixedColumns(
    items,
    DEAL_COLUMNS.filter((id) => !hidden.includes(id)).map((id) => ({
      id,
      header: v3(`commissionsV3.deals.column.${id}`),
      ...cells[id],
    })),
  );
  const paged = paging({ page, limit: PAGE_SIZE, total: deals.data?.total ?? 0, onPage: setPage });

  return (
    <Stack space="medium">
      <PageHeader title={title} description={v3('commissionsV3.deals.description')} />

      <Stack space="small">
        <DataTable
          toolbar={
            <Toolbar
              label={t('commissions.filter.label')}
              actions={
                <>
                  <Text size="small" tone="muted" aria-live="polite">
                    {deals.data === undefined
                      ? null
                      : v3(isFiltered(filters) ? 'commissionsV3.deals.countFiltered' : 'commissionsV3.deals.count', {
                          count: deals.data.total,
                        })}
                  </Text>
                  <Popover
                    title={v3('commissionsV3.deals.columns')}
                    align="end"
                    className={styles.columnsPanel}
                    trigger={
                      <Button variant="outline">
                        <Columns3 size={16} aria-hidden="true" />
                        {v3('commissionsV3.deals.columns')}
                      </Button>
                    }
                  >
                    <Stack space="small">
                      <Text as="p" id={`${columnsId}-hint`} size="small" tone="muted">
                        {v3('commissionsV3.deals.columnsHint')}
                      </Text>
                      <Stack
                        space="xxsmall"
                        role="group"
                        aria-describedby={`${columnsId}-hint`}
                        aria-label={v3('commissionsV3.deals.columns')}
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
                      </Stack>
                    </Stack>
                  </Popover>
                </>
              }
            >
              <TextField
                label={v3('commissionsV3.deals.search')}
                type="search"
                className={styles.search}
                value={filters.search}
                onChange={(search) => filter({ search })}
              />
              <Select
                label={v3('commissionsV3.deals.filter.dealType')}
                className={styles.filter}
                value={filters.dealType}
                onValueChange={(value) => filter({ dealType: isDealType(value) ? value : 'all' })}
                options={[
                  { value: ALL_OPTION, label: v3('commissionsV3.deals.filter.allTypes') },
                  ...DEAL_TYPES.map((value) => ({ value, label: v3(`commissionsV3.deals.type.${value}`) })),
                ]}
              />
            </Toolbar>
          }

          label={v3('commissionsV3.deals.label')}
          data={items}
          getRowId={(deal) => deal.id}
          columns={columns}
          height={640}
          status={deals.isError ? 'error' : deals.data === undefined ? 'loading' : 'success'}
          errorMessage={t('commissions.error.description')}
          onRetry={() => void deals.refetch()}
          labels={{ retry: t('commissions.action.retry') }}
          refreshing={deals.isPlaceholderData}
          empty={
            isFiltered(filters) ? (
              <EmptyState
                headingLevel={2}
                title={v3('commissionsV3.deals.noMatch')}
                description={v3('commissionsV3.deals.noMatchDescription')}
              />
            ) : (
              <EmptyState
                headingLevel={2}
                title={v3('commissionsV3.deals.empty')}
                description={v3('commissionsV3.deals.emptyDescription')}
              />
            )
          }
        />
        {deals.data !== undefined && deals.data.total > 0 ? <PagerRow paged={paged} /> : null}
      </Stack>
    </Stack>
  );
}
