import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    height: 22,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.neutralSoft,
        color: vars.color.neutralText,
        borderColor: vars.color.neutralSoftHover,
      },
      primary: {
        background: vars.color.primarySoft,
        color: vars.color.primaryText,
        borderColor: vars.color.primarySoftHover,
      },
      positive: {
        background: vars.color.positiveSoft,
        color: vars.color.positiveText,
        borderColor: vars.color.positiveSoftHover,
      },
      caution: {
        background: vars.color.cautionSoft,
        color: vars.color.cautionText,
        borderColor: vars.color.cautionSoftHover,
      },
      critical: {
        background: vars.color.criticalSoft,
        color: vars.color.criticalText,
        borderColor: vars.color.criticalSoftHover,
      },
      info: { background: vars.color.infoSoft, color: vars.color.infoText, borderColor: vars.color.infoSoftHover },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
