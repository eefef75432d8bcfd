import type { ReactNode } from 'react';
import * as styles from './commissions.css.ts';

export type Column<Row> = {
  id: string;
  header: ReactNode;
  numeric?: boolean;
  /** A narrower cap than the table's 320px for a long text column; what it cuts shows with an ellipsis. */
  maxWidth?: number;
  cell: (row: Row) => ReactNode;
};

type DataTableProps<Row> = {
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  footerRow?: ReactNode;
  maxHeight?: string;
  /** The rows are the previous answer while the next page or filter loads: greyed, and the table busy. */
  refreshing?: boolean;
};

// A compact table with a sticky header; money and counts right-aligned in tabular figures.
export function DataTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  footerRow,
  maxHeight,
  refreshing = false,
}: DataTableProps<Row>) {
  return (
    // The wrapper scrolls wide tables, so it is a labelled region reachable from the keyboard (axe: scrollable-region-focusable).
    <div
      className={styles.tableWrap}
      style={maxHeight ? { maxHeight } : undefined}
      role="group"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table
        className={styles.table}
        aria-label={label}
        aria-busy={refreshing || undefined}
        data-refreshing={refreshing || undefined}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.numeric ? styles.thNumeric : styles.th}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={styles.tr}>
              {columns.map((column) => {
                const content = column.cell(row);
                return (
                  // A text cell past its column's width ends in an ellipsis; its title holds the whole text.
                  <td
                    key={column.id}
                    className={column.numeric ? styles.tdNumeric : styles.td}
                    style={column.maxWidth === undefined ? undefined : { maxWidth: column.maxWidth }}
                    title={typeof content === 'string' && !column.numeric ? content : undefined}
                  >
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
          {footerRow}
        </tbody>
      </table>
    </div>
  );
}
