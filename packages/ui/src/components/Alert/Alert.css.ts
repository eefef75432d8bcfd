import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

export const alert = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.small,
    padding: `${vars.space.small} ${vars.space.medium}`,
    border: '1px solid',
    borderRadius: vars.radius.medium,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, borderColor: vars.color.infoSoftActive, color: vars.color.infoText },
      positive: {
        background: vars.color.positiveSoft,
        borderColor: vars.color.positiveSoftActive,
        color: vars.color.positiveText,
      },
      caution: {
        background: vars.color.cautionSoft,
        borderColor: vars.color.cautionSoftActive,
        color: vars.color.cautionText,
      },
      critical: {
        background: vars.color.criticalSoft,
        borderColor: vars.color.criticalSoftActive,
        color: vars.color.criticalText,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({ marginTop: 2 });

export const title = style({ margin: 0, fontSize: vars.fontSize.medium, fontWeight: vars.fontWeight.semibold });

export const body = style({ color: vars.color.foreground, marginTop: 2 });
