import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xlarge,
  background: vars.color.canvas,
});

export const card = style({
  width: 'min(400px, 100%)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  boxShadow: vars.shadow.medium,
});

export const brand = style({
  margin: 0,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xlarge, fontWeight: vars.fontWeight.semibold });

export const muted = style({ margin: 0, color: vars.color.foregroundMuted });

export const alert = style({
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSoft,
  color: vars.color.criticalText,
  border: `1px solid ${vars.color.critical}`,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingTop: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
});
