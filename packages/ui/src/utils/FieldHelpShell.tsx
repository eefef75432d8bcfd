import * as fieldStyles from '../css/field.css.ts';
import type { FieldHelpProps } from './FieldHelp.tsx';

/**
 * The same as `FieldHelp` for a field drawn before its react-aria code has loaded (a shell): plain elements whose ids
 * the shell's control names in `aria-describedby` (`<id>-description`, `<id>-error`). No react-aria import, so the
 * shells stay out of its chunk.
 */
export function FieldHelpShell({ id, description, errorMessage }: FieldHelpProps & { id: string }) {
  return (
    <>
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
    </>
  );
}
