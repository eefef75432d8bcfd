import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

// Page layout only; spacing, type and controls come from the design system.

// inline-size containment keeps wide tables from widening the frame's main area; they scroll inside their cards.
export const page = style({ minWidth: 0, contain: 'inline-size' });

// A main card beside a narrow column of panels (the day's splits, the group's tip rules).
export const sideBySide = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 376px)',
  gap: vars.space.medium,
  alignItems: 'start',
});
