import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'none',
  color: vars.color.foregroundMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutralSoft, color: vars.color.foreground },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-state="open"]': { background: vars.color.neutralSoft, color: vars.color.foreground },
  },
});

export const count = style({
  position: 'absolute',
  top: -2,
  right: -4,
  minWidth: 18,
  height: 18,
  paddingInline: 4,
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '18px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const panel = style({ width: 380, paddingBottom: vars.space.xsmall });

// The toolbar and the rows run to the panel's edges; the title keeps the popover's padding.
const edgeToEdge = { marginInline: `calc(-1 * ${vars.space.medium})` };

export const toolbar = style({
  ...edgeToEdge,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  paddingBottom: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const summary = style({ fontSize: vars.fontSize.small, color: vars.color.foregroundMuted });

export const list = style({
  ...edgeToEdge,
  listStyle: 'none',
  marginBlock: 0,
  padding: 0,
  maxHeight: 420,
  overflowY: 'auto',
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  borderLeft: '3px solid transparent',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-state="unread"]': { background: vars.color.primarySoft, borderLeftColor: vars.color.primary },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexGrow: 1,
  minWidth: 0,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.foreground,
  selectors: { [`${content}:hover &`]: { textDecoration: 'underline' } },
});

export const body = style({ fontSize: vars.fontSize.small, color: vars.color.foregroundMuted });

export const date = style({ fontSize: vars.fontSize.xsmall, color: vars.color.foregroundSubtle });

export const markRead = style({ flexShrink: 0 });

export const skeletonRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
});
