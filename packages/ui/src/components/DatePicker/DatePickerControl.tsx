import { CalendarDays } from 'lucide-react';
import { useEffect, useRef } from 'react';
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
import { SingleCalendar } from './Calendar.tsx';
import { fromCalendarDate, toCalendarDate, todayInProductTimeZone } from './calendarDates.ts';
import type { DatePickerPart, DatePickerProps } from './DatePicker.tsx';
import * as styles from './DatePicker.css.ts';

export interface DatePickerControlProps extends Omit<DatePickerProps, 'openCalendarLabel' | 'calendarLabels'> {
  openCalendarLabel: string;
  calendarLabels: NonNullable<DatePickerProps['calendarLabels']>;
  /** Opens the calendar at once: the user pressed its button while this part was still loading. */
  defaultOpen: boolean;
  /** The part of the field it replaces that had the focus, to take it over. */
  takeFocus: DatePickerPart | null;
  /** Keys typed into the field it replaces before it loaded (printable ones and Backspace): typed again, in order. */
  typedKeys?: string[];
}

/** The interactive date field (react-aria): typed segments, the calendar popup. Loaded after the page paints. */
export function DatePickerControl({
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
  openCalendarLabel,
  calendarLabels,
  className,
  defaultOpen,
  takeFocus,
  typedKeys,
}: DatePickerControlProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    const selector = takeFocus === 'button' ? 'button' : `[role="spinbutton"][data-type="${takeFocus}"]`;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
    // The keys go to whichever segment has the focus as each is typed (a full segment moves it on), one task each so
    // the field has taken in the one before; as react-aria's segments hear typing (beforeinput).
    const keys = typedKeys?.splice(0) ?? [];
    let stopped = false;
    const typeNext = () => {
      const key = keys.shift();
      const target = document.activeElement;
      if (stopped || key === undefined || !(target instanceof HTMLElement) || !root.current?.contains(target)) return;
      target.dispatchEvent(
        new InputEvent('beforeinput', {
          inputType: key === 'Backspace' ? 'deleteContentBackward' : 'insertText',
          data: key === 'Backspace' ? null : key,
          bubbles: true,
          cancelable: true,
        }),
      );
      setTimeout(typeNext, 0);
    };
    if (keys.length > 0) setTimeout(typeNext, 0);
    return () => {
      stopped = true;
    };
  }, [takeFocus, typedKeys]);
  return (
    <AriaDatePicker
      ref={root}
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
      defaultOpen={defaultOpen}
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
