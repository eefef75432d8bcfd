import { createElement, type AllHTMLAttributes, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css.ts';
import { cx } from '../../utils/cx.ts';

export const boxElements = [
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'main',
  'span',
  'p',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'form',
  'fieldset',
  'label',
] as const;
export type BoxElement = (typeof boxElements)[number];

type NativeProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'className' | 'children' | 'data'>;

export interface BoxProps extends Sprinkles, NativeProps {
  /** The element to render; the look comes from the props only. */
  as?: BoxElement;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Splits the sprinkle props (spacing, layout, colour, type) from everything the element receives. */
function splitSprinkles<Props extends object>(props: Props) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  return { atoms: atoms as Sprinkles, native };
}

/** The layout primitive: an element whose spacing, layout and colour come from the theme's tokens. */
export function Box({ as = 'div', className, children, ...props }: BoxProps) {
  const { atoms, native } = splitSprinkles(props);
  const classes = cx(sprinkles(atoms), className);
  return createElement(as, { ...native, className: classes || undefined }, children);
}
