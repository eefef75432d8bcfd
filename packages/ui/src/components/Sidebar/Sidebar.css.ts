import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({ position: 'relative', width: vars.size.sidebarCollapsed, height: '100%', flexShrink: 0 });

export const panel = style({
  position: 'absolute',
  inset: '0 auto 0 0',
  zIndex: vars.zIndex.sidebar,
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.sidebarCollapsed,
  overflow: 'hidden',
  background: vars.color.sidebar,
  color: vars.color.sidebarForeground,
  transition: `width ${vars.motion.durationMedium} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="expanded"]': { width: vars.size.sidebarExpanded, boxShadow: vars.shadow.large },
  },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.topBar,
  paddingInline: 28,
  flexShrink: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xsmall} 16px`,
});

export const bottom = style({ marginTop: 'auto', borderTop: '1px solid rgba(255, 255, 255, 0.08)' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  height: 40,
  // Less room on the right, where only a long label reaches: "Actividad de nómina" fits whole.
  paddingInlineStart: 14,
  paddingInlineEnd: 6,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.08)', color: vars.color.sidebarActiveForeground },
    '&[aria-current="page"]': { background: vars.color.sidebarActive, color: vars.color.sidebarActiveForeground },
    '&:focus-visible': { outline: `2px solid ${vars.color.sidebarActiveForeground}`, outlineOffset: -2 },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, width: 20, height: 20 });

// A label longer than the open sidebar (a translated one: "Historial de desembolsos") ends in an ellipsis; the
// item's title holds it whole.
export const label = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  transition: `opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${panel}[data-state="collapsed"] &`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const footer = style({
  paddingInline: 16,
  paddingBlock: vars.space.small,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.sidebarForeground,
  whiteSpace: 'nowrap',
  textAlign: 'center',
});
