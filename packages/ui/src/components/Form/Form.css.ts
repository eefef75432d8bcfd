import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  paddingTop: vars.space.xsmall,
});
