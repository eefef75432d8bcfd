import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  height: vars.size.topBar,
  paddingInline: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, flexShrink: 0 });

export const logos = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const title = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  margin: 0,
});

export const tabs = style({
  display: 'flex',
  alignItems: 'stretch',
  height: '100%',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const divider = style({
  width: 1,
  alignSelf: 'center',
  height: 20,
  marginInline: vars.space.xsmall,
  background: vars.color.border,
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  paddingInline: vars.space.small,
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.color.foregroundMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.foreground },
    '&[aria-current="page"]': { color: vars.color.primaryText, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, marginLeft: 'auto' });

export const tabItem = style({ display: 'flex' });
