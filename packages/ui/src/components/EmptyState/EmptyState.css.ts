import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.small,
  marginBottom: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({ maxWidth: 420, margin: 0, color: vars.color.foregroundMuted });

export const action = style({ marginTop: vars.space.xsmall });
