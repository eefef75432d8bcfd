import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import { visuallyHidden } from '../../css/focus.css.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps {
  /** What is progressing (“Uploading payroll file”). */
  label: string;
  /** Percent done, 0–100; leave it out while the amount is unknown. */
  value?: number;
  /** Progress with no known amount (the bar sweeps); also when `value` is left out. */
  indeterminate?: boolean;
  /** Shown at the right and read as the value (“3 of 12 files”); the percentage when left out. */
  valueLabel?: string;
  hideLabel?: boolean;
  className?: string;
}

/** How far along a task is; `[data-indeterminate]` marks one of unknown length. */
export function ProgressBar({
  label,
  value,
  indeterminate = false,
  valueLabel,
  hideLabel = false,
  className,
}: ProgressBarProps) {
  const isIndeterminate = indeterminate || value === undefined;
  return (
    <AriaProgressBar
      value={isIndeterminate ? undefined : Math.min(100, Math.max(0, value))}
      isIndeterminate={isIndeterminate}
      valueLabel={valueLabel}
      className={cx(styles.root, className)}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={cx(styles.labels, hideLabel && visuallyHidden)}>
            <Label className={styles.label}>{label}</Label>
            {valueText ? <span className={styles.valueLabel}>{valueText}</span> : null}
          </div>
          <div className={styles.track}>
            <div
              className={cx(styles.fill, isIndeterminate && styles.indeterminate)}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
