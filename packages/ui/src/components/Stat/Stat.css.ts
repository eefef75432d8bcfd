import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-negative]': { color: vars.color.criticalText } },
});

export const delta = style({
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-trend="up"]': { color: vars.color.positiveText },
    '&[data-trend="down"]': { color: vars.color.criticalText },
    '&[data-trend="flat"]': { color: vars.color.foregroundMuted },
  },
});
