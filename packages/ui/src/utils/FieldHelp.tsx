import { FieldError, Text } from 'react-aria-components';
import * as fieldStyles from '../css/field.css.ts';

export interface FieldHelpProps {
  description?: string | undefined;
  errorMessage?: string | undefined;
}

/**
 * Under a react-aria field: its description, and its error when the field is invalid. React-aria ties both to the
 * field (`aria-describedby`) through their slots.
 */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.errorMessage}>{errorMessage}</FieldError>
    </>
  );
}
