import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.foregroundMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      color: vars.color.primaryText,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const zoneIcon = style({ color: vars.color.primaryText });

export const zoneTitle = style({ color: vars.color.foreground, fontWeight: vars.fontWeight.medium });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: `${vars.space.small} 0 0`,
  padding: 0,
});

export const file = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  selectors: {
    '&[data-status="error"]': { borderColor: vars.color.criticalSoftActive, background: vars.color.criticalSoft },
  },
});

export const fileName = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileMeta = style({
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const fileError = style({ gridColumn: '2 / 4', color: vars.color.criticalText, fontSize: vars.fontSize.small });

export const progress = style({
  gridColumn: '2 / 4',
  height: 4,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoftHover,
  overflow: 'hidden',
});

export const progressFill = style({ height: '100%', background: vars.color.primary, borderRadius: vars.radius.full });

export const statusIcon = style({
  display: 'inline-flex',
  selectors: {
    '[data-status="done"] > &': { color: vars.color.positiveText },
    '[data-status="error"] > &': { color: vars.color.criticalText },
    '[data-status="uploading"] > &': { color: vars.color.primaryText },
  },
});
