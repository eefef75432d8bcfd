import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const list = style({ margin: 0, overflowWrap: 'anywhere' });

export const layout = styleVariants({
  // Terms in a column as wide as the longest, up to 40% of the list; descriptions beside them.
  columns: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
    gap: `${vars.space.xsmall} ${vars.space.medium}`,
  },
  // Each term above its description, pairs one under another.
  stacked: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
  },
});

// In the stacked layout a term opens a new pair, a little apart from the one above it.
export const stackedTerm = style({
  selectors: { [`.${layout.stacked} > &:not(:first-child)`]: { marginTop: vars.space.xsmall } },
});
