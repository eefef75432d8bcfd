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

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.fontWeight.semibold,
});

export const logo = style({ height: 28, width: 'auto', maxWidth: 120, objectFit: 'contain' });

export const dashboardTitle = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const tabs = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xsmall,
  alignSelf: 'stretch',
  flexGrow: 1,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.small,
  color: vars.color.foregroundMuted,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { color: vars.color.foreground },
    '&[aria-current="page"]': { color: vars.color.primaryText, borderBottomColor: vars.color.primary },
  },
});

export const tabDivider = style({ width: 1, alignSelf: 'center', height: 20, background: vars.color.borderStrong });

export const topBarEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, marginLeft: 'auto' });

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
});

export const select = style({
  height: vars.size.controlSmall,
  paddingInline: vars.space.xsmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.foreground,
  font: 'inherit',
});

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

export const pageToolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const centered = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xlarge,
});

export const card = style({
  width: 'min(420px, 100%)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  boxShadow: vars.shadow.small,
});

export const heading = style({ fontSize: vars.fontSize.xlarge, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const muted = style({ color: vars.color.foregroundMuted, margin: 0 });

export const alert = style({
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSoft,
  color: vars.color.criticalText,
  border: `1px solid ${vars.color.critical}`,
});

export const notice = style({
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.infoSoft,
  color: vars.color.infoText,
  border: `1px solid ${vars.color.info}`,
});

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xxlarge,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  textAlign: 'center',
});

export const desktopOnly = style({
  display: 'none',
  '@media': {
    'screen and (max-width: 1023px)': {
      display: 'grid',
      placeItems: 'center',
      position: 'fixed',
      inset: 0,
      padding: vars.space.xlarge,
      background: vars.color.surface,
      zIndex: vars.zIndex.modal,
      textAlign: 'center',
      fontSize: vars.fontSize.large,
      fontWeight: vars.fontWeight.semibold,
    },
  },
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

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const userName = style({
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  maxWidth: 160,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const fieldError = style({ color: vars.color.criticalText, fontSize: vars.fontSize.small });

export const mutedText = style({ margin: 0, color: vars.color.foregroundMuted });

export const noticeClose = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: -100,
  padding: vars.space.small,
  background: vars.color.surface,
  zIndex: vars.zIndex.tooltip,
  selectors: { '&:focus': { top: vars.space.small } },
});
