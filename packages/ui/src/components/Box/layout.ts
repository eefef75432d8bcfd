import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { vars } from '../../themes/vars.css.ts';

/** A step of the theme's spacing scale. */
export type Space = keyof typeof vars.space;

/** The attributes a layout component passes to its element (ids, roles, ARIA, data-*, events). */
export type LayoutAttributes = Omit<HTMLAttributes<HTMLElement>, 'className' | 'children' | 'color'>;

export interface LayoutBaseProps extends LayoutAttributes {
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}
