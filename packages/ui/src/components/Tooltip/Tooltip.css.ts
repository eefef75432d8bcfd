import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: 280,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.neutralActive,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  boxShadow: vars.shadow.medium,
});

export const arrow = style({ fill: vars.color.neutralActive });
