import { CalendarDays } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
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
  // In the commit that draws it, before the browser hands on another key: a key pressed between the field it replaces
  // leaving and this one taking the focus would otherwise reach no segment.
  useLayoutEffect(() => {
    const field = root.current;
    if (!takeFocus || !field) return;
    const selector = takeFocus === 'button' ? 'button' : `[role="spinbutton"][data-type="${takeFocus}"]`;
    field.querySelector<HTMLElement>(selector)?.focus();
    // The keys typed before it loaded go to whichever segment has the focus as each is typed (a full segment moves it
    // on), one task each so the field has taken in the one before, as react-aria's segments hear typing (beforeinput).
    // Keys the user types meanwhile wait behind them, so the date is typed in the order it was pressed.
    const keys = typedKeys?.splice(0) ?? [];
    if (keys.length === 0) return;
    const queueTyping = (event: Event) => {
      if (!event.isTrusted) return;
      if (event instanceof KeyboardEvent && event.key !== 'Backspace') return;
      const key =
        event instanceof KeyboardEvent ? 'Backspace' : event instanceof InputEvent && event.data ? event.data : null;
      if (key === null) return;
      event.preventDefault();
      event.stopPropagation();
      keys.push(key);
    };
    field.addEventListener('beforeinput', queueTyping, true);
    field.addEventListener('keydown', queueTyping, true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      field.removeEventListener('beforeinput', queueTyping, true);
      field.removeEventListener('keydown', queueTyping, true);
    };
    const typeNext = () => {
      const key = keys.shift();
      const target = document.activeElement;
      if (key === undefined || !(target instanceof HTMLElement) || !field.contains(target)) return done();
      target.dispatchEvent(
        new InputEvent('beforeinput', {
          inputType: key === 'Backspace' ? 'deleteContentBackward' : 'insertText',
          data: key === 'Backspace' ? null : key,
          bubbles: true,
          cancelable: true,
        }),
      );
      timer = setTimeout(typeNext, 0);
    };
    timer = setTimeout(typeNext, 0);
    return () => {
      clearTimeout(timer);
      done();
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
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={fieldStyles.popover} offset={4} placement="bottom start">
        <Dialog className={styles.dialog} aria-label={label}>
          <SingleCalendar labels={calendarLabels} />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
