export { vars } from '../themes/vars.css.ts';
export { sprinkles } from './sprinkles.css.ts';
export type { Sprinkles } from './sprinkles.css.ts';
export { lightTokens } from '../themes/tokens.ts';
export { visuallyHidden } from './focus.css.ts';
export { refreshingCell, refreshingHeader } from './refreshing.ts';
