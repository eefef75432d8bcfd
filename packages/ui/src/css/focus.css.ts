import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.ts';

// A visible ring for keyboard focus only, shared by every interactive element.
export const focusRing = style({
  selectors: {
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
