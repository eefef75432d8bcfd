import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

// Page layout only; spacing, type and controls come from the design system.

// inline-size containment keeps wide tables from widening the frame's main area; they scroll inside their cards.
export const page = style({ minWidth: 0, contain: 'inline-size' });

// A main card beside a narrow column of panels (the day's splits, the group's tip rules).
export const sideBySide = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 400px)',
  gap: vars.space.large,
  alignItems: 'start',
});

// Figures of a page in as many equal columns as fit.
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.small,
});

// A form's fields two to a row.
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
});
