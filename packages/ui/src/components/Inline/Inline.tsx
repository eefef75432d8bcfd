import { createElement } from 'react';
import { sprinkles } from '../../css/sprinkles.css.ts';
import { flattenChildren } from '../../utils/children.ts';
import { cx } from '../../utils/cx.ts';
import type { LayoutBaseProps, Space } from '../Box/layout.ts';
import * as styles from './Inline.css.ts';

export const inlineAlignments = ['left', 'center', 'right', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAlignments)[number];

export const inlineVerticalAlignments = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof inlineVerticalAlignments)[number];

export const inlineElements = ['div', 'section', 'header', 'footer', 'nav', 'span', 'p', 'ul', 'ol', 'form'] as const;
export type InlineElement = (typeof inlineElements)[number];

export interface InlineProps extends LayoutBaseProps {
  /** The gap between children, in both directions when they wrap. */
  space: Space;
  align?: InlineAlign;
  /** How children of different heights line up; `center` by default. */
  alignY?: InlineAlignY;
  /** Whether children move to a new line when the row is full; `true` by default. */
  wrap?: boolean;
  /** With `ul` or `ol`, each child is wrapped in an `li`, so the list stays valid. */
  as?: InlineElement;
}

/** Children side by side with an even gap, wrapping onto new lines when the row is full. */
export function Inline({
  space,
  align = 'left',
  alignY = 'center',
  wrap = true,
  as = 'div',
  className,
  children,
  ...props
}: InlineProps) {
  const isList = as === 'ul' || as === 'ol';
  const content = isList
    ? flattenChildren(children).map(({ key, node }) => (
        <li key={key} className={styles.listItem}>
          {node}
        </li>
      ))
    : children;
  return createElement(
    as,
    {
      ...props,
      className: cx(
        styles.root,
        sprinkles({ gap: space }),
        styles.wrap[wrap ? 'wrap' : 'nowrap'],
        styles.align[align],
        styles.alignY[alignY],
        className,
      ),
    },
    content,
  );
}
