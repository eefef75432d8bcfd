import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const content = style({ minWidth: 200 });

export const separator = style({ height: 1, marginBlock: vars.space.xxsmall, background: vars.color.border });

export const groupLabel = style({
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.foregroundMuted,
});

export const itemIcon = style({ display: 'inline-flex', color: 'inherit', opacity: 0.8 });
