import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

export const field = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
});

export const select = style({
  height: vars.size.controlSmall,
  paddingInline: vars.space.xsmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.foreground,
  font: 'inherit',
});
