import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

// Tiles keep their own height: a field that shows its error grows alone.
export const root = style({ display: 'grid', minWidth: 0, alignItems: 'start' });

export const space = styleVariants(vars.space, (gap) => ({ gap }));

// Equal columns, however wide the row; a tile never pushes its column wider (minmax(0, 1fr)).
export const columns = styleVariants({ 2: 2, 3: 3, 4: 4, 5: 5, 6: 6 }, (count) => ({
  gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
}));

// As many equal columns as fit tiles at least this wide (figures, cards).
export const tileWidths = { small: 140, medium: 200, large: 280 } as const;
export const minTileWidth = styleVariants(tileWidths, (width) => ({
  gridTemplateColumns: `repeat(auto-fit, minmax(${width}px, 1fr))`,
}));
