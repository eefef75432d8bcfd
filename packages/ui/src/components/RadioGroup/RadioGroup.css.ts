import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  selectors: { '[data-orientation="horizontal"] > &': { flexDirection: 'row', gap: vars.space.medium } },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.foregroundDisabled, cursor: 'not-allowed' } },
});

export const circle = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: 5 },
    [`${radio}[data-hovered]:not([data-selected]) &`]: { borderColor: vars.color.primary },
    [`${radio}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${radio}[data-disabled] &`]: { opacity: 0.5 },
  },
});
