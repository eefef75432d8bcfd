import { paginationItems } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCommissionsT } from '../messages.ts';
import * as styles from './commissions.css.ts';

type PagerProps = { page: number; limit: number; total: number; onPage: (page: number) => void };

// §9: up to 7 pages in full, beyond that first, last and current ± 1 with ellipses (paginationItems).
export function Pager({ page, limit, total, onPage }: PagerProps) {
  const t = useCommissionsT();
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <div className={styles.tableFooter}>
      <span>{t('commissions.pager.range', { first, last, total })}</span>
      <nav aria-label={t('commissions.pager.label')} className={styles.actions}>
        <Button variant="ghost" size="icon" aria-label={t('commissions.pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft size={16} aria-hidden="true" />
        </Button>
        {paginationItems(page, pageCount).map((item) =>
          item.type === 'ellipsis' ? (
            <span key={item.key} aria-hidden="true">…</span>
          ) : (
            <Button
              key={item.page}
              variant={item.current ? 'secondary' : 'ghost'}
              size="sm"
              aria-current={item.current ? 'page' : undefined}
              aria-label={t('commissions.pager.page', { page: item.page })}
              onClick={() => onPage(item.page)}
            >
              {item.page}
            </Button>
          ),
        )}
        <Button variant="ghost" size="icon" aria-label={t('commissions.pager.next')} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
