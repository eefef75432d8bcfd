import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1600ms' } },
  },
  variants: {
    size: {
      small: { width: 14, height: 14, borderWidth: 2 },
      medium: { width: 20, height: 20, borderWidth: 2 },
      large: { width: 32, height: 32, borderWidth: 3 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const label = style({ color: vars.color.foregroundMuted });
