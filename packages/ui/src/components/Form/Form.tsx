import type { FormEvent, ReactNode } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import * as styles from './Form.css.ts';

export interface FormProps {
  children: ReactNode;
  onSubmit?: (values: Record<string, FormDataEntryValue>, event: FormEvent<HTMLFormElement>) => void;
  /** Field-level errors by field name, e.g. from a problem+json answer; each shows under its field. */
  validationErrors?: Record<string, string | string[]>;
  /** Buttons at the end of the form. */
  actions?: ReactNode;
  'aria-label'?: string;
  className?: string;
}

export function Form({ children, onSubmit, validationErrors, actions, className, ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      validationErrors={validationErrors}
      validationBehavior="aria"
      className={cx(styles.form, className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(Object.fromEntries(new FormData(event.currentTarget)), event);
      }}
    >
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </AriaForm>
  );
}
