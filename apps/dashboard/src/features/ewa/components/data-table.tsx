import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { memo, useRef } from 'react';
import { SortLabel } from '@cuadre/ui';
import * as styles from './ewa.css.ts';

export type SortDirection = 'ascending' | 'descending';
export type TableSort<Id extends string> = { column: Id; direction: SortDirection };

export type TableColumn<Row, Id extends string = string> = {
  id: Id;
  header: string;
  numeric?: boolean;
  sortable?: boolean;
  cell: (row: Row) => ReactNode;
};

const ROW_HEIGHT = 36;

const withClass = (base: string, when: boolean, extra: string): string => (when ? `${base} ${extra}` : base);
// Below this many rows every row renders; above it only the visible ones do.
const VIRTUAL_FROM = 100;

type DataTableProps<Row, Id extends string> = {
  label: string;
  rows: readonly Row[];
  columns: readonly TableColumn<Row, Id>[];
  rowKey: (row: Row) => string;
  sort?: TableSort<Id>;
  onSortChange?: (sort: TableSort<Id>) => void;
  selectedKey?: string | null;
  maxHeight?: string;
  footer?: ReactNode;
  empty?: ReactNode;
  // Names the scrolling area a keyboard user tabs into when the rows are virtual.
  scrollLabel?: string;
  // Keeps the first column in view when the table scrolls sideways (a roster whose user picks its columns).
  stickyFirstColumn?: boolean;
};

export function DataTable<Row, Id extends string>({
  label,
  rows,
  columns,
  rowKey,
  sort,
  onSortChange,
  selectedKey = null,
  maxHeight,
  footer,
  empty,
  scrollLabel,
  stickyFirstColumn = false,
}: DataTableProps<Row, Id>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // A few rows past each edge keep a fast scroll painted without putting hundreds of cells in the page.
    overscan: 6,
    enabled: virtual,
    // jsdom-like environments measure nothing; start with a screenful.
    initialRect: { width: 1200, height: 720 },
  });
  const items = virtual
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({ index, start: index * ROW_HEIGHT }));
  const total = virtual ? virtualizer.getTotalSize() : rows.length * ROW_HEIGHT;
  const first = items[0];
  const last = items[items.length - 1];
  const paddingTop = virtual && first ? first.start : 0;
  const paddingBottom = virtual && last ? total - (last.start + ROW_HEIGHT) : 0;

  const toggleSort = (column: Id) => {
    if (!onSortChange) return;
    const direction: SortDirection =
      sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending';
    onSortChange({ column, direction });
  };

  return (
    <>
      <div
        ref={scrollRef}
        className={styles.tableWrap}
        style={maxHeight ? { maxHeight } : undefined}
        tabIndex={virtual ? 0 : undefined}
        role={virtual ? 'region' : undefined}
        aria-label={virtual ? (scrollLabel ?? label) : undefined}
      >
        <table className={styles.table} aria-label={label} aria-rowcount={rows.length + 1}>
          <thead>
            <tr aria-rowindex={1}>
              {columns.map((column, index) => {
                const sorted = sort?.column === column.id ? sort.direction : undefined;
                const Icon = sorted === 'ascending' ? ArrowUp : sorted === 'descending' ? ArrowDown : ArrowUpDown;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={withClass(
                      column.numeric ? styles.thNumeric : styles.th,
                      stickyFirstColumn && index === 0,
                      styles.stickyStartHead,
                    )}
                    aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                  >
                    {column.sortable && onSortChange ? (
                      <button type="button" className={styles.sortButton} onClick={() => toggleSort(column.id)}>
                        <SortLabel
                          label={column.header}
                          icon={<Icon size={12} aria-hidden="true" className={styles.sortIcon} />}
                          iconFirst={false}
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {paddingTop > 0 ? (
              <tr aria-hidden="true">
                <td style={{ height: paddingTop, padding: 0, border: 0 }} colSpan={columns.length} />
              </tr>
            ) : null}
            {items.map((item) => {
              const row = rows[item.index]!;
              const key = rowKey(row);
              return (
                <TableRow
                  key={key}
                  row={row}
                  rowKey={key}
                  rowIndex={item.index + 2}
                  columns={columns}
                  selected={key === selectedKey}
                  stickyFirstColumn={stickyFirstColumn}
                />
              );
            })}
            {paddingBottom > 0 ? (
              <tr aria-hidden="true">
                <td style={{ height: paddingBottom, padding: 0, border: 0 }} colSpan={columns.length} />
              </tr>
            ) : null}
          </tbody>
        </table>
        {rows.length === 0 ? empty : null}
      </div>
      {footer ? <div className={styles.tableFooter}>{footer}</div> : null}
    </>
  );
}

type TableRowProps<Row, Id extends string> = {
  row: Row;
  rowKey: string;
  rowIndex: number;
  columns: readonly TableColumn<Row, Id>[];
  selected: boolean;
  stickyFirstColumn: boolean;
};

// A row renders again only when its data, its place, the columns or its selection change: a keystroke in a
// filter leaves the rows still shown untouched.
const TableRow = memo(function TableRow<Row, Id extends string>({
  row,
  rowKey,
  rowIndex,
  columns,
  selected,
  stickyFirstColumn,
}: TableRowProps<Row, Id>) {
  return (
    <tr className={styles.tr} aria-rowindex={rowIndex} data-selected={selected} data-row-key={rowKey}>
      {columns.map((column, index) => (
        <td
          key={column.id}
          className={withClass(
            column.numeric ? styles.tdNumeric : styles.td,
            stickyFirstColumn && index === 0,
            styles.stickyStart,
          )}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <Row, Id extends string>(props: TableRowProps<Row, Id>) => ReactNode;
