import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/vars.css.ts';

const layoutProperties = defineProperties({
  properties: {
    display: ['none', 'block', 'inline-block', 'inline-flex', 'flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    width: { full: '100%', auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    color: {
      foreground: vars.color.foreground,
      muted: vars.color.foregroundMuted,
      subtle: vars.color.foregroundSubtle,
      primary: vars.color.primaryText,
      critical: vars.color.criticalText,
      positive: vars.color.positiveText,
      caution: vars.color.cautionText,
      info: vars.color.infoText,
    },
    background: {
      canvas: vars.color.canvas,
      surface: vars.color.surface,
      sunken: vars.color.surfaceSunken,
    },
    borderRadius: vars.radius,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

export const sprinkles = createSprinkles(layoutProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
