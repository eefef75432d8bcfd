import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const input = style({ textAlign: 'right' });

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  flexShrink: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: vars.color.neutralSoft,
  color: vars.color.foreground,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.neutralSoftHover }, '&[data-disabled]': { opacity: 0.5 } },
});
