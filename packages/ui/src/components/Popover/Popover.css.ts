import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const content = style({
  zIndex: vars.zIndex.popover,
  width: 320,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  outline: 'none',
});

export const title = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
});
