import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps {
  children: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/** An immediate on/off setting. `[data-selected]` and `[data-disabled]` carry its state. */
export function Switch({ children, checked, defaultChecked, disabled, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      isSelected={checked}
      defaultSelected={defaultChecked}
      isDisabled={disabled}
      className={cx(styles.root, className)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
