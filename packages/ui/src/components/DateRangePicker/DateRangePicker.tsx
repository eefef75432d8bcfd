import { CalendarDays } from 'lucide-react';
import {
  Button,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Label,
  Popover,
} from 'react-aria-components';
import * as fieldStyles from '../../css/field.css.ts';
import { FieldHelp } from '../../utils/FieldHelp.tsx';
import { visuallyHidden } from '../../css/focus.css.ts';
import { cx } from '../../utils/cx.ts';
import { defaultCalendarLabels, RangeCalendarView, type CalendarLabels } from '../DatePicker/Calendar.tsx';
import { fromCalendarDate, toCalendarDate, todayInProductTimeZone } from '../DatePicker/calendarDates.ts';
import * as styles from '../DatePicker/DatePicker.css.ts';

export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps {
  label: string;
  value?: DateRange | null;
  defaultValue?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
  description?: string;
  errorMessage?: string;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  openCalendarLabel?: string;
  calendarLabels?: CalendarLabels;
  className?: string;
}

function toRange(range: DateRange | null | undefined) {
  if (range === undefined) return undefined;
  const start = toCalendarDate(range?.start);
  const end = toCalendarDate(range?.end);
  return start && end ? { start, end } : null;
}

/** A period of calendar dates (YYYY-MM-DD), in Puerto Rico's calendar. */
export function DateRangePicker({
  label,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  required,
  disabled,
  hideLabel = false,
  openCalendarLabel = 'Open calendar',
  calendarLabels = defaultCalendarLabels,
  className,
}: DateRangePickerProps) {
  return (
    <AriaDateRangePicker
      value={toRange(value)}
      defaultValue={toRange(defaultValue)}
      onChange={(range) => {
        const start = range ? fromCalendarDate(range.start) : null;
        const end = range ? fromCalendarDate(range.end) : null;
        onChange?.(start && end ? { start, end } : null);
      }}
      placeholderValue={todayInProductTimeZone()}
      isRequired={required}
      isDisabled={disabled}
      isInvalid={errorMessage ? true : undefined}
      className={cx(fieldStyles.field, className)}
    >
      <Label className={cx(fieldStyles.label, hideLabel && visuallyHidden)}>{label}</Label>
      <Group className={cx(fieldStyles.control, styles.group)}>
        <DateInput slot="start" className={styles.dateInput} style={{ flex: 'none' }}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden="true">–</span>
        <DateInput slot="end" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button aria-label={openCalendarLabel} className={styles.trigger}>
          <CalendarDays size={16} aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={fieldStyles.popover} offset={4} placement="bottom start">
        <Dialog className={styles.dialog} aria-label={label}>
          <RangeCalendarView labels={calendarLabels} />
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
