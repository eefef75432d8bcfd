import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const label = style({ color: vars.color.foreground, fontWeight: vars.fontWeight.medium });

export const valueLabel = style({ color: vars.color.foregroundMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: 6,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoftActive,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  transition: `width ${vars.motion.durationMedium} ${vars.motion.easing}`,
});

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.2s ${vars.motion.easing} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.4 } },
});
