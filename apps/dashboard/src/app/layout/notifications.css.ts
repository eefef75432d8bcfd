import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

export const bell = style({ position: 'relative' });

// The unread count sits on the bell's corner.
export const count = style({ position: 'absolute', top: -4, right: -6, pointerEvents: 'none' });

export const panel = style({ width: 380 });

export const list = style({ maxHeight: 420, overflowY: 'auto', marginInline: `calc(-1 * ${vars.space.medium})` });

export const row = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border}`,
  borderLeft: '3px solid transparent',
  selectors: { '&[data-state="unread"]': { background: vars.color.primarySoft, borderLeftColor: vars.color.primary } },
});

export const content = style({
  color: 'inherit',
  textDecoration: 'none',
  minWidth: 0,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
