import { vars } from '@cuadre/ui/css';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.semibold,
});

export const muted = style({
  margin: 0,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, flexWrap: 'wrap' });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});

export const cardBody = style({
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const statRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.small,
});

export const statsAndChart = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 2fr)',
  gap: vars.space.small,
  alignItems: 'stretch',
});

export const statList = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0 });

export const statLine = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
});

export const stat = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const statLabel = style({
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
  fontWeight: vars.fontWeight.medium,
});

export const statValue = style({
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const toolbar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xsmall, flexWrap: 'wrap' });

export const toolbarEnd = style({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const field = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.foreground,
});

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.criticalText });

export const fieldHint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.foregroundMuted });

const control = {
  height: vars.size.control,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.foreground,
  font: 'inherit',
  fontSize: vars.fontSize.medium,
  outline: 'none',
} as const;

const controlStates = {
  '&:focus-visible': { borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primarySoftActive}` },
  '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.foregroundDisabled },
} as const;

export const input = style({ ...control, fontVariantNumeric: 'tabular-nums', selectors: controlStates });

export const searchInput = style([input, { width: 260 }]);

export const select = style({
  ...control,
  paddingRight: vars.space.large,
  minWidth: 120,
  maxWidth: 220,
  selectors: controlStates,
});

export const textarea = style({
  ...control,
  height: 'auto',
  minHeight: 88,
  padding: vars.space.xsmall,
  resize: 'vertical',
  selectors: controlStates,
});

// Zero width with a 100% minimum: a wide table scrolls inside its card instead of widening the page.
export const tableWrap = style({ position: 'relative', overflow: 'auto', width: 0, minWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.medium,
});

export const th = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  height: 36,
  paddingInline: vars.space.small,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  // A label longer than its column's values ("ID de empleado", "Outstanding limit") takes two lines rather than
  // widen the table past the window: the employees table's default columns fit a 1366-pixel window, in English
  // and in Spanish. Labels sit on the bottom line when a neighbour's takes two.
  textWrap: 'balance',
  verticalAlign: 'bottom',
  paddingBlock: 6,
  lineHeight: 1.3,
  // Each sticky cell is painted on its own, snapped to whole pixels: between two cells whose edge falls between
  // pixels a white hairline showed. A pixel of the same grey on the right closes it (the next cell covers it).
  boxShadow: `1px 0 0 ${vars.color.surfaceSunken}`,
});

export const thNumeric = style([th, { textAlign: 'right' }]);

export const sortButton = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.foreground },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const sortIcon = style({ display: 'inline-block', marginLeft: 4, verticalAlign: '-1px' });

export const tr = style({
  height: 36,
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&[data-selected="true"]': { background: vars.color.primarySoft },
  },
});

export const td = style({
  height: 36,
  paddingInline: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: 280,
});

export const tdNumeric = style([td, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

// A table wider than its card scrolls sideways inside it; the first column (the employee's name) stays in view,
// over the cells passing under it, with a hairline on its right edge.
export const stickyStart = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
  selectors: {
    [`${tr}:hover > &`]: { background: vars.color.neutralSoft },
    [`${tr}[data-selected="true"] > &`]: { background: vars.color.primarySoft },
  },
});

// The header's corner cell stays above both the sticky header row and the sticky column.
export const stickyStartHead = style({
  left: 0,
  zIndex: 2,
  boxShadow: `inset -1px 0 0 ${vars.color.border}, 1px 0 0 ${vars.color.surfaceSunken}`,
});

export const rowButton = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.primaryText,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  textAlign: 'left',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const tableFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const alertTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  textAlign: 'center',
});

export const emptyTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.large });

export const progressTrack = style({
  width: '100%',
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  overflow: 'hidden',
});

const slide = keyframes({ '0%': { transform: 'translateX(-100%)' }, '100%': { transform: 'translateX(250%)' } });

export const progressFill = style({ height: '100%', background: vars.color.primary, transition: 'width 120ms linear' });

export const progressIndeterminate = style({
  height: '100%',
  width: '40%',
  background: vars.color.primary,
  animation: `${slide} 1.2s ease-in-out infinite`,
});

export const drawerBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.medium, fontWeight: vars.fontWeight.semibold });

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(140px, 40%) 1fr',
  columnGap: vars.space.medium,
  rowGap: 6,
  margin: 0,
});

export const dt = style({
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.medium,
});

export const dd = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.medium,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.small,
});

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: 36,
});

export const switchButton = style({
  position: 'relative',
  flexShrink: 0,
  width: 36,
  height: 20,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: 'background 120ms',
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const switchThumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  transition: 'transform 120ms',
  selectors: { [`${switchButton}[aria-checked="true"] &`]: { transform: 'translateX(16px)' } },
});

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const timelineItem = style({
  position: 'relative',
  paddingLeft: vars.space.large,
  paddingBottom: vars.space.small,
  borderLeft: `2px solid ${vars.color.border}`,
  marginLeft: 6,
  selectors: { '&:last-child': { borderLeftColor: 'transparent' } },
});

export const timelineDot = style({
  position: 'absolute',
  left: -7,
  top: 2,
  width: 12,
  height: 12,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
});

export const timelineDotTone = styleVariants({
  on: { background: vars.color.positive },
  off: { background: vars.color.critical },
});

export const chartBox = style({ width: '100%', height: 180 });

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small });

export const columnMenu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 220,
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 28,
  paddingInline: 4,
  cursor: 'pointer',
});

export const relative = style({ position: 'relative' });

export const errorList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: vars.fontSize.small,
  maxHeight: 200,
  overflow: 'auto',
});

export const fileDrop = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
});

export const positive = style({ color: vars.color.positiveText });
export const critical = style({ color: vars.color.criticalText });
