import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { button, linkText } from './Button.css.ts';

export const buttonVariants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A `link` whose children are words cuts them with an ellipsis where it has less room than they take. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button, lowers its opacity and shows a spinner in front of the label. */
  loading?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

// Words alone (a string, a number, or several of them side by side), as opposed to an icon or other element.
const isText = (node: ReactNode): boolean =>
  typeof node === 'string' ||
  typeof node === 'number' ||
  (Array.isArray(node) && node.every((part) => typeof part === 'string' || typeof part === 'number'));

export function Button({
  variant = 'default',
  size = 'default',
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      className={[button({ variant, size }), className].filter(Boolean).join(' ')}
    >
      {loading ? <Spinner size="small" /> : null}
      {size === 'icon' && loading ? null : variant === 'link' && isText(children) ? (
        <span className={linkText}>{children}</span>
      ) : (
        children
      )}
    </button>
  );
}

/** Class names of a button, for links and triggers that must look like one. */
export function buttonClassName(variant: ButtonVariant = 'default', size: ButtonSize = 'default'): string {
  return button({ variant, size });
}
