// §9: up to this many pages are listed in full.
export const MAX_FULL_PAGES = 7;

export type PaginationItem =
  { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; key: 'start' | 'end' };

// §9: 1-based page links: all pages up to 7, beyond that first, last, current ± 1, with an ellipsis for each gap.
export function paginationItems(current: number, pageCount: number): PaginationItem[] {
  const count = Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
  if (count === 0) return [];
  const page = Math.min(count, Math.max(1, Number.isFinite(current) ? Math.floor(current) : 1));
  const item = (n: number): PaginationItem => ({ type: 'page', page: n, current: n === page });
  if (count <= MAX_FULL_PAGES) return Array.from({ length: count }, (_, index) => item(index + 1));
  const middleStart = Math.max(2, page - 1);
  const middleEnd = Math.min(count - 1, page + 1);
  const items: PaginationItem[] = [item(1)];
  if (middleStart > 2) items.push({ type: 'ellipsis', key: 'start' });
  for (let n = middleStart; n <= middleEnd; n += 1) items.push(item(n));
  if (middleEnd < count - 1) items.push({ type: 'ellipsis', key: 'end' });
  items.push(item(count));
  return items;
}
