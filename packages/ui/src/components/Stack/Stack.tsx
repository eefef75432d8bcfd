import { createElement } from 'react';
import { sprinkles } from '../../css/sprinkles.css.ts';
import { flattenChildren } from '../../utils/children.ts';
import { cx } from '../../utils/cx.ts';
import type { LayoutBaseProps, Space } from '../Box/layout.ts';
import * as styles from './Stack.css.ts';

export const stackAlignments = ['left', 'center', 'right', 'stretch'] as const;
export type StackAlign = (typeof stackAlignments)[number];

export const stackElements = [
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'main',
  'form',
  'fieldset',
  'ul',
  'ol',
] as const;
export type StackElement = (typeof stackElements)[number];

export interface StackProps extends LayoutBaseProps {
  /** The gap between children, from the theme's spacing scale. */
  space: Space;
  /** How children sit across the stack; `stretch` (the default) makes each as wide as the stack. */
  align?: StackAlign;
  /** With `ul` or `ol`, each child is wrapped in an `li`, so the list stays valid. */
  as?: StackElement;
}

/** Children one above the other with an even gap. */
export function Stack({ space, align = 'stretch', as = 'div', className, children, ...props }: StackProps) {
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
    { ...props, className: cx(styles.root, sprinkles({ gap: space }), styles.align[align], className) },
    content,
  );
}
