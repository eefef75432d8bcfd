import { vars } from '../themes/vars.css.ts';

/**
 * Rows that are the previous answer while the next page or filter loads: their text greys (still AA contrast)
 * and the header gains a line in the brand colour, each only after 150 ms, so an answer that comes at once
 * never flickers. Every table of the product shows it the same way (DataTable and the dashboards' own tables).
 */
export const refreshingCell = { color: vars.color.foregroundMuted, transition: 'color 120ms ease-out 150ms' };
export const refreshingHeader = {
  boxShadow: `inset 0 -2px 0 ${vars.color.primary}`,
  transition: 'box-shadow 120ms ease-out 150ms',
};
