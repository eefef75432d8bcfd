import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import * as fieldStyles from '../../css/field.css.ts';
import type { Option } from '../../utils/options.ts';
import * as styles from './Select.css.ts';

/** An option of a `Select`; `shortLabel` is what the closed select shows where its place is narrow. */
export interface SelectOption extends Option {
  shortLabel?: string;
}

export interface SelectControlProps {
  id: string;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  describedBy?: string;
  invalid: boolean;
  className: string;
  /** Opens at once: the user pressed the trigger while this part was still loading. */
  defaultOpen: boolean;
  /** Takes the focus from the trigger it replaces. */
  takeFocus: boolean;
}

/** The interactive select (Radix): trigger, listbox popup, type-ahead. Loaded after the page paints. */
export function SelectControl({
  id,
  options,
  placeholder,
  describedBy,
  invalid,
  className,
  takeFocus,
  ...rootProps
}: SelectControlProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // The chosen option of an uncontrolled select, for its short label.
  const [chosenHere, setChosenHere] = useState(rootProps.defaultValue);
  const chosen = options.find((option) => option.value === (rootProps.value ?? chosenHere));
  useEffect(() => {
    if (takeFocus) trigger.current?.focus();
  }, [takeFocus]);
  return (
    <SelectPrimitive.Root
      {...rootProps}
      onValueChange={(value) => {
        setChosenHere(value);
        rootProps.onValueChange?.(value);
      }}
    >
      <SelectPrimitive.Trigger
        ref={trigger}
        id={id}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={className}
      >
        <span className={styles.value}>
          <SelectPrimitive.Value placeholder={placeholder}>{chosen?.shortLabel}</SelectPrimitive.Value>
        </span>
        <SelectPrimitive.Icon className={styles.chevron}>
          <ChevronDown size={16} aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content position="popper" sideOffset={4} className={fieldStyles.popover}>
          <SelectPrimitive.Viewport>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={fieldStyles.option}
              >
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
  );
}
