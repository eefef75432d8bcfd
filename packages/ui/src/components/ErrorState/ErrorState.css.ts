import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { icon as emptyIcon } from '../EmptyState/EmptyState.css.ts';

// The empty state's layout, in the critical colours.
export const icon = style([emptyIcon, { background: vars.color.criticalSoft, color: vars.color.criticalText }]);
