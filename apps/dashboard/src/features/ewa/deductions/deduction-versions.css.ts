import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const version = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const replaced = style({ background: vars.color.surfaceSunken });

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontWeight: vars.fontWeight.semibold,
});

export const filename = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const facts = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const figure = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground,
  fontWeight: vars.fontWeight.medium,
});
