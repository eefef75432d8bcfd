import { style } from '@vanilla-extract/css';
import { refreshingCell, refreshingHeader } from '../../css/refreshing.ts';
import { vars } from '../../themes/vars.css.ts';

/** Width of the checkbox column, and so the offset of a sticky first column after it. */
export const SELECT_COLUMN_WIDTH = 44;
/** A row whose cells have a second line (name over employee id). */
export const TWO_LINE_ROW_HEIGHT = 52;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minHeight: 48,
});

export const toolbarInfo = style({ color: vars.color.foregroundMuted, fontSize: vars.fontSize.small });

export const scroller = style({ overflow: 'auto', position: 'relative', outline: 'none' });

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.medium,
});

export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  height: vars.size.tableRow,
  paddingInline: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  // A label longer than its column (a translated one, most often) takes two balanced lines rather than being cut;
  // a single word longer than the column is still cut with an ellipsis.
  textWrap: 'balance',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    '&[data-align="end"]': { textAlign: 'right' },
    'table[data-refreshing] &': refreshingHeader,
    '&[data-sticky]': { left: 0, zIndex: `calc(${vars.zIndex.sticky} + 1)` },
    '&[data-sticky="after-select"]': { left: SELECT_COLUMN_WIDTH },
    '&[data-sticky-edge]': { boxShadow: `inset -1px 0 0 ${vars.color.border}` },
  },
});

export const sortButton = style({
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.foreground },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
      borderRadius: vars.radius.small,
    },
  },
});

/** The word a sort icon stays with. */
export const sortWord = style({ whiteSpace: 'nowrap' });

export const sortIcon = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  marginInlineStart: vars.space.xxsmall,
  opacity: 0.4,
  selectors: {
    '[data-align="end"] &': { marginInlineStart: 0, marginInlineEnd: vars.space.xxsmall },
    '[aria-sort="ascending"] &, [aria-sort="descending"] &': { opacity: 1, color: vars.color.primaryText },
  },
});

export const row = style({
  height: vars.size.tableRow,
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&[data-selected]': { background: vars.color.primarySoft },
    '&[data-clickable]': { cursor: 'pointer' },
    '&[data-lines="2"]': { height: TWO_LINE_ROW_HEIGHT },
    '&[data-clickable]:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const cell = style({
  height: vars.size.tableRow,
  paddingInline: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    '&[data-align="end"]': { textAlign: 'right' },
    '&[data-numeric]': { fontVariantNumeric: 'tabular-nums' },
    'table[data-refreshing] &': refreshingCell,
    [`${row}[data-lines="2"] > &`]: { height: TWO_LINE_ROW_HEIGHT },
  },
});

/** The main value of a two-line cell. */
export const primaryLine = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

/** The muted, smaller line under a two-line cell's main value (an employee id under a name). */
export const secondaryLine = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
});

const divider = `inset -1px 0 0 ${vars.color.border}`;
// With the cell's bottom border in the ring's colour, 2 px at each edge like the row's outline.
const focusTopBottom = `inset 0 2px 0 ${vars.color.focusRing}, inset 0 -1px 0 ${vars.color.focusRing}`;
const focusLeft = `inset 2px 0 0 ${vars.color.focusRing}`;

/**
 * A cell of the first column that stays in view while the table scrolls sideways: opaque, with a divider on its
 * right edge, and the row's hover, selection and focus drawn on it too.
 */
export const stickyCell = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  selectors: {
    '&[data-sticky="after-select"]': { left: SELECT_COLUMN_WIDTH },
    '&[data-sticky-edge]': { boxShadow: divider },
    [`${row}:hover > &`]: { background: vars.color.neutralSoft },
    [`${row}[data-selected] > &`]: { background: vars.color.primarySoft },
    // The row's focus outline passes under the sticky cells, so they draw their part of it.
    [`${row}[data-clickable]:focus-visible > &`]: {
      boxShadow: focusTopBottom,
      borderBottomColor: vars.color.focusRing,
    },
    [`${row}[data-clickable]:focus-visible > &[data-sticky-edge]`]: { boxShadow: `${focusTopBottom}, ${divider}` },
    [`${row}[data-clickable]:focus-visible > &[data-sticky="start"]`]: { boxShadow: `${focusTopBottom}, ${focusLeft}` },
    [`${row}[data-clickable]:focus-visible > &[data-sticky="start"][data-sticky-edge]`]: {
      boxShadow: `${focusTopBottom}, ${focusLeft}, ${divider}`,
    },
  },
});

export const footerCell = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  height: vars.size.tableRow,
  paddingInline: vars.space.small,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    '&[data-align="end"]': { textAlign: 'right' },
    '&[data-numeric]': { fontVariantNumeric: 'tabular-nums' },
    'table[data-refreshing] &': refreshingCell,
    '&[data-sticky]': { left: 0, zIndex: 2 },
    '&[data-sticky="after-select"]': { left: SELECT_COLUMN_WIDTH },
    '&[data-sticky-edge]': { boxShadow: `inset -1px 0 0 ${vars.color.border}` },
  },
});

export const selectCell = style({ width: SELECT_COLUMN_WIDTH, paddingInline: vars.space.small, textAlign: 'center' });

export const checkbox = style({
  width: 16,
  height: 16,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  verticalAlign: 'middle',
});

export const spacer = style({ padding: 0, border: 0 });

export const stateCell = style({ padding: 0, borderBottom: 0 });

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  color: vars.color.criticalText,
  textAlign: 'center',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderTop: `1px solid ${vars.color.border}`,
});
