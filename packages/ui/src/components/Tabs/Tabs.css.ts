import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const list = style({ display: 'flex', gap: vars.space.xxsmall, borderBottom: `1px solid ${vars.color.border}` });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: 40,
  paddingInline: vars.space.small,
  marginBottom: -1,
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.color.foregroundMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.foreground },
    '&[data-state="active"]': { color: vars.color.primaryText, borderBottomColor: vars.color.primary },
    '&[data-disabled]': { color: vars.color.foregroundDisabled, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const count = style({
  minWidth: 20,
  paddingInline: 6,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[data-state="active"] > &': { background: vars.color.primarySoft, color: vars.color.primaryText } },
});

export const panel = style({ paddingTop: vars.space.medium, outline: 'none' });
