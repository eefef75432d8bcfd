import { CalendarDays } from 'lucide-react';
import { useId, type FocusEventHandler, type KeyboardEventHandler, type MouseEventHandler } from 'react';
import { useLocale } from 'react-aria-components';
import * as fieldStyles from '../../css/field.css.ts';
import { FieldHelpShell } from '../../utils/FieldHelpShell.tsx';
import { visuallyHidden } from '../../css/focus.css.ts';
import { cx } from '../../utils/cx.ts';
import type { DatePickerProps } from './DatePicker.tsx';
import * as styles from './DatePicker.css.ts';
import { fieldSegments } from './fieldSegments.ts';

export interface DatePickerFieldProps extends Omit<DatePickerProps, 'onChange' | 'calendarLabels'> {
  openCalendarLabel: string;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  /** Keys pressed in a date segment. */
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
  onOpenCalendar?: MouseEventHandler<HTMLButtonElement>;
}

/**
 * The date field as react-aria draws it (label, segments, calendar button, description, error), without its code:
 * what a page paints until the interactive field has loaded.
 */
export function DatePickerField({
  label,
  value,
  defaultValue,
  description,
  errorMessage,
  required,
  disabled,
  hideLabel = false,
  name,
  openCalendarLabel,
  className,
  onFocus,
  onBlur,
  onKeyDown,
  onOpenCalendar,
}: DatePickerFieldProps) {
  const id = useId();
  const { locale } = useLocale();
  const date = value === undefined ? defaultValue : value;
  const invalid = errorMessage ? true : undefined;
  const describedBy =
    [description ? `${id}-description` : '', errorMessage ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const fieldNames = new Intl.DisplayNames(locale, { type: 'dateTimeField' });
  const state = { 'data-invalid': invalid, 'data-disabled': disabled || undefined };
  return (
    <div className={cx(fieldStyles.field, className)} {...state} data-required={required || undefined}>
      <span id={`${id}-label`} className={cx(fieldStyles.label, hideLabel && visuallyHidden)}>
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        className={cx(fieldStyles.control, styles.group)}
        {...state}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <div role="presentation" style={{ unicodeBidi: 'isolate' }} className={styles.dateInput} {...state}>
          {fieldSegments(locale, date).map((segment, index) =>
            segment.type === 'literal' ? (
              <span key={index} aria-hidden="true" className={styles.segment} data-type="literal">
                {segment.text}
              </span>
            ) : (
              <span
                key={index}
                id={`${id}-${segment.type}`}
                role="spinbutton"
                aria-label={fieldNames.of(segment.type)}
                aria-labelledby={`${id}-${segment.type} ${id}-label`}
                aria-valuenow={segment.value ?? undefined}
                aria-valuemin={segment.min}
                aria-valuemax={segment.max}
                aria-invalid={invalid}
                aria-disabled={disabled || undefined}
                aria-required={required || undefined}
                aria-describedby={describedBy}
                tabIndex={disabled ? -1 : 0}
                onKeyDown={onKeyDown}
                style={{ caretColor: 'transparent' }}
                className={styles.segment}
                {...state}
                data-placeholder={segment.value === null || undefined}
                data-type={segment.type}
              >
                {segment.text}
              </span>
            ),
          )}
        </div>
        {name ? <input type="text" hidden readOnly name={name} value={date ?? ''} /> : null}
        <button
          type="button"
          id={`${id}-button`}
          aria-label={openCalendarLabel}
          aria-labelledby={`${id}-button ${id}-label`}
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          aria-expanded={false}
          disabled={disabled}
          data-disabled={disabled || undefined}
          className={styles.trigger}
          onClick={onOpenCalendar}
        >
          <CalendarDays size={16} aria-hidden="true" />
        </button>
      </div>
      <FieldHelpShell id={id} description={description} errorMessage={errorMessage} />
    </div>
  );
}
