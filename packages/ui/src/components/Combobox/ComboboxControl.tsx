import { Check, ChevronsUpDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, ComboBox, Group, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import * as fieldStyles from '../../css/field.css.ts';
import { FieldHelp } from '../../utils/FieldHelp.tsx';
import { visuallyHidden } from '../../css/focus.css.ts';
import { cx } from '../../utils/cx.ts';
import type { ComboboxOption, ComboboxProps } from './Combobox.tsx';
import * as styles from './Combobox.css.ts';

export interface ComboboxControlProps extends ComboboxProps {
  /** What was typed into the field it replaces, when it differs from the chosen option's label. */
  defaultInputValue?: string;
  /** Takes the focus from the field it replaces (which opens the list). */
  takeFocus: boolean;
}

/** The interactive combobox (react-aria): filtering as one types, the list popup. Loaded after the page paints. */
export function ComboboxControl({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  description,
  errorMessage,
  emptyMessage = 'No matches',
  disabled,
  hideLabel = false,
  name,
  className,
  defaultInputValue,
  takeFocus,
}: ComboboxControlProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (takeFocus) input.current?.focus();
  }, [takeFocus]);
  return (
    <ComboBox
      className={cx(fieldStyles.field, className)}
      defaultItems={options}
      selectedKey={value}
      defaultSelectedKey={defaultValue}
      onSelectionChange={(key: Key | null) => onValueChange?.(key === null ? null : String(key))}
      isDisabled={disabled}
      isInvalid={errorMessage ? true : undefined}
      name={name}
      menuTrigger="focus"
      {...(defaultInputValue === undefined ? {} : { defaultInputValue })}
      allowsEmptyCollection
    >
      <Label className={cx(fieldStyles.label, hideLabel && visuallyHidden)}>{label}</Label>
      <Group className={fieldStyles.control}>
        <Input ref={input} className={fieldStyles.input} placeholder={placeholder} />
        <Button className={styles.button}>
          <ChevronsUpDown size={16} aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={fieldStyles.popover} offset={4}>
        <ListBox<ComboboxOption>
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.empty}>{emptyMessage}</div>}
        >
          {(option) => (
            <ListBoxItem
              id={option.value}
              textValue={option.label}
              isDisabled={option.disabled}
              className={fieldStyles.option}
            >
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected ? <Check size={14} aria-hidden="true" className={fieldStyles.optionIndicator} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
