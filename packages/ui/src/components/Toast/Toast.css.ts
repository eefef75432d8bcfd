import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: 380,
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.large,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.foreground,
    boxShadow: vars.shadow.large,
    selectors: {
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.motion.durationMedium} ${vars.motion.easing}`,
      },
      '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
    },
  },
  variants: {
    variant: {
      default: {},
      destructive: { borderColor: vars.color.criticalSoftActive, background: vars.color.criticalSoft },
      success: { borderColor: vars.color.positiveSoftActive, background: vars.color.positiveSoft },
    },
  },
});

export const icon = recipe({
  base: { marginTop: 2 },
  variants: {
    variant: {
      default: { color: vars.color.primaryText },
      destructive: { color: vars.color.criticalText },
      success: { color: vars.color.positiveText },
    },
  },
});

export const title = style({ fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.medium });

export const description = style({ color: vars.color.foregroundMuted, marginTop: 2 });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.foregroundMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutralSoftHover, color: vars.color.foreground },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});
