import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

export const columnsMenu = style({ position: 'relative' });

export const columnsButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  height: vars.size.control,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const columnsPanel = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 240,
  margin: 0,
  padding: vars.space.small,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});
