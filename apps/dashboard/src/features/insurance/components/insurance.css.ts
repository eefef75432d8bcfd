import { vars } from '@cuadre/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.semibold,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.semibold,
});

export const muted = style({
  margin: 0,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, flexWrap: 'wrap' });

export const tabs = style({ minWidth: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingTop: vars.space.medium,
  minWidth: 0,
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: vars.space.small,
  alignItems: 'end',
});

export const statsAndChart = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 2fr)',
  gap: vars.space.medium,
  alignItems: 'stretch',
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  alignContent: 'start',
});

// Outstanding with the line saying how MCS, Delta and credits make it, across the stats.
export const statWide = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const statNote = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontVariantNumeric: 'tabular-nums',
});

export const nameButton = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { boxShadow: vars.shadow.focus } },
});

export const negative = style({ color: vars.color.criticalText });

export const drawer = style({ width: 'min(1180px, 96vw)' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBottom: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.large,
});

export const sectionGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.large,
});

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

export const ledgerTable = style({});

globalStyle(`${ledgerTable} table`, { minWidth: 1560 });

export const notesList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const note = style({
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const progress = style({ width: '100%', height: 8, accentColor: vars.color.primary });

export const definition = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
});

export const term = style({ color: vars.color.foregroundMuted, fontSize: vars.fontSize.small });

globalStyle(`${definition} dd`, { margin: 0 });
