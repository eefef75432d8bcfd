import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.foreground,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.foregroundDisabled, cursor: 'not-allowed' } },
});

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  width: 32,
  height: 18,
  padding: 2,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.primary },
    [`${root}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  width: 14,
  height: 14,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${root}[data-selected] &`]: { transform: 'translateX(14px)' } },
});

export const field = style({ display: 'inline-flex', flexDirection: 'column', gap: 2 });

// Stays readable when the switch is disabled: it may say why. Under the label, past the track (its 32 px width and the gap), so the two lines start together.
export const description = style({
  paddingInlineStart: `calc(32px + ${vars.space.xsmall})`,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});
