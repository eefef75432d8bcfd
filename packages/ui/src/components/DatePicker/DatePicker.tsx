import { CalendarDays } from 'lucide-react';
import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import * as fieldStyles from '../../css/field.css.ts';
import { visuallyHidden } from '../../css/focus.css.ts';
import { cx } from '../../utils/cx.ts';
import { defaultCalendarLabels, SingleCalendar, type CalendarLabels } from './Calendar.tsx';
import { fromCalendarDate, toCalendarDate, todayInProductTimeZone } from './calendarDates.ts';
import * as styles from './DatePicker.css.ts';

export interface DatePickerProps {
  label: string;
  /** A calendar date, YYYY-MM-DD. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  minValue?: string;
  maxValue?: string;
  description?: string;
  errorMessage?: string;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  name?: string;
  openCalendarLabel?: string;
  calendarLabels?: CalendarLabels;
  className?: string;
}

/** A calendar date; "today" is Puerto Rico's (America/Puerto_Rico) whatever the browser's zone. */
export function DatePicker({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  description,
  errorMessage,
  required,
  disabled,
  hideLabel = false,
  name,
  openCalendarLabel = 'Open calendar',
  calendarLabels = defaultCalendarLabels,
  className,
}: DatePickerProps) {
  return (
    <AriaDatePicker
      name={name}
      value={toCalendarDate(value)}
      defaultValue={toCalendarDate(defaultValue)}
      onChange={(date) => onChange?.(fromCalendarDate(date))}
      minValue={toCalendarDate(minValue)}
      maxValue={toCalendarDate(maxValue)}
      placeholderValue={todayInProductTimeZone()}
      isRequired={required}
      isDisabled={disabled}
      isInvalid={errorMessage ? true : undefined}
      className={cx(fieldStyles.field, className)}
    >
      <Label className={cx(fieldStyles.label, hideLabel && visuallyHidden)}>{label}</Label>
      <Group className={cx(fieldStyles.control, styles.group)}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button aria-label={openCalendarLabel} className={styles.trigger}>
          <CalendarDays size={16} aria-hidden="true" />
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
      <Popover className={fieldStyles.popover} offset={4} placement="bottom start">
        <Dialog className={styles.dialog} aria-label={label}>
          <SingleCalendar labels={calendarLabels} />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
