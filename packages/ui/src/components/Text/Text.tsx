import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Text.css.ts';

export const textElements = ['span', 'p', 'div', 'dt', 'dd', 'label', 'strong', 'small'] as const;
export type TextElement = (typeof textElements)[number];

export const textSizes = ['xsmall', 'small', 'medium', 'large'] as const;
export type TextSize = (typeof textSizes)[number];

export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export const textTones = ['neutral', 'muted', 'subtle', 'critical', 'positive', 'caution', 'info', 'primary'] as const;
export type TextTone = (typeof textTones)[number];

export const textAlignments = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof textAlignments)[number];

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'children' | 'color'> {
  /** `span` by default. */
  as?: TextElement;
  /** `medium` (the 14 px body size) by default; each size brings its line height. */
  size?: TextSize;
  /** Inherited from the parent when not given. */
  weight?: TextWeight;
  /** `neutral` (the foreground colour) by default. */
  tone?: TextTone;
  /** Tabular figures, so amounts line up in columns. */
  numeric?: boolean;
  /** One line cut with an ellipsis; add a `title` (or show the text elsewhere) when the full text matters. */
  truncate?: boolean;
  align?: TextAlign;
  /** With `as="label"`: the id of the field it names. */
  htmlFor?: string;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Body text on the theme's type scale. */
export function Text({
  as = 'span',
  size = 'medium',
  weight,
  tone = 'neutral',
  numeric = false,
  truncate = false,
  align,
  className,
  children,
  ...props
}: TextProps) {
  return createElement(
    as,
    {
      ...props,
      className: cx(
        styles.root,
        styles.size[size],
        weight && styles.weight[weight],
        styles.tone[tone],
        align && styles.align[align],
        numeric && styles.numeric,
        truncate && styles.truncate,
        className,
      ),
    },
    children,
  );
}
