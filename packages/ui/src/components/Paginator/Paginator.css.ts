import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const page = style({
  minWidth: vars.size.control,
  height: vars.size.control,
  paddingInline: vars.space.xsmall,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[aria-current="page"]': {
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control,
  color: vars.color.foregroundMuted,
});
