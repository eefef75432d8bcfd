import { vars } from '@cuadre/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', { background: vars.color.canvas, color: vars.color.foreground, fontFamily: vars.font.body });

// One column that never grows past the window: a wide table scrolls inside its card, not the page.
export const frame = style({
  display: 'grid',
  gridTemplateRows: `${vars.size.topBar} 1fr`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100vh',
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingInline: vars.space.large,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
});

export const brandMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
});

export const logo = style({ height: 28, width: 'auto', maxWidth: 120, objectFit: 'contain' });

export const tabs = style({ display: 'flex', gap: vars.space.xsmall, alignSelf: 'stretch', flexGrow: 1 });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.small,
  color: vars.color.foregroundMuted,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  fontWeight: vars.fontWeight.medium,
  // A dashboard's name on one line ("Comisiones de Piezas y Servicio"), never two squeezed into the bar.
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.foreground },
    '&[aria-current="page"]': { color: vars.color.primaryText, borderBottomColor: vars.color.primary },
  },
});

export const tabDivider = style({ width: 1, alignSelf: 'center', height: 20, background: vars.color.borderStrong });

export const topBarEnd = style({ marginLeft: 'auto' });

export const userName = style({ maxWidth: 160 });

export const companySwitcher = style({ width: 184 });

// The language keeps its short name whole; the user's name gives way first.
export const languageSelect = style({ flexShrink: 0 });

export const body = style({ display: 'flex', minHeight: 0 });

// Held in the window under the top bar, whatever the page's length: Settings and Sign out stay in sight at the
// bottom, and never move when a page's data arrives and makes it taller (a layout shift on every landing). The
// slot is the collapsed sidebar's 80 px; the open sidebar lies over the page rather than pushing it aside.
export const sidebarSlot = style({
  flexShrink: 0,
  position: 'sticky',
  top: vars.size.topBar,
  alignSelf: 'flex-start',
  zIndex: vars.zIndex.sidebar,
  height: `calc(100vh - ${vars.size.topBar})`,
});

export const main = style({
  flexGrow: 1,
  minWidth: 0,
  padding: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const centered = style({ minHeight: '100vh', display: 'grid', placeItems: 'center' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: -100,
  padding: vars.space.small,
  background: vars.color.surface,
  zIndex: vars.zIndex.tooltip,
  selectors: { '&:focus': { top: vars.space.small } },
});
