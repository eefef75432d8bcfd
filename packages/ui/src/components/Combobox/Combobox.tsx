import { Check, ChevronsUpDown } from 'lucide-react';
import {
  Button,
  ComboBox,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import * as fieldStyles from '../../css/field.css.ts';
import { visuallyHidden } from '../../css/focus.css.ts';
import { cx } from '../../utils/cx.ts';
import { assertOptionValues, type Option } from '../../utils/options.ts';
import * as styles from './Combobox.css.ts';

export type ComboboxOption = Option;

export interface ComboboxProps {
  label: string;
  options: readonly ComboboxOption[];
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  /** Shown when the typed text matches no option. */
  emptyMessage?: string;
  disabled?: boolean;
  hideLabel?: boolean;
  name?: string;
  className?: string;
}

/** A searchable single choice for long lists such as worker groups. */
export function Combobox({
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
}: ComboboxProps) {
  assertOptionValues(`Combobox "${label}"`, options);
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
      allowsEmptyCollection
    >
      <Label className={cx(fieldStyles.label, hideLabel && visuallyHidden)}>{label}</Label>
      <Group className={fieldStyles.control}>
        <Input className={fieldStyles.input} placeholder={placeholder} />
        <Button className={styles.button}>
          <ChevronsUpDown size={16} aria-hidden="true" />
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
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
