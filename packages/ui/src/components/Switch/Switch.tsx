import { useId, type ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps {
  /** The setting's name, beside the switch. */
  children: ReactNode;
  /** What turning it on does, under the name; assistive technology reads it as the switch's description. */
  description?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/**
 * An immediate on/off setting, exposed as role="switch" with its checked state. `[data-selected]` and
 * `[data-disabled]` carry its state.
 */
export function Switch({ children, description, checked, defaultChecked, disabled, className, ...props }: SwitchProps) {
  const descriptionId = useId();
  const control = (
    <AriaSwitch
      {...props}
      isSelected={checked}
      defaultSelected={defaultChecked}
      isDisabled={disabled}
      aria-describedby={description ? descriptionId : undefined}
      className={cx(styles.root, !description && className)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
  if (!description) return control;
  return (
    <div className={cx(styles.field, className)}>
      {control}
      <span id={descriptionId} className={styles.description}>
        {description}
      </span>
    </div>
  );
}
