import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const content = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(480px, 100vw)',
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const body = style({ flex: 1, padding: vars.space.large, overflow: 'auto' });
