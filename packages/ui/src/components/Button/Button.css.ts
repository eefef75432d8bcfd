import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    flexShrink: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color, color, opacity',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-loading]': { cursor: 'progress', opacity: 0.7 },
    },
  },
  variants: {
    variant: {
      default: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.primaryHover },
          '&:active:not(:disabled)': { background: vars.color.primaryActive },
        },
      },
      destructive: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.criticalHover },
          '&:active:not(:disabled)': { background: vars.color.criticalActive },
        },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.foreground,
        borderColor: vars.color.border,
        boxShadow: vars.shadow.small,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.neutralSoft },
          '&:active:not(:disabled)': { background: vars.color.neutralSoftHover },
        },
      },
      secondary: {
        background: vars.color.primarySoft,
        color: vars.color.primaryText,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.primarySoftHover },
          '&:active:not(:disabled)': { background: vars.color.primarySoftActive },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.foreground,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.neutralSoft },
          '&:active:not(:disabled)': { background: vars.color.neutralSoftHover },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.primaryText,
        paddingInline: '0 !important',
        height: 'auto !important',
        // A link in a narrow place (a name in a table's column) gives way and cuts its words with an ellipsis.
        maxWidth: '100%',
        minWidth: 0,
        flexShrink: 1,
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        selectors: { '&:hover:not(:disabled)': { color: vars.color.primaryHover } },
      },
    },
    size: {
      default: { height: vars.size.control, paddingInline: vars.space.medium, fontSize: vars.fontSize.medium },
      sm: {
        height: vars.size.controlSmall,
        paddingInline: vars.space.small,
        fontSize: vars.fontSize.small,
        gap: vars.space.xxsmall,
      },
      lg: { height: vars.size.controlLarge, paddingInline: vars.space.large, fontSize: vars.fontSize.large },
      icon: { height: vars.size.control, width: vars.size.control, padding: 0 },
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const icon = style({ display: 'inline-flex', width: vars.size.icon, height: vars.size.icon });

/** A link's words: cut with an ellipsis when the link is narrower than they are. */
export const linkText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
