import { Inline, Paginator, Text } from '@cuadre/ui';
import { useT } from '../hooks/use-tips-t.ts';
import { usePaginatorLabels } from './ui-text.ts';

/** Under a paged table: which page of how many and the total, then the page buttons; nothing when one page holds all. */
export function TablePager({
  page,
  pageCount,
  total,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const t = useT();
  const pagerLabels = usePaginatorLabels();
  if (pageCount <= 1) return null;
  return (
    <Inline space="small" align="spaceBetween">
      <Text size="small" tone="muted">
        {t('tips.pager.summary', { page, pageCount, total })}
      </Text>
      <Paginator page={page} pageCount={pageCount} onPageChange={onPageChange} {...pagerLabels} />
    </Inline>
  );
}
