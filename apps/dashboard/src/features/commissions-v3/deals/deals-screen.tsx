import type { Schemas } from '@cuadre/api-client';
import { formatDate } from '@cuadre/domain';
import { useAtom } from 'jotai';
import { Columns3 } from 'lucide-react';
import { useState } from 'react';
import { useCommissionsApi } from '../../../shared/commissions/api/commissions-api.ts';
import * as styles from '../../../shared/commissions/components/commissions.css.ts';
import type { Column } from '../../../shared/commissions/components/data-table.tsx';
import { DataTable } from '../../../shared/commissions/components/data-table.tsx';
import { Pager } from '../../../shared/commissions/components/pager.tsx';
import { EmptyState, ErrorState, Money, PageHeader, SkeletonRows } from '../../../shared/commissions/components/ui.tsx';
import { useCommissionsT } from '../../../shared/commissions/messages.ts';
import { useCommissionsSession } from '../../../shared/commissions/session/use-commissions-session.ts';
import { useCommissionsV3T } from '../messages.ts';
import { hiddenDealColumnsState } from '../states/hidden-deal-columns-state.ts';
import * as local from './deals.css.ts';
import type { DealColumn } from './deal-columns.ts';
import { DEAL_COLUMNS, toggleColumn } from './deal-columns.ts';

const PAGE_SIZE = 50;
type Deal = Schemas['Deal'];

export function DealsScreen({ title }: { title: string }) {
  const t = useCommissionsT();
  const v3 = useCommissionsV3T();
  const session = useCommissionsSession();
  const { query } = useCommissionsApi();
  const [page, setPage] = useState(1);
  const [hidden, setHidden] = useAtom(hiddenDealColumnsState);
  const deals = query.useQuery('get', '/compensation/deals', { params: { query: { companyId: session.companyId, page, limit: PAGE_SIZE } } }, { placeholderData: (previous) => previous });

  const cells: Record<DealColumn, Omit<Column<Deal>, 'id' | 'header'>> = {
    dealNumber: { cell: (deal) => deal.dealNumber },
    date: { cell: (deal) => formatDate(deal.date, session.locale) },
    brand: { cell: (deal) => deal.brand },
    department: { cell: (deal) => deal.department },
    payrollFileNumber: { cell: (deal) => (deal.workerId === null ? `${deal.payrollFileNumber} · ${v3('commissionsV3.deals.unmatched')}` : deal.payrollFileNumber) },
    dealType: { cell: (deal) => v3(`commissionsV3.deals.type.${deal.dealType}`) },
    origin: { cell: (deal) => t(`commissions.origin.${deal.origin}`) },
    saleAmount: { numeric: true, cell: (deal) => <Money cents={deal.saleAmount} locale={session.locale} /> },
    grossProfit: { numeric: true, cell: (deal) => <Money cents={deal.grossProfit} locale={session.locale} /> },
    units: { numeric: true, cell: (deal) => deal.units },
  };
  const columns: Column<Deal>[] = DEAL_COLUMNS.filter((id) => !hidden.includes(id)).map((id) => ({ id, header: v3(`commissionsV3.deals.column.${id}`), ...cells[id] }));

  return (
    <div className={styles.page}>
      <PageHeader title={title} description={v3('commissionsV3.deals.description')} />
      <section className={styles.card} aria-label={v3('commissionsV3.deals.label')}>
        <div className={styles.cardBody}>
          <div className={styles.toolbar}>
            <details className={local.columnsMenu}>
              <summary className={local.columnsButton}>
                <Columns3 size={16} aria-hidden="true" />
                {v3('commissionsV3.deals.columns')}
              </summary>
              <fieldset className={local.columnsPanel}>
                <legend className={styles.muted}>{v3('commissionsV3.deals.columnsHint')}</legend>
                {DEAL_COLUMNS.map((id) => (
                  <label key={id} className={styles.checkboxLabel}>
                    <input type="checkbox" checked={!hidden.includes(id)} onChange={() => setHidden(toggleColumn(hidden, id))} />
                    {v3(`commissionsV3.deals.column.${id}`)}
                  </label>
                ))}
              </fieldset>
            </details>
          </div>
        </div>
        {deals.isError ? (
          <div className={styles.cardBody}><ErrorState onRetry={() => void deals.refetch()} /></div>
        ) : deals.data === undefined ? (
          <SkeletonRows columns={columns.length || 1} label={t('commissions.loading')} />
        ) : deals.data.items.length === 0 ? (
          <EmptyState title={v3('commissionsV3.deals.empty')} description={v3('commissionsV3.deals.emptyDescription')} />
        ) : (
          <>
            <DataTable label={v3('commissionsV3.deals.label')} rows={deals.data.items} rowKey={(deal) => deal.id} columns={columns} maxHeight="65vh" refreshing={deals.isPlaceholderData} />
            <Pager page={page} limit={PAGE_SIZE} total={deals.data.total} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
