import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import { NativeOptions } from '../../../shared/components/native-options.tsx';
import * as styles from './ewa.css.ts';

type FieldFrame = { label: string; error?: string | null; hint?: string };

function Frame({ id, label, error, hint, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p className={styles.fieldHint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={styles.fieldError} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const described = (id: string, error?: string | null, hint?: string) =>
  error
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : hint
      ? { 'aria-describedby': `${id}-hint` }
      : {};

export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      <input id={id} className={className ?? styles.input} {...described(id, error, hint)} {...input} />
    </Frame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      <textarea id={id} className={styles.textarea} {...described(id, error, hint)} {...textarea} />
    </Frame>
  );
}

export type Option<Value extends string> = { value: Value; label: string };

// A native select: keyboard, type-ahead and screen readers behave as the platform does; §5 holds for its options.
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  error,
  ...select
}: FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
    value: Value;
    options: readonly Option<Value>[];
    onChange: (value: Value) => void;
  }) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error}>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        {...described(id, error)}
        {...select}
      >
        <NativeOptions select={label} options={options} />
      </select>
    </Frame>
  );
}
