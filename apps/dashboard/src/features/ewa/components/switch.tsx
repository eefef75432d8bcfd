import { useId } from 'react';
import * as styles from './ewa.css.ts';

export function Switch({
  label,
  description,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <div>
        <span id={`${id}-label`}>{label}</span>
        {description ? (
          <p className={styles.muted} id={`${id}-description`}>
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        {...(description ? { 'aria-describedby': `${id}-description` } : {})}
        disabled={disabled}
        className={styles.switchButton}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.switchThumb} aria-hidden="true" />
      </button>
    </div>
  );
}
