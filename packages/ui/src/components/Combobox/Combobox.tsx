import { ChevronsUpDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocale } from 'react-aria-components';
import * as fieldStyles from '../../css/field.css.ts';
import { FieldHelpShell } from '../../utils/FieldHelpShell.tsx';
import { visuallyHidden } from '../../css/focus.css.ts';
import { cx } from '../../utils/cx.ts';
import { deferred, useDeferredOnDemand } from '../../utils/deferred.ts';
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

const control = deferred(() => import('./ComboboxControl.tsx'));

// react-aria's name for the button that shows the list, in the languages the product speaks.
const showSuggestions: Record<string, string> = { en: 'Show suggestions', es: 'Mostrar sugerencias' };

/**
 * A searchable single choice for long lists such as worker groups. The field paints at once; its filtering and list
 * (react-aria) load when the browser is idle or when the field is first focused, and take over the focus and what
 * was typed.
 */
export function Combobox(props: ComboboxProps) {
  const { label, options, value, defaultValue, placeholder, description, errorMessage, disabled, name } = props;
  assertOptionValues(`Combobox "${label}"`, options);
  const id = useId();
  const { locale } = useLocale();
  const [module, show] = useDeferredOnDemand(control);
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState<string>();
  const chosen = options.find((option) => option.value === (value === undefined ? defaultValue : value));
  if (module) {
    return (
      <module.ComboboxControl
        {...props}
        takeFocus={focused}
        {...(typed !== undefined && typed !== (chosen?.label ?? '') ? { defaultInputValue: typed } : {})}
      />
    );
  }
  const invalid = errorMessage ? true : undefined;
  const state = { 'data-invalid': invalid, 'data-disabled': disabled || undefined };
  const describedBy =
    [description ? `${id}-description` : '', errorMessage ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const reach = () => {
    setFocused(true);
    void show().catch(() => undefined);
  };
  return (
    <div className={cx(fieldStyles.field, props.className)} {...state}>
      <label id={`${id}-label`} htmlFor={id} className={cx(fieldStyles.label, props.hideLabel && visuallyHidden)}>
        {label}
      </label>
      <div role="group" className={fieldStyles.control} {...state}>
        <input
          id={id}
          type="text"
          role="combobox"
          aria-controls={`${id}-listbox`}
          aria-expanded={false}
          aria-autocomplete="list"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={placeholder}
          disabled={disabled}
          defaultValue={chosen?.label ?? ''}
          className={fieldStyles.input}
          {...state}
          onFocus={reach}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button
          type="button"
          tabIndex={disabled ? undefined : -1}
          aria-label={showSuggestions[new Intl.Locale(locale).language] ?? showSuggestions.en}
          aria-haspopup="listbox"
          aria-expanded={false}
          disabled={disabled}
          data-disabled={disabled || undefined}
          className={styles.button}
          onClick={reach}
        >
          <ChevronsUpDown size={16} aria-hidden="true" />
        </button>
      </div>
      <FieldHelpShell id={id} description={description} errorMessage={errorMessage} />
      {name ? <input type="hidden" name={name} value={chosen?.value ?? ''} /> : null}
    </div>
  );
}
