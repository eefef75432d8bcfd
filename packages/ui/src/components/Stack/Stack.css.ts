import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  listStyle: 'none',
});

export const align = styleVariants({
  left: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  right: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

export const listItem = style({ minWidth: 0 });
