import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'row',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  listStyle: 'none',
});

export const wrap = styleVariants({ wrap: { flexWrap: 'wrap' }, nowrap: { flexWrap: 'nowrap' } });

export const align = styleVariants({
  left: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  right: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});

export const alignY = styleVariants({
  top: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});

export const listItem = style({ display: 'flex', minWidth: 0 });
