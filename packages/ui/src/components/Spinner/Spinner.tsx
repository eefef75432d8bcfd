import { spinner } from './Spinner.css.ts';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to assistive technology; the spinner is decorative when omitted. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'medium', label, className }: SpinnerProps) {
  const classes = [spinner({ size }), className].filter(Boolean).join(' ');
  if (label === undefined) return <span aria-hidden="true" className={classes} />;
  return <span role="status" aria-label={label} className={classes} />;
}
