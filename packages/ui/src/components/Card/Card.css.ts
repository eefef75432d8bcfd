import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.medium} 0`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  margin: '2px 0 0',
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
});

export const body = style({ padding: vars.space.medium });
