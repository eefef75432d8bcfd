import type { DataTableColumn, DatePickerProps, PaginatorProps } from '@cuadre/ui';
import { useCommissionsT } from '../messages.ts';

// The commission lists come ordered and paged by the server: a column sorts nothing the page alone holds, and
// every column stays: the columns of the table showing `rows`, with `sortable` and `hideable` off unless one says so.
export const fixedColumns = <Row>(
  _rows: readonly Row[] | undefined,
  columns: readonly DataTableColumn<Row>[],
): DataTableColumn<Row>[] => columns.map((column) => ({ sortable: false, hideable: false, ...column }));

type Paging = { page: number; limit: number; total: number; onPage: (page: number) => void; of?: string };

// Where the rows on screen sit in the whole list ("26–50 of 120") and the design system's Paginator in the reader's
// language (§9: up to 7 pages in full). `of` names the list where a page holds more than one paged list.
export function usePaging(): (paging: Paging) => { range: string; paginator: PaginatorProps } {
  const t = useCommissionsT();
  return ({ page, limit, total, onPage, of }) => ({
    range: t('commissions.pager.range', {
      first: total === 0 ? 0 : (page - 1) * limit + 1,
      last: Math.min(total, page * limit),
      total,
    }),
    paginator: {
      page,
      pageCount: Math.max(1, Math.ceil(total / limit)),
      onPageChange: onPage,
      label: of === undefined ? t('commissions.pager.label') : t('commissions.pager.labelOf', { list: of }),
      previousLabel: t('commissions.pager.previous'),
      nextLabel: t('commissions.pager.next'),
      pageLabel: (n) => t('commissions.pager.page', { page: n }),
    },
  });
}

// The design system's DatePicker in the reader's language: its calendar button and month arrows.
export function useCalendarLabels(): Pick<DatePickerProps, 'openCalendarLabel' | 'calendarLabels'> {
  const t = useCommissionsT();
  return {
    openCalendarLabel: t('commissions.calendar.open'),
    calendarLabels: {
      previousMonth: t('commissions.calendar.previousMonth'),
      nextMonth: t('commissions.calendar.nextMonth'),
    },
  };
}
