import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

const gap = createVar();

// Widths below which columns stack; desktop matches the dashboard's minimum supported width.
export const breakpoints = { tablet: 768, desktop: 1024 } as const;
const below = (width: number) => `screen and (max-width: ${width - 1}px)`;

export const root = style({ display: 'flex', flexDirection: 'row', minWidth: 0, gap });

export const space = styleVariants(vars.space, (value) => ({ vars: { [gap]: value } }));

export const alignY = styleVariants({
  top: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

export const collapseBelow = styleVariants(breakpoints, (width) => ({
  '@media': { [below(width)]: { flexDirection: 'column', alignItems: 'stretch' } },
}));

// A fraction's basis leaves room for its share of the gaps, so fractions that add up to 1 fill the row exactly.
const fraction = (share: number) => ({ flex: `0 0 calc(${share * 100}% - ${gap} * ${1 - share})` });

const columnBase = style({ minWidth: 0 });

const collapsed = {
  '@media': Object.fromEntries(
    Object.entries(breakpoints).map(([name, width]) => [
      below(width),
      {
        selectors: { [`${collapseBelow[name as keyof typeof breakpoints]} > &`]: { flex: '0 0 auto', width: '100%' } },
      },
    ]),
  ),
};

export const column = styleVariants({
  fill: [columnBase, { flex: '1 1 0' }, collapsed],
  content: [columnBase, { flex: '0 0 auto' }, collapsed],
  '1/2': [columnBase, fraction(1 / 2), collapsed],
  '1/3': [columnBase, fraction(1 / 3), collapsed],
  '2/3': [columnBase, fraction(2 / 3), collapsed],
  '1/4': [columnBase, fraction(1 / 4), collapsed],
  '3/4': [columnBase, fraction(3 / 4), collapsed],
});
