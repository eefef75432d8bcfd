import { Minus, Plus } from 'lucide-react';
import { Button, Group, Input, Label, NumberField as AriaNumberField } from 'react-aria-components';
import * as fieldStyles from '../../css/field.css.ts';
import { FieldHelp } from '../../utils/FieldHelp.tsx';
import { visuallyHidden } from '../../css/focus.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './NumberField.css.ts';

export const numberFieldKinds = ['number', 'currency', 'percent'] as const;
export type NumberFieldKind = (typeof numberFieldKinds)[number];

export interface NumberFieldProps {
  label: string;
  /** 'currency': the value is integer cents shown as USD; 'percent': percent units (12.5 is 12.50 %) with 2 decimals. */
  kind?: NumberFieldKind;
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  name?: string;
  description?: string;
  errorMessage?: string;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  showStepper?: boolean;
  incrementLabel?: string;
  decrementLabel?: string;
  className?: string;
}

const formats = {
  number: { maximumFractionDigits: 2 },
  currency: { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  percent: { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 },
} satisfies Record<NumberFieldKind, Intl.NumberFormatOptions>;

// The field edits dollars and fractions; the product stores cents and percent units.
const scale = { number: 1, currency: 100, percent: 100 } satisfies Record<NumberFieldKind, number>;

export function toFieldValue(kind: NumberFieldKind, value: number | null | undefined): number | undefined {
  if (value === null || value === undefined) return value === null ? Number.NaN : undefined;
  return value / scale[kind];
}

export function fromFieldValue(kind: NumberFieldKind, fieldValue: number): number | null {
  if (Number.isNaN(fieldValue)) return null;
  if (kind === 'currency') return Math.round(fieldValue * 100);
  if (kind === 'percent') return Math.round(fieldValue * 10_000) / 100;
  return fieldValue;
}

export function NumberField({
  label,
  kind = 'number',
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  step,
  description,
  errorMessage,
  required,
  disabled,
  hideLabel = false,
  showStepper = false,
  incrementLabel = 'Increase',
  decrementLabel = 'Decrease',
  name,
  className,
}: NumberFieldProps) {
  return (
    <AriaNumberField
      name={name}
      value={toFieldValue(kind, value)}
      defaultValue={toFieldValue(kind, defaultValue)}
      onChange={(fieldValue) => onChange?.(fromFieldValue(kind, fieldValue))}
      minValue={minValue === undefined ? undefined : minValue / scale[kind]}
      maxValue={maxValue === undefined ? undefined : maxValue / scale[kind]}
      step={step === undefined ? undefined : step / scale[kind]}
      formatOptions={formats[kind]}
      isRequired={required}
      isDisabled={disabled}
      isInvalid={errorMessage ? true : undefined}
      className={cx(fieldStyles.field, className)}
    >
      <Label className={cx(fieldStyles.label, hideLabel && visuallyHidden)}>{label}</Label>
      <Group className={fieldStyles.control}>
        {showStepper ? (
          <Button slot="decrement" aria-label={decrementLabel} className={styles.stepper}>
            <Minus size={14} aria-hidden="true" />
          </Button>
        ) : null}
        <Input className={cx(fieldStyles.input, styles.input)} />
        {showStepper ? (
          <Button slot="increment" aria-label={incrementLabel} className={styles.stepper}>
            <Plus size={14} aria-hidden="true" />
          </Button>
        ) : null}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
