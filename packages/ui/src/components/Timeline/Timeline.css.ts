import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '24px 1fr',
  columnGap: vars.space.small,
  paddingBottom: vars.space.medium,
});

export const rail = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  selectors: {
    [`${item}:not(:last-child) > &::after`]: {
      content: '""',
      position: 'absolute',
      top: 20,
      bottom: `calc(-1 * ${vars.space.medium})`,
      width: 1,
      background: vars.color.border,
    },
  },
});

export const marker = style({
  width: 10,
  height: 10,
  marginTop: 5,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.borderStrong}`,
  background: vars.color.neutral,
  selectors: {
    '[data-tone="positive"] &': { background: vars.color.positive },
    '[data-tone="critical"] &': { background: vars.color.critical },
    '[data-tone="caution"] &': { background: vars.color.caution },
    '[data-tone="info"] &': { background: vars.color.info },
    '[data-tone="primary"] &': { background: vars.color.primary },
  },
});

export const header = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xsmall, flexWrap: 'wrap' });

export const title = style({ fontWeight: vars.fontWeight.medium });

export const time = style({
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({ margin: '2px 0 0', color: vars.color.foregroundMuted });
