import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

export const heading = style({ fontSize: vars.fontSize.xlarge, fontWeight: vars.fontWeight.semibold, margin: 0 });
