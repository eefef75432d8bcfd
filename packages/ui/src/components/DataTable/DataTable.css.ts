import { style } from '@vanilla-extract/css';
import { refreshingCell, refreshingHeader } from '../../css/refreshing.ts';
import { vars } from '../../themes/vars.css.ts';

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
    '&[data-align="end"]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
    'table[data-refreshing] &': refreshingCell,
  },
});

export const selectCell = style({ width: 44, paddingInline: vars.space.small, textAlign: 'center' });

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
