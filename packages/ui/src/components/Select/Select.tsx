import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import * as fieldStyles from '../../css/field.css.ts';
import { FieldHelpShell } from '../../utils/FieldHelpShell.tsx';
import { visuallyHidden } from '../../css/focus.css.ts';
import { cx } from '../../utils/cx.ts';
import { deferred, useDeferredTrigger } from '../../utils/deferred.ts';
import { assertOptionValues } from '../../utils/options.ts';
import type { SelectOption } from './SelectControl.tsx';
import * as styles from './Select.css.ts';

export type { SelectOption };

export const selectSizes = ['default', 'sm'] as const;
export type SelectSize = (typeof selectSizes)[number];

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Keeps the label for assistive technology only (e.g. in a toolbar). */
  hideLabel?: boolean;
  size?: SelectSize;
  className?: string;
}

const control = deferred(() => import('./SelectControl.tsx'));

/** A single choice from a short list; type-ahead jumps to an option and resets after 1,000 ms. */
export function Select({
  label,
  options,
  placeholder,
  description,
  errorMessage,
  hideLabel = false,
  size = 'default',
  className,
  ...rootProps
}: SelectProps) {
  assertOptionValues(`Select "${label}"`, options);
  const id = useId();
  const describedBy =
    [description ? `${id}-description` : '', errorMessage ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  // A press before the popup's code has arrived is kept and honoured when it does.
  const { module: loaded, defaultOpen, takeFocus, triggerProps } = useDeferredTrigger(control);
  const triggerClass = cx(fieldStyles.control, styles.trigger, size === 'sm' && styles.small);
  let trigger;
  if (loaded) {
    trigger = (
      <loaded.SelectControl
        id={id}
        options={options}
        placeholder={placeholder}
        describedBy={describedBy}
        invalid={Boolean(errorMessage)}
        className={triggerClass}
        defaultOpen={defaultOpen}
        takeFocus={takeFocus}
        {...rootProps}
      />
    );
  } else {
    // Until then: the same trigger, showing the chosen option, so the page paints without the popup's code.
    const chosen = options.find((option) => option.value === (rootProps.value ?? rootProps.defaultValue));
    trigger = (
      <>
        <button
          type="button"
          id={id}
          role="combobox"
          aria-controls={`${id}-listbox`}
          aria-expanded={false}
          aria-autocomplete="none"
          aria-required={rootProps.required || undefined}
          aria-describedby={describedBy}
          aria-invalid={errorMessage ? true : undefined}
          disabled={rootProps.disabled}
          data-state="closed"
          data-disabled={rootProps.disabled ? '' : undefined}
          data-placeholder={chosen ? undefined : ''}
          className={triggerClass}
          {...triggerProps}
        >
          <span className={styles.value}>
            <span style={{ pointerEvents: 'none' }}>{chosen ? (chosen.shortLabel ?? chosen.label) : placeholder}</span>
          </span>
          <span aria-hidden="true" className={styles.chevron}>
            <ChevronDown size={16} aria-hidden="true" />
          </span>
        </button>
        {rootProps.name ? <input type="hidden" name={rootProps.name} value={chosen?.value ?? ''} /> : null}
      </>
    );
  }
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={id} className={cx(fieldStyles.label, hideLabel && visuallyHidden)}>
        {label}
      </label>
      {trigger}
      <FieldHelpShell id={id} description={description} errorMessage={errorMessage} />
    </div>
  );
}
