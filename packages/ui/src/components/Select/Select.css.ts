import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const trigger = style({ justifyContent: 'space-between', cursor: 'pointer', textAlign: 'left' });

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({ flexShrink: 0, color: vars.color.foregroundMuted });

export const small = style({ height: vars.size.controlSmall, fontSize: vars.fontSize.small });
