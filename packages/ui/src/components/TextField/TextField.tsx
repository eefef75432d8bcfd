import { Input, Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import * as fieldStyles from '../../css/field.css.ts';
import { FieldHelp } from '../../utils/FieldHelp.tsx';
import { visuallyHidden } from '../../css/focus.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './TextField.css.ts';

export interface TextFieldProps {
  label: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  type?: 'text' | 'email' | 'search' | 'tel' | 'url' | 'password';
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  multiline?: boolean;
  /** Visible lines of a multiline field before it scrolls. */
  rows?: number;
  maxLength?: number;
  hideLabel?: boolean;
  autoComplete?: string;
  className?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows,
  hideLabel = false,
  disabled,
  required,
  readOnly,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isDisabled={disabled}
      isRequired={required}
      isReadOnly={readOnly}
      isInvalid={errorMessage ? true : undefined}
      className={cx(fieldStyles.field, className)}
    >
      <Label className={cx(fieldStyles.label, hideLabel && visuallyHidden)}>{label}</Label>
      {multiline ? (
        <TextArea placeholder={placeholder} rows={rows} className={cx(fieldStyles.control, styles.textArea)} />
      ) : (
        <Input placeholder={placeholder} className={cx(fieldStyles.control, styles.input)} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
