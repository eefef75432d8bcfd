import { refreshingCell, refreshingHeader, vars } from '@cuadre/ui/css';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.semibold,
});

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

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.foreground },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

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

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
});

// Insights: a chart beside the top earners. The earners' table is never narrower than its rows (a cut amount would
// hide money); the chart takes what is left.
export const chartAndTable = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(min-content, 2fr)',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const statRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
  gap: vars.space.small,
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

export const numberInput = style([input, { width: 130, textAlign: 'right' }]);

export const select = style({ ...control, minWidth: 150, selectors: controlStates });

// A filter whose options arrive from the API keeps its width: a native select grows to its longest option, which
// moved the filters beside it once the company's brands had loaded (a layout shift).
export const filterSelect = style([select, { width: 190, textOverflow: 'ellipsis' }]);

export const textarea = style({
  ...control,
  height: 'auto',
  minHeight: 88,
  padding: vars.space.xsmall,
  resize: 'vertical',
  selectors: controlStates,
});

export const checkboxLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
});

export const tableWrap = style({
  position: 'relative',
  overflow: 'auto',
  borderRadius: vars.radius.large,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } },
});

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
  // A label longer than its column's values ("Manual total", "Estado del lote") takes two balanced lines rather
  // than widen the table past the window; labels sit on the bottom line.
  textWrap: 'balance',
  verticalAlign: 'bottom',
  paddingBlock: 6,
  lineHeight: 1.3,
  selectors: { 'table[data-refreshing] &': refreshingHeader },
});

export const thNumeric = style([th, { textAlign: 'right' }]);

export const tr = style({ height: 36, selectors: { '&:hover': { background: vars.color.neutralSoft } } });

export const trTotal = style({
  height: 36,
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceSunken,
});

export const td = style({
  height: 36,
  paddingInline: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: 320,
  selectors: { 'table[data-refreshing] &': refreshingCell },
});

export const tdNumeric = style([td, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const negative = style({ color: vars.color.criticalText });

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.primaryText,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  textAlign: 'left',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const tableFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  height: 22,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const pillTone = styleVariants({
  neutral: { background: vars.color.neutralSoft, color: vars.color.neutralText },
  positive: { background: vars.color.positiveSoft, color: vars.color.positiveText },
  caution: { background: vars.color.cautionSoft, color: vars.color.cautionText },
  critical: { background: vars.color.criticalSoft, color: vars.color.criticalText },
  info: { background: vars.color.infoSoft, color: vars.color.infoText },
  primary: { background: vars.color.primarySoft, color: vars.color.primaryText },
});

export const pillDot = style({ width: 6, height: 6, borderRadius: vars.radius.full, background: 'currentColor' });

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  border: '1px solid transparent',
  fontSize: vars.fontSize.medium,
});

export const alertTone = styleVariants({
  info: { background: vars.color.infoSoft, borderColor: vars.color.info, color: vars.color.infoText },
  critical: { background: vars.color.criticalSoft, borderColor: vars.color.critical, color: vars.color.criticalText },
  positive: { background: vars.color.positiveSoft, borderColor: vars.color.positive, color: vars.color.positiveText },
  caution: { background: vars.color.cautionSoft, borderColor: vars.color.caution, color: vars.color.cautionText },
});

export const alertBody = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 });

export const alertTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const alertText = style({ margin: 0 });

const shimmer = keyframes({ '0%': { backgroundPosition: '200% 0' }, '100%': { backgroundPosition: '-200% 0' } });

export const skeleton = style({
  display: 'block',
  height: 12,
  borderRadius: vars.radius.small,
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  textAlign: 'center',
});

export const emptyTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.medium });

export const tabs = style({ display: 'flex', gap: vars.space.xxsmall, borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  height: 36,
  paddingInline: vars.space.small,
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  color: vars.color.foregroundMuted,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  selectors: {
    '&:hover': { color: vars.color.foreground },
    '&[aria-selected="true"]': { color: vars.color.primaryText, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const count = style({
  minWidth: 20,
  height: 18,
  paddingInline: 6,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.neutralText,
  fontSize: vars.fontSize.xsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  marginTop: vars.space.small,
});

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const timelineItem = style({
  position: 'relative',
  paddingLeft: vars.space.large,
  paddingBottom: vars.space.small,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 5,
      top: 6,
      width: 8,
      height: 8,
      borderRadius: vars.radius.full,
      background: vars.color.primary,
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 8,
      top: 18,
      bottom: 0,
      width: 2,
      background: vars.color.border,
    },
    '&:last-child::after': { display: 'none' },
  },
});

export const timelineTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.medium });

export const timelineReason = style({
  margin: '4px 0 0',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre-wrap',
});

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.fontSize.medium,
});

export const dt = style({ color: vars.color.foregroundMuted });

export const dd = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const stepsText = style({ color: vars.color.foregroundMuted, fontSize: vars.fontSize.small });

export const progress = style({ width: '100%', height: 8, accentColor: vars.color.primary });

export const chartBox = style({ width: '100%', height: 280 });

export const workerCard = style([card, { padding: 0 }]);

export const workerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  borderTopLeftRadius: vars.radius.large,
  borderTopRightRadius: vars.radius.large,
});

export const checkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  maxHeight: 200,
  overflowY: 'auto',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const errorList = style({ margin: 0, paddingLeft: vars.space.medium });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

// The workers at $0 an approver is shown before approving a batch.
export const zeroList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  color: vars.color.foregroundMuted,
});
