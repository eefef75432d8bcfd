import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: 24, maxWidth: 1280 });
export const header = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 16 });
export const title = style({ margin: 0, fontSize: 22, fontWeight: 600 });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: 16, paddingTop: 16 });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: 16,
  alignItems: 'start',
});
export const wide = style({ gridColumn: '1 / -1' });
export const switches = style({ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'center' });
export const actions = style({ display: 'flex', gap: 8, justifyContent: 'flex-end', alignItems: 'center' });
export const toolbar = style({ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' });
export const muted = style({ color: vars.color.foregroundMuted, margin: 0 });
export const providerNote = style({ color: vars.color.foregroundMuted, fontSize: 12 });
export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: 24,
  rowGap: 8,
  margin: 0,
});
export const dt = style({ color: vars.color.foregroundMuted });
export const dd = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
export const changes = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: 13,
  whiteSpace: 'normal',
});
// Table cells keep to one line; a few name things in words that may take two.
export const wrapping = style({ whiteSpace: 'normal' });
export const changeValue = style({ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-word' });
export const checkGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 });
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
});
export const legend = style({ fontWeight: 600, marginBottom: 4, padding: 0 });
export const hint = style({ color: vars.color.foregroundMuted, fontSize: 12, margin: 0 });
export const errorText = style({ color: vars.color.criticalText, fontSize: 12, margin: 0 });
export const pager = style({ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'flex-end' });
export const signInList = style({ display: 'flex', flexDirection: 'column', gap: 12, margin: 0 });
export const signInItem = style({ display: 'flex', flexDirection: 'column', gap: 4 });
export const signInState = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  minHeight: 32,
  margin: 0,
});
export const signInAction = style({ marginLeft: 'auto' });
// A field inside a table cell: its message wraps under it instead of being cut.
export const tableField = style({
  whiteSpace: 'normal',
  paddingBlock: 6,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
});
