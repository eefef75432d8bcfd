import { style } from '@vanilla-extract/css';

export const dot = style({ width: 6, height: 6, borderRadius: '50%', background: 'currentColor' });
