import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const caption = style({ fontWeight: vars.fontWeight.semibold });

export const hiddenCaption = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

// Its size is set from outside (full width, a given height): when the chart's code arrives and draws, the
// browser lays out this box alone instead of the whole page around it.
export const canvas = style({ position: 'relative', width: '100%', contain: 'size layout style' });

export const table = style({
  width: '100%',
  fontSize: vars.fontSize.small,
  borderCollapse: 'collapse',
  selectors: {
    '&[data-hidden]': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const th = style({
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  color: vars.color.foregroundMuted,
  fontWeight: vars.fontWeight.semibold,
});

export const td = style({
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

export const legend = style({
  display: 'flex',
  gap: vars.space.medium,
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
});

export const swatch = style({
  display: 'inline-block',
  width: 10,
  height: 10,
  marginRight: 6,
  borderRadius: 2,
  verticalAlign: 'middle',
});
