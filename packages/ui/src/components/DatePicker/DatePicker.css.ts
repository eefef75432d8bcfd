import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const group = style({ gap: vars.space.xxsmall });

export const dateInput = style({ display: 'flex', flex: 1, alignItems: 'center', fontVariantNumeric: 'tabular-nums' });

export const segment = style({
  paddingInline: 1,
  borderRadius: 2,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.foregroundSubtle },
    '&[data-type="literal"]': { color: vars.color.foregroundSubtle },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  marginLeft: 'auto',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.foregroundMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.neutralSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const dialog = style({ padding: vars.space.small, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.xsmall,
});

export const calendarTitle = style({ margin: 0, fontSize: vars.fontSize.medium, fontWeight: vars.fontWeight.semibold });

export const calendarNav = style([trigger, { marginLeft: 0 }]);

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  width: 36,
  height: 28,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.foregroundMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 32,
  borderRadius: vars.radius.small,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.neutralSoft },
    '&[data-today]': { fontWeight: vars.fontWeight.bold, color: vars.color.primaryText },
    '&[data-selected]': { background: vars.color.primarySoftActive, color: vars.color.primaryText, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end], &[data-selected]:not([data-selection-start]):not([data-selection-end]):only-child':
      {},
    '&[data-selection-start]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderRadius: `${vars.radius.small} 0 0 ${vars.radius.small}`,
    },
    '&[data-selection-end]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderRadius: `0 ${vars.radius.small} ${vars.radius.small} 0`,
    },
    '&[data-selection-start][data-selection-end]': { borderRadius: vars.radius.small },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.foregroundDisabled, cursor: 'default' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const single = style({
  selectors: {
    '&[data-selected]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderRadius: vars.radius.small,
    },
  },
});
