import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xlarge,
  background: vars.color.canvas,
});

export const card = style({ width: 'min(400px, 100%)' });
