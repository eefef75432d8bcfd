import type { PaginatorProps } from '@cuadre/ui';
import { Inline, Paginator, Text } from '@cuadre/ui';

// Under a paged table: where the rows on screen sit in the whole list, and the pager (both from usePaging).
export function PagerRow({ paged }: { paged: { range: string; paginator: PaginatorProps } }) {
  return (
    <Inline space="small" align="spaceBetween" alignY="center">
      <Text size="small" tone="muted" numeric>
        {paged.range}
      </Text>
      <Paginator {...paged.paginator} />
    </Inline>
  );
}
