import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps {
  children: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  indeterminate?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
  value?: string;
  className?: string;
}

/** States are exposed as data attributes: `[data-selected]`, `[data-indeterminate]`, `[data-disabled]`, `[data-invalid]`. */
export function Checkbox({
  children,
  checked,
  defaultChecked,
  indeterminate,
  disabled,
  invalid,
  className,
  ...props
}: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      isSelected={checked}
      defaultSelected={defaultChecked}
      isIndeterminate={indeterminate}
      isDisabled={disabled}
      isInvalid={invalid}
      className={cx(styles.root, className)}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <Minus size={12} strokeWidth={3} />
            ) : isSelected ? (
              <Check size={12} strokeWidth={3} />
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
