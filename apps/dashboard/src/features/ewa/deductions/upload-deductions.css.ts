import { vars } from '@cuadre/ui/css';
import { style } from '@vanilla-extract/css';

// What each column of the file means, beside the template that holds them.
export const columns = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const columnsHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const columnsTitle = style({ margin: 0, fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.semibold });

export const columnList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const columnName = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.foreground,
});

export const columnMeaning = style({ margin: 0, color: vars.color.foregroundMuted });

export const preview = style({ maxWidth: '100%' });
