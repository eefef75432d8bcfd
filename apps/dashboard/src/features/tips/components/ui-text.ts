import type { DataTableLabels, DataTableStatus, DatePickerProps, PaginatorProps } from '@cuadre/ui';
import { useT } from '../hooks/use-tips-t.ts';

// What a tips table shows for its query: skeleton rows while it loads, the error with Try again when it fails.
export function tableStatus(query: { isError: boolean; isPending: boolean }): DataTableStatus {
  if (query.isError) return 'error';
  return query.isPending ? 'loading' : 'success';
}

// A tips table's own words (its error and Try again) in the user's language.
export function useTableText(): { errorMessage: string; labels: Partial<DataTableLabels> } {
  const t = useT();
  return {
    errorMessage: t('tips.error.title'),
    labels: { retry: t('tips.error.retry'), columns: t('tips.table.columns') },
  };
}

// Columns of a table that is read as it is: neither sorted nor hidden.
export const fixedColumn = { sortable: false, hideable: false } as const;

// The page links' words in the user's language, for the design system's Paginator.
export function usePaginatorLabels(): Pick<PaginatorProps, 'label' | 'previousLabel' | 'nextLabel' | 'pageLabel'> {
  const t = useT();
  return {
    label: t('tips.pager.label'),
    previousLabel: t('tips.pager.previous'),
    nextLabel: t('tips.pager.next'),
    pageLabel: (page) => t('tips.pager.page', { page }),
  };
}

// The calendar's words in the user's language, for the design system's DatePicker.
export function useDatePickerLabels(): Pick<DatePickerProps, 'openCalendarLabel' | 'calendarLabels'> {
  const t = useT();
  return {
    openCalendarLabel: t('tips.calendar.open'),
    calendarLabels: { previousMonth: t('tips.calendar.previousMonth'), nextMonth: t('tips.calendar.nextMonth') },
  };
}
