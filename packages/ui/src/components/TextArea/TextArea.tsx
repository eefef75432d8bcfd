import { FieldError, Label, Text, TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import * as fieldStyles from '../../css/field.css.ts';
import { visuallyHidden } from '../../css/focus.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from '../TextField/TextField.css.ts';

export interface TextAreaProps {
  label: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  /** Visible lines before it scrolls (the user can drag it taller); 3 by default. */
  rows?: number;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  hideLabel?: boolean;
  className?: string;
}

/** Several lines of text (a note, a reason), with the label, description and error of every field. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  hideLabel = false,
  disabled,
  required,
  readOnly,
  className,
  ...props
}: TextAreaProps) {
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
      <AriaTextArea placeholder={placeholder} rows={rows} className={cx(fieldStyles.control, styles.textArea)} />
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
