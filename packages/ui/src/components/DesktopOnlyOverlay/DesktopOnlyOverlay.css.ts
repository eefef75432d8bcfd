import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  background: vars.color.surface,
  textAlign: 'center',
});

export const message = style({
  maxWidth: 360,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.semibold,
});

export const icon = style({ color: vars.color.primaryText });
