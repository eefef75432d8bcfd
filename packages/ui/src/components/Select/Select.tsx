import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useId } from 'react';
import * as fieldStyles from '../../css/field.css.ts';
import { visuallyHidden } from '../../css/focus.css.ts';
import { cx } from '../../utils/cx.ts';
import { assertOptionValues, type Option } from '../../utils/options.ts';
import * as styles from './Select.css.ts';

export type SelectOption = Option;

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
  const describedBy = [description ? `${id}-description` : '', errorMessage ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={id} className={cx(fieldStyles.label, hideLabel && visuallyHidden)}>
        {label}
      </label>
      <SelectPrimitive.Root {...rootProps}>
        <SelectPrimitive.Trigger
          id={id}
          aria-describedby={describedBy || undefined}
          aria-invalid={errorMessage ? true : undefined}
          className={cx(fieldStyles.control, styles.trigger, size === 'sm' && styles.small)}
        >
          <span className={styles.value}>
            <SelectPrimitive.Value placeholder={placeholder} />
          </span>
          <SelectPrimitive.Icon className={styles.chevron}>
            <ChevronDown size={16} aria-hidden="true" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content position="popper" sideOffset={4} className={fieldStyles.popover}>
            <SelectPrimitive.Viewport>
              {options.map((option) => (
                <SelectPrimitive.Item key={option.value} value={option.value} disabled={option.disabled} className={fieldStyles.option}>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className={fieldStyles.optionIndicator}>
                    <Check size={14} aria-hidden="true" />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
      {description ? (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={`${id}-error`} className={fieldStyles.errorMessage}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
