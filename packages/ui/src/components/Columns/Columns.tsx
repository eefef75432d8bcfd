import { createElement } from 'react';
import { cx } from '../../utils/cx.ts';
import type { LayoutBaseProps, Space } from '../Box/layout.ts';
import * as styles from './Columns.css.ts';

export const columnsVerticalAlignments = ['top', 'center', 'bottom', 'stretch'] as const;
export type ColumnsAlignY = (typeof columnsVerticalAlignments)[number];

export const columnsCollapseBreakpoints = ['tablet', 'desktop'] as const;
export type ColumnsCollapseBelow = (typeof columnsCollapseBreakpoints)[number];

export const columnWidths = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
export type ColumnWidth = (typeof columnWidths)[number];

export interface ColumnsProps extends LayoutBaseProps {
  /** The gap between columns (and between rows once they collapse). */
  space: Space;
  /** How columns of different heights line up; `top` by default, `stretch` for equal heights. */
  alignY?: ColumnsAlignY;
  /** Below this width (tablet 768 px, desktop 1024 px) the columns stack one above the other. */
  collapseBelow?: ColumnsCollapseBelow;
  as?: 'div' | 'section' | 'header' | 'footer';
}

/** Side-by-side columns, each a `Column`; fixed fractions keep their share and `fill` columns share the rest. */
export function Columns({
  space,
  alignY = 'top',
  collapseBelow,
  as = 'div',
  className,
  children,
  ...props
}: ColumnsProps) {
  return createElement(
    as,
    {
      ...props,
      className: cx(
        styles.root,
        styles.space[space],
        styles.alignY[alignY],
        collapseBelow && styles.collapseBelow[collapseBelow],
        className,
      ),
    },
    children,
  );
}

export interface ColumnProps extends LayoutBaseProps {
  /** `fill` (the default) takes the space left; `content` is as wide as its content; fractions are of the row. */
  width?: ColumnWidth;
}

export function Column({ width = 'fill', className, children, ...props }: ColumnProps) {
  return createElement('div', { ...props, className: cx(styles.column[width], className) }, children);
}
