import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

// The search, the deal type, the count and the Columns button on one line, their fields aligned at the foot.
export const toolbar = style({ alignItems: 'flex-end', gap: vars.space.small });

export const search = style({ width: 320 });

export const dealType = style({ width: 200 });

// The popover's own width holds the hint: it wraps inside the panel instead of running past it.
export const columnsPanel = style({ width: 280, maxWidth: 'calc(100vw - 32px)' });

export const columnsHint = style({
  margin: `0 0 ${vars.space.small}`,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  overflowWrap: 'anywhere',
});

export const columnsList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

// The count stands level with the fields' boxes, not with their labels.
export const count = style({ minHeight: vars.size.control });
