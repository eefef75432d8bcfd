import { style } from '@vanilla-extract/css';

// A period that is wider than its place takes two lines, broken at its dash only.
export const lines = style({ whiteSpace: 'normal' });
export const side = style({ whiteSpace: 'nowrap' });
