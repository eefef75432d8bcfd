import { Label, Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import * as fieldStyles from '../../css/field.css.ts';
import { FieldHelp } from '../../utils/FieldHelp.tsx';
import { cx } from '../../utils/cx.ts';
import { assertOptionValues, type Option } from '../../utils/options.ts';
import * as styles from './RadioGroup.css.ts';

export interface RadioGroupProps {
  label: string;
  options: readonly Option[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  description?: string;
  errorMessage?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
}

export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  required,
  disabled,
  className,
  ...props
}: RadioGroupProps) {
  assertOptionValues(`RadioGroup "${label}"`, options);
  return (
    <AriaRadioGroup
      {...props}
      isRequired={required}
      isDisabled={disabled}
      isInvalid={errorMessage ? true : undefined}
      className={cx(fieldStyles.field, className)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} isDisabled={option.disabled} className={styles.radio}>
            <span className={styles.circle} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
