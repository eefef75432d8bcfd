export interface CalendarLabels {
  previousMonth: string;
  nextMonth: string;
}

export const defaultCalendarLabels: CalendarLabels = { previousMonth: 'Previous month', nextMonth: 'Next month' };
