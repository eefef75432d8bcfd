import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

// Fields side by side that share the row and wrap when it is narrow.
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.small,
});

// A running report's bar beside its status in the table.
export const meter = style({ width: 64 });
