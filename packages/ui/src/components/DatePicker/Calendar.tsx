import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar,
} from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import type { CalendarLabels } from './calendarLabels.ts';
import * as styles from './DatePicker.css.ts';

export { defaultCalendarLabels, type CalendarLabels } from './calendarLabels.ts';

function Header({ labels }: { labels: CalendarLabels }) {
  return (
    <header className={styles.calendarHeader}>
      <Button slot="previous" aria-label={labels.previousMonth} className={styles.calendarNav}>
        <ChevronLeft size={16} aria-hidden="true" />
      </Button>
      <Heading className={styles.calendarTitle} />
      <Button slot="next" aria-label={labels.nextMonth} className={styles.calendarNav}>
        <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </header>
  );
}

function Grid({ range }: { range: boolean }) {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => <CalendarCell date={date} className={cx(styles.cell, !range && styles.single)} />}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

export function SingleCalendar({ labels }: { labels: CalendarLabels }) {
  return (
    <AriaCalendar>
      <Header labels={labels} />
      <Grid range={false} />
    </AriaCalendar>
  );
}

export function RangeCalendarView({ labels }: { labels: CalendarLabels }) {
  return (
    <RangeCalendar>
      <Header labels={labels} />
      <Grid range />
    </RangeCalendar>
  );
}
