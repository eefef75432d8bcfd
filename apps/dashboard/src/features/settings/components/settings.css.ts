import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

// A section's fields, as many to a row as fit.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

// A field inside a table cell: its message wraps under it instead of being cut.
export const tableField = style({
  whiteSpace: 'normal',
  paddingBlock: 6,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
