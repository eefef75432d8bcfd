import { createGlobalTheme } from '@vanilla-extract/css';
import { lightTokens } from './tokens.ts';
import { vars } from './vars.css.ts';

// Applied to :root so portalled overlays inherit it; a dark theme adds its own selector on the same contract.
createGlobalTheme(':root', vars, lightTokens);
