import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaginationItem } from './pagination.ts';
import { MAX_FULL_PAGES, paginationItems } from './pagination.ts';

// Compact notation for reading cases: pages as numbers, the current page in brackets, ellipses as '…'.
const show = (items: PaginationItem[]): string =>
  items.map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');

describe('paginationItems (§9)', () => {
  it.each([
    [1, 0, ''],
    [1, 1, '[1]'],
    [3, 7, '1 2 [3] 4 5 6 7'],
    [1, 8, '[1] 2 … 8'],
    [2, 8, '1 [2] 3 … 8'],
    [3, 8, '1 2 [3] 4 … 8'],
    [4, 8, '1 … 3 [4] 5 … 8'],
    [6, 8, '1 … 5 [6] 7 8'],
    [8, 8, '1 … 7 [8]'],
    [50, 100, '1 … 49 [50] 51 … 100'],
    [0, 10, '[1] 2 … 10'],
    [99, 10, '1 … 9 [10]'],
    [2.7, 10, '1 [2] 3 … 10'],
    [Number.NaN, 10, '[1] 2 … 10'],
    [1, Number.POSITIVE_INFINITY, ''],
    [1, -3, ''],
  ])('page %d of %d shows %s', (current, count, expected) => {
    expect(show(paginationItems(current, count))).toBe(expected);
  });

  it('names the ellipses start and end so lists can key them', () => {
    expect(paginationItems(5, 20).filter((item) => item.type === 'ellipsis')).toEqual([
      { type: 'ellipsis', key: 'start' },
      { type: 'ellipsis', key: 'end' },
    ]);
  });

  it('shows every page in full up to 7 pages; beyond, first, last, current ± 1 and an ellipsis per gap (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: -5, max: 5005 }), (count, current) => {
        const items = paginationItems(current, count);
        const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
        const page = Math.min(count, Math.max(1, current));
        const currentPages = items.filter((item) => item.type === 'page' && item.current);
        const expectedPages =
          count <= MAX_FULL_PAGES
            ? Array.from({ length: count }, (_, index) => index + 1)
            : [...new Set([1, page - 1, page, page + 1, count])]
                .filter((n) => n >= 1 && n <= count)
                .sort((a, b) => a - b);
        // Each ellipsis sits between two pages with at least one page hidden between them.
        const ellipsesFillGaps = items.every((item, index) => {
          if (item.type !== 'ellipsis') return true;
          const before = items[index - 1];
          const after = items[index + 1];
          return before?.type === 'page' && after?.type === 'page' && after.page - before.page > 1;
        });
        const gaps = pages.slice(1).filter((n, index) => n - (pages[index] as number) > 1).length;
        return (
          currentPages.length === 1 &&
          JSON.stringify(pages) === JSON.stringify(expectedPages) &&
          ellipsesFillGaps &&
          items.length - pages.length === gaps &&
          items.length <= MAX_FULL_PAGES
        );
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
