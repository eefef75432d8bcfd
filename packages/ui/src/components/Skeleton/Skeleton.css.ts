import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

const shimmer = keyframes({ '0%': { backgroundPosition: '100% 0' }, '100%': { backgroundPosition: '-100% 0' } });

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.small,
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
