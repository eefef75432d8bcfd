import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

export const content = recipe({
  base: {
    position: 'fixed',
    top: 0,
    right: 0,
    bottom: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    borderLeft: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.large,
    outline: 'none',
  },
  variants: {
    size: {
      medium: { width: 'min(480px, 100vw)' },
      large: { width: 'min(560px, 100vw)' },
      xlarge: { width: 'min(1080px, 100vw)' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const body = style({ flex: 1, padding: vars.space.large, overflow: 'auto' });
