import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  padding: 0,
  background: 'transparent',
  color: vars.color.foregroundMuted,
  cursor: 'pointer',
});

export const listBox = style({ outline: 'none' });

export const empty = style({ padding: vars.space.xsmall, color: vars.color.foregroundMuted });
