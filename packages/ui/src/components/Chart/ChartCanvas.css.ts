import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const box = style({ position: 'relative', width: '100%' });

export const surface = style({ display: 'block', overflow: 'visible' });

export const readout = style({
  position: 'absolute',
  top: 8,
  zIndex: vars.zIndex.tooltip,
  minWidth: 140,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.foreground,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

export const readoutTitle = style({ marginBottom: vars.space.xxsmall, fontWeight: vars.fontWeight.semibold });

export const readoutRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const readoutSwatch = style({ width: 8, height: 8, borderRadius: 2, flexShrink: 0 });

export const readoutValue = style({
  marginLeft: 'auto',
  paddingLeft: vars.space.small,
  fontVariantNumeric: 'tabular-nums',
});
