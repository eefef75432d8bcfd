import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.foreground,
});

export const level = styleVariants({
  1: { fontSize: vars.fontSize.xxlarge, lineHeight: vars.lineHeight.xxlarge },
  2: { fontSize: vars.fontSize.xlarge, lineHeight: vars.lineHeight.xlarge },
  3: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large },
  4: { fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium },
});

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
