import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.small,
  color: vars.color.foreground,
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.foregroundMuted,
});

export const errorMessage = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.criticalText,
});

// The box of every text-like control; states come from data attributes set by react-aria or by us.
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: vars.size.control,
  width: '100%',
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.foreground,
  fontSize: vars.fontSize.medium,
  boxShadow: vars.shadow.small,
  outline: 'none',
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.borderStrong },
    '&:focus-visible, &[data-focus-visible], &[data-focus-within], &:focus-within': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 3px ${vars.color.primarySoftActive}`,
    },
    '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&[data-disabled], &:disabled': {
      background: vars.color.surfaceSunken,
      color: vars.color.foregroundDisabled,
      cursor: 'not-allowed',
    },
    '&[data-placeholder]': { color: vars.color.foregroundSubtle },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 0,
  padding: 0,
  background: 'transparent',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&::placeholder': { color: vars.color.foregroundSubtle } },
});

export const popover = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width, var(--trigger-width))',
  maxHeight: `min(${vars.size.dropdownMaxHeight}, var(--radix-select-content-available-height, 100vh))`,
  overflow: 'auto',
  padding: vars.space.xxsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 32,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.medium,
  color: vars.color.foreground,
  cursor: 'default',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted], &[data-focused]': { background: vars.color.primarySoft, color: vars.color.primaryText },
    '&[data-disabled]': { color: vars.color.foregroundDisabled },
    '&[data-variant="destructive"]': { color: vars.color.criticalText },
    '&[data-variant="destructive"][data-highlighted]': { background: vars.color.criticalSoft },
  },
});

export const optionIndicator = style({ marginLeft: 'auto', display: 'inline-flex', color: vars.color.primaryText });
