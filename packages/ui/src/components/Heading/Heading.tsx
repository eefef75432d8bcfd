import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export type HeadingElement = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'className' | 'children' | 'color'> {
  /** The look (1 largest … 4 smallest) and, unless `as` says otherwise, the element h1–h4. */
  level: HeadingLevel;
  /** Another heading element with the same look, when the outline needs a different level. */
  as?: HeadingElement;
  /** One line cut with an ellipsis. */
  truncate?: boolean;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading on the theme's type scale: semibold, in the foreground colour. */
export function Heading({ level, as, truncate = false, className, children, ...props }: HeadingProps) {
  return createElement(
    as ?? (`h${level}` as const),
    { ...props, className: cx(styles.root, styles.level[level], truncate && styles.truncate, className) },
    children,
  );
}
