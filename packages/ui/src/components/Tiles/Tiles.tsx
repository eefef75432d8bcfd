import { createElement } from 'react';
import { cx } from '../../utils/cx.ts';
import type { LayoutBaseProps, Space } from '../Box/layout.ts';
import * as styles from './Tiles.css.ts';

export const tilesColumns = [2, 3, 4, 5, 6] as const;
export type TilesColumns = (typeof tilesColumns)[number];
export type TileWidth = keyof typeof styles.tileWidths;

export interface TilesProps extends LayoutBaseProps {
  /** The gap between tiles, across and down. */
  space: Space;
  /** Equal columns, however wide the row (2 when neither this nor `minTileWidth` is given). */
  columns?: TilesColumns;
  /** Instead of `columns`: as many equal columns as fit tiles at least this wide (small 140, medium 200, large 280 px). */
  minTileWidth?: TileWidth;
  as?: 'div' | 'section' | 'ul' | 'ol' | 'dl';
}

/** Children in a grid of equal tiles: a form's fields two to a row, a page's figures, a set of checkboxes. */
export function Tiles({ space, columns, minTileWidth, as = 'div', className, children, ...props }: TilesProps) {
  return createElement(
    as,
    {
      ...props,
      className: cx(
        styles.root,
        styles.space[space],
        minTileWidth === undefined ? styles.columns[columns ?? 2] : styles.minTileWidth[minTileWidth],
        className,
      ),
    },
    children,
  );
}
