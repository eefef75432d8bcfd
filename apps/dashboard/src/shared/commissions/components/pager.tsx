import { Paginator } from '@cuadre/ui';
import { useCommissionsT } from '../messages.ts';
import * as styles from './commissions.css.ts';

// `of` names the list the pages belong to, where a page holds more than one paged list.
type PagerProps = { page: number; limit: number; total: number; onPage: (page: number) => void; of?: string };

// Where the rows on screen sit in the whole list, and the design system's page links (§9: up to 7 pages in full).
export function Pager({ page, limit, total, onPage, of }: PagerProps) {
  const t = useCommissionsT();
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <div className={styles.tableFooter}>
      <span>{t('commissions.pager.range', { first, last, total })}</span>
      <Paginator
        page={page}
        pageCount={pageCount}
        onPageChange={onPage}
        label={of === undefined ? t('commissions.pager.label') : t('commissions.pager.labelOf', { list: of })}
        previousLabel={t('commissions.pager.previous')}
        nextLabel={t('commissions.pager.next')}
        pageLabel={(n) => t('commissions.pager.page', { page: n })}
      />
    </div>
  );
}
