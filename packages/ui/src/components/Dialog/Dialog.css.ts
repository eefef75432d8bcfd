import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: 'calc(100vh - 64px)',
    transform: 'translate(-50%, -50%)',
    borderRadius: vars.radius.large,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.large,
    outline: 'none',
  },
  variants: {
    size: { small: { width: 400 }, medium: { width: 560 }, large: { width: 800 } },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: `${vars.space.large} 56px 0 ${vars.space.large}`,
});

export const titles = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.semibold,
});

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, minWidth: 0 });

export const description = style({ margin: 0, color: vars.color.foregroundMuted });

export const body = style({ padding: vars.space.large, overflow: 'auto' });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const close = style({
  position: 'absolute',
  top: vars.space.medium,
  right: vars.space.medium,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.foregroundMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
