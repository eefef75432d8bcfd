import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { lightTokens } from './tokens.ts';
import { vars } from './vars.css.ts';

// Applied to :root so portalled overlays inherit it; a dark theme adds its own selector on the same contract.
createGlobalTheme(':root', vars, lightTokens);

// Someone who asks their system for less motion gets none: transitions and animations built on these durations
// finish at once (WCAG 2.3.3).
globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.durationFast]: '0ms',
        [vars.motion.durationMedium]: '0ms',
        [vars.motion.durationSlow]: '0ms',
      },
    },
  },
});
