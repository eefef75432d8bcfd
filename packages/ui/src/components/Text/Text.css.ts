import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({ margin: 0, fontFamily: vars.font.body });

export const size = styleVariants({
  xsmall: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.xsmall },
  small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small },
  medium: { fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium },
  large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large },
});

export const weight = styleVariants(vars.fontWeight, (value) => ({ fontWeight: value }));

export const tone = styleVariants({
  neutral: { color: vars.color.foreground },
  muted: { color: vars.color.foregroundMuted },
  subtle: { color: vars.color.foregroundSubtle },
  critical: { color: vars.color.criticalText },
  positive: { color: vars.color.positiveText },
  caution: { color: vars.color.cautionText },
  info: { color: vars.color.infoText },
  primary: { color: vars.color.primaryText },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

export const truncate = style({
  display: 'block',
  minWidth: 0,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
