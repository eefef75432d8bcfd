import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const titles = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const title = style({
  margin: 0,
  color: vars.color.foreground,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  margin: 0,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, flexWrap: 'wrap' });
