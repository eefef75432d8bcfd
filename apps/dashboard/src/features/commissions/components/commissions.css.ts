import { vars } from '@cuadre/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

// Page layout only: the design system draws every control, table, pill, alert and state.

// A filter whose options arrive from the API keeps its width: the row beside it does not move once they load.
export const filter = style({ width: 200 });

export const search = style({ width: 320 });

// An amount typed in: wide enough for any paycheck, no wider.
export const amount = style({ width: 160 });

// Notes, reasons and the file preview take their card's width.
export const wide = style({ width: '100%' });

// Facts about a worker or an input: the names in one column, the values beside them.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
});
globalStyle(`${facts} > dd`, { margin: 0 });

// Notes read as they were written, line breaks included.
export const notes = style({ margin: 0, whiteSpace: 'pre-wrap' });

// The workers a new plan may name: a list that scrolls within the drawer.
export const checkList = style({ maxHeight: 200, overflowY: 'auto' });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

// Insights: a chart beside the top earners. The earners' table is never narrower than its rows (a cut amount would
// hide money); the chart takes what is left.
export const chartAndTable = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(min-content, 2fr)',
  gap: vars.space.medium,
  alignItems: 'start',
});

// The deal columns' popover holds its hint: it wraps inside the panel instead of running past it.
export const columnsPanel = style({ width: 280, maxWidth: 'calc(100vw - 32px)' });
