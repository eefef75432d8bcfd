import { refreshingCell, refreshingHeader, vars } from '@cuadre/ui/css';
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';

// inline-size containment keeps wide tables from widening the frame's main area; they scroll inside their panels.
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  contain: 'inline-size',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.semibold,
});

export const subtitle = style({ margin: 0, color: vars.color.foregroundMuted, fontSize: vars.fontSize.small });

export const toolbar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.small, flexWrap: 'wrap' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.small,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const statLabel = style({ fontSize: vars.fontSize.small, color: vars.color.foregroundMuted });

export const statValue = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 400px)',
  gap: vars.space.large,
  alignItems: 'start',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  minWidth: 0,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.medium, fontWeight: vars.fontWeight.semibold });

export const panelBody = style({
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

// Shadows at an edge with more columns past it, so a table that scrolls sideways looks it: the covers move with the
// content (local) and hide the shadows (scroll) once the edge is reached.
export const tableScroll = style({
  overflow: 'auto',
  maxHeight: 560,
  backgroundColor: vars.color.surface,
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.surface} 30%, transparent)`,
    `linear-gradient(to left, ${vars.color.surface} 30%, transparent)`,
    `radial-gradient(farthest-side at 0 50%, ${vars.color.borderStrong}, transparent)`,
    `radial-gradient(farthest-side at 100% 50%, ${vars.color.borderStrong}, transparent)`,
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '40px 100%, 40px 100%, 12px 100%, 12px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

globalStyle(`${tableScroll}[data-refreshing] td`, refreshingCell);
globalStyle(`${tableScroll}[data-refreshing] th`, refreshingHeader);

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.small,
});

export const th = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceSunken,
  color: vars.color.foregroundMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  // A label longer than its column's values ("Ignorar rol para propinas", "Propinas brutas (14 días)") takes two
  // balanced lines rather than widen the table past a 1280-pixel window; labels sit on the bottom line.
  textWrap: 'balance',
  verticalAlign: 'bottom',
  paddingInline: vars.space.small,
  paddingBlock: 6,
  lineHeight: 1.3,
  height: 32,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const td = style({
  paddingInline: vars.space.small,
  height: vars.size.tableRow,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

// The day's hours arrive after its tips: the column is as wide from the start as it will be with hours, a struck
// original and the Edit button in it, so the columns to its right do not move when they come.
export const hoursColumn = style({ minWidth: '6rem' });
export const hoursColumnEditable = style({ minWidth: '10.5rem' });

export const muted = style({ color: vars.color.foregroundMuted });

// A worker's name and payroll number share a line while the table has room; when it runs short (Spanish at 1280
// pixels) the number goes under the longest names instead of pushing the table past its card.
export const workerCell = style({ whiteSpace: 'normal' });
export const nowrap = style({ whiteSpace: 'nowrap' });

export const strike = style({
  color: vars.color.foregroundMuted,
  textDecoration: 'line-through',
  marginRight: vars.space.xxsmall,
});

export const row = style({ selectors: { '&:hover': { background: vars.color.neutralSoft } } });

export const totalRow = style({ fontWeight: vars.fontWeight.semibold, background: vars.color.surfaceSunken });

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: 20,
  paddingInline: 8,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  neutral: { background: vars.color.neutralSoft, color: vars.color.neutralText },
  info: { background: vars.color.infoSoft, color: vars.color.infoText },
  positive: { background: vars.color.positiveSoft, color: vars.color.positiveText },
  caution: { background: vars.color.cautionSoft, color: vars.color.cautionText },
  critical: { background: vars.color.criticalSoft, color: vars.color.criticalText },
});

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: '1px solid',
  fontSize: vars.fontSize.small,
});

export const alertTone = styleVariants({
  info: { background: vars.color.infoSoft, borderColor: vars.color.info, color: vars.color.infoText },
  caution: { background: vars.color.cautionSoft, borderColor: vars.color.caution, color: vars.color.cautionText },
  critical: { background: vars.color.criticalSoft, borderColor: vars.color.critical, color: vars.color.criticalText },
  positive: { background: vars.color.positiveSoft, borderColor: vars.color.positive, color: vars.color.positiveText },
});

export const alertTitle = style({ fontWeight: vars.fontWeight.semibold });

export const field = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.foreground,
});

export const hint = style({ fontSize: vars.fontSize.xsmall, color: vars.color.foregroundMuted });

export const fieldError = style({ fontSize: vars.fontSize.small, color: vars.color.criticalText });

export const control = style({
  height: vars.size.controlSmall,
  paddingInline: vars.space.xsmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.foreground,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const numberControl = style([control, { width: 96, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const textarea = style([
  control,
  { height: 'auto', minHeight: 64, paddingBlock: vars.space.xsmall, resize: 'vertical' },
]);

export const checkboxLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});

export const actions = style({ display: 'flex', gap: vars.space.xsmall, alignItems: 'center', flexWrap: 'wrap' });

export const rowActions = style({
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'nowrap',
});

// A tip's statuses one above the other: the day table's last column stays as wide as one pill, so the table fits
// a 1366-pixel window; only the few rows with a review status grow taller.
export const statusStack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
});

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
});

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

export const skeleton = style({
  height: 14,
  borderRadius: vars.radius.small,
  background: vars.color.skeleton,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
});

export const emptyTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const noteItem = style({ display: 'flex', flexDirection: 'column', gap: 2, fontSize: vars.fontSize.small });

// The drawer's content, one block under another; the design system's Drawer scrolls and pads it.
export const drawerBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const chart = style({ width: '100%', height: 'auto', display: 'block' });

export const legend = style({
  display: 'flex',
  gap: vars.space.medium,
  fontSize: vars.fontSize.small,
  color: vars.color.foregroundMuted,
});

export const swatch = style({ display: 'inline-block', width: 10, height: 10, borderRadius: 2, marginRight: 6 });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.small,
});

export const pageButton = style({
  minWidth: 32,
  height: 28,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.foreground,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.foregroundDisabled },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const tabs = style({ display: 'flex', gap: vars.space.xsmall, borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  border: 'none',
  background: 'none',
  font: 'inherit',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: vars.color.foregroundMuted,
  borderBottom: '2px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.color.primaryText,
      borderBottomColor: vars.color.primary,
      fontWeight: vars.fontWeight.medium,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const linkButton = style({
  border: 'none',
  background: 'none',
  padding: 0,
  font: 'inherit',
  color: vars.color.primaryText,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const center = style({ textAlign: 'center', whiteSpace: 'normal' });

// The point-of-sale comparison needs room for both sides of the day.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const factLabel = style({ color: vars.color.foregroundMuted });

export const factValue = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const checkboxField = style({ display: 'flex', flexDirection: 'column', gap: 2 });

// A value that differs from the other side: a tinted cell with strong text, named in the row's Check column too.
export const differs = style({
  background: vars.color.cautionSoft,
  color: vars.color.cautionText,
  fontWeight: vars.fontWeight.semibold,
});

// A second line under an amount (digital and cash); it keeps the cell's colour so a marked cell stays legible.
export const subline = style({
  display: 'block',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.xsmall,
});

// A header that may take two lines, so a long name ("Point-of-sale hours") does not set its column's width.
export const thWrap = style({
  whiteSpace: 'normal',
  maxWidth: 104,
  height: 'auto',
  paddingBlock: vars.space.xxsmall,
  lineHeight: vars.lineHeight.xsmall,
  verticalAlign: 'bottom',
});

// A cell whose lines stack (a name over its role, a total over digital and cash).
export const tdStacked = style({ paddingBlock: vars.space.xxsmall, lineHeight: vars.lineHeight.small });

// A cell of free text (a failure's reason) that wraps rather than widening its table.
export const tdWrap = style({ whiteSpace: 'normal', minWidth: 96, maxWidth: 200 });

// Pills one under another.
export const pillStack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
});

// A shortened id in monospace beside its copy button; the full id is the title and what the button copies.
export const correlation = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

export const correlationText = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.foregroundMuted,
});
