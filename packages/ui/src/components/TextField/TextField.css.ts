import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const input = style({ selectors: { '&::placeholder': { color: vars.color.foregroundSubtle } } });

export const textArea = style({
  height: 'auto',
  minHeight: 80,
  paddingBlock: vars.space.xsmall,
  resize: 'vertical',
  lineHeight: vars.lineHeight.medium,
});
