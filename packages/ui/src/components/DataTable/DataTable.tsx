import {
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  tableFeatures,
  useTable,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Columns3 } from 'lucide-react';
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import { deferred, useDeferred, useDeferredTrigger } from '../../utils/deferred.ts';
import { Button } from '../Button/Button.tsx';
import { Paginator, type PaginatorProps } from '../Paginator/Paginator.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import type { ColumnMenuItem } from './ColumnMenu.tsx';
import { readColumnVisibility, writeColumnVisibility, type ColumnVisibility } from './columnVisibility.ts';
import * as styles from './DataTable.css.ts';
import { SortLabel } from './SortLabel.tsx';

export type { RowSelectionState, SortingState };

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** The value sorted on, and shown when there is no `cell`. */
  value: (row: Row) => string | number | null;
  cell?: (row: Row) => ReactNode;
  /** A second, muted and smaller line under the main value (an employee id under a name); the row grows to fit. */
  secondary?: (row: Row) => ReactNode;
  /**
   * The column's cell in the totals row under the table, given every row in their shown order (a sum of money, a
   * count, or the word "Total" in the first column). The totals row is shown when a column has one and there are rows.
   */
  footer?: (rows: readonly Row[]) => ReactNode;
  /** Money and counts: right-aligned with tabular figures. */
  numeric?: boolean;
  /** Where the header, cells and total sit; `end` for numeric columns and `start` otherwise unless given. */
  align?: DataTableAlign;
  /** Width in px; the rest share what is left. */
  width?: number;
  sortable?: boolean;
  hideable?: boolean;
}

export type DataTableAlign = 'start' | 'end';

export type DataTableStatus = 'loading' | 'error' | 'success';

export interface DataTableLabels {
  columns: string;
  selectAll: string;
  selectRow: (rowId: string) => string;
  retry: string;
  selected: (count: number) => string;
}

const englishLabels: DataTableLabels = {
  columns: 'Columns',
  selectAll: 'Select all rows',
  selectRow: (rowId) => `Select row ${rowId}`,
  retry: 'Retry',
  selected: (count) => `${count} selected`,
};

const spanishLabels: DataTableLabels = {
  columns: 'Columnas',
  selectAll: 'Seleccionar todas las filas',
  selectRow: (rowId) => `Seleccionar la fila ${rowId}`,
  retry: 'Reintentar',
  selected: (count) => (count === 1 ? '1 seleccionada' : `${count} seleccionadas`),
};

/**
 * The table's own words in the reader's language: the locale of the app's `LocaleProvider` (react-aria's), English
 * where it is not Spanish. A table's `labels` still say it in its feature's words.
 */
export function dataTableLabels(locale: string): DataTableLabels {
  return locale.split('-')[0] === 'es' ? spanishLabels : englishLabels;
}

export interface DataTableProps<Row extends RowData> {
  /** Names the table for assistive technology. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  data: readonly Row[];
  getRowId: (row: Row) => string;
  status?: DataTableStatus;
  /** What happened, when status is 'error'. */
  errorMessage?: string;
  /**
   * The rows shown are the previous answer while the next one (another page, sort or filter) is on its way:
   * they stay readable but greyed, and the table says it is busy, so no one acts on rows about to change.
   */
  refreshing?: boolean;
  onRetry?: () => void;
  /** Shown when there are no rows: what the list would hold and how to fill it. */
  empty?: ReactNode;
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The server sorts: rows arrive in order and sorting only reports the change. */
  manualSorting?: boolean;
  /** Persists the user's column choice in local storage under this key. */
  columnVisibilityKey?: string;
  enableRowSelection?: boolean;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Server-side pagination shown under the table, with its labels in the reader's language. */
  pagination?: Omit<PaginatorProps, 'className'>;
  /** Makes each row a stop of the Tab key too: Enter or Space on a focused row does what a click does. */
  onRowClick?: (row: Row) => void;
  /**
   * Keeps the first column (and the checkboxes before it) in view while the table scrolls sideways, with a divider
   * on its right edge. The table scrolls sideways when its columns' widths add up to more than it has.
   */
  stickyFirstColumn?: boolean;
  /**
   * Height of the scrolling body in px; rows outside it are not rendered. `'rows'`: as tall as its rows, the page
   * scrolling instead of the table, for a short table beside others, where a scrollbar of its own would take a column's
   * width (a table of more than 100 rows keeps the default height, as only the rows in view are rendered).
   */
  height?: number | 'rows';
  /** Filters and totals shown above the table. */
  toolbar?: ReactNode;
  labels?: Partial<DataTableLabels>;
  className?: string;
}

const ROW_HEIGHT = 36;
/** Up to this many rows are all rendered; longer tables render only the rows in view. */
const PLAIN_ROWS = 100;
const DEFAULT_HEIGHT = 480;
const columnMenu = deferred(() => import('./ColumnMenu.tsx'));
const virtualRows = deferred(() => import('./VirtualRows.tsx'));
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
  columnVisibilityFeature,
  rowSelectionFeature,
});

function alignOf<Row>(column: DataTableColumn<Row> | undefined): DataTableAlign {
  return column?.align ?? (column?.numeric ? 'end' : 'start');
}

/** Where the sticky first column's cells stick: after the checkboxes, or at the left edge. */
type StickyPlace = 'start' | 'after-select';

/** The data attributes of a sticky cell; the last sticky cell of a row draws the divider. */
function stickyAttributes(place: StickyPlace | undefined, edge: boolean) {
  if (!place) return {};
  return { 'data-sticky': place, 'data-sticky-edge': edge ? '' : undefined };
}

function resolve<T>(updater: T | ((old: T) => T), old: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;
}

function useControllable<T>(controlled: T | undefined, initial: T, onChange?: (value: T) => void) {
  const [own, setOwn] = useState(initial);
  const value = controlled ?? own;
  const set = (updater: T | ((old: T) => T)) => {
    const next = resolve(updater, value);
    setOwn(next);
    onChange?.(next);
  };
  return [value, set] as const;
}

export function DataTable<Row extends RowData>({
  label,
  columns,
  data,
  getRowId,
  status = 'success',
  errorMessage,
  refreshing = false,
  onRetry,
  empty,
  sorting: sortingProp,
  onSortingChange,
  manualSorting = false,
  columnVisibilityKey,
  enableRowSelection = false,
  rowSelection: rowSelectionProp,
  onRowSelectionChange,
  pagination,
  onRowClick,
  stickyFirstColumn = false,
  height: heightProp = DEFAULT_HEIGHT,
  toolbar,
  labels: labelOverrides,
  className,
}: DataTableProps<Row>) {
  const { locale } = useLocale();
  const labels = { ...dataTableLabels(locale), ...labelOverrides };
  const [sorting, setSorting] = useControllable<SortingState>(sortingProp, [], onSortingChange);
  const [rowSelection, setRowSelection] = useControllable<RowSelectionState>(
    rowSelectionProp,
    {},
    onRowSelectionChange,
  );
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibility>(() =>
    columnVisibilityKey ? readColumnVisibility(globalThis.localStorage, columnVisibilityKey) : {},
  );
  useEffect(() => {
    if (columnVisibilityKey) writeColumnVisibility(globalThis.localStorage, columnVisibilityKey, columnVisibility);
  }, [columnVisibilityKey, columnVisibility]);

  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row: Row) => column.value(row), {
          id: column.id,
          header: column.header,
          enableSorting: column.sortable ?? true,
          enableHiding: column.hideable ?? true,
          sortFn: column.numeric ? undefined : 'alphanumeric',
          sortUndefined: 'last',
          sortDescFirst: false,
        }),
      ),
    );
  }, [columns]);
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const table = useTable({
    features,
    columns: tableColumns,
    data: data,
    getRowId: (row: Row) => getRowId(row),
    state: { sorting, rowSelection, columnVisibility },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: (updater) => setColumnVisibility((old) => resolve(updater, old)),
    manualSorting,
    enableRowSelection,
    enableMultiSort: false,
  });

  const rows = table.getRowModel().rows;
  const fitsRows = heightProp === 'rows' && rows.length <= PLAIN_ROWS;
  const height = heightProp === 'rows' ? DEFAULT_HEIGHT : heightProp;
  // State, not a ref: the scroller below the table's rows must re-render once the element exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = visibleColumns.length + (enableRowSelection ? 1 : 0);
  const selectedCount = Object.values(rowSelection).filter(Boolean).length;
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  // The columns each row draws, the same array while neither the columns nor their visibility change, so a row
  // whose data did not change is not drawn again when the page around the table renders (another query answers).
  // (The table shows a column unless its visibility is false, in the columns' order.)
  const cellColumns = useMemo(
    () => columns.filter((column) => columnVisibility[column.id] !== false),
    [columns, columnVisibility],
  );
  // A new function on every render (the table's handle is): tables with checkboxes still draw every row again.
  const toggleRow = (rowId: string, checked: boolean) => table.getRow(rowId).toggleSelected(checked);
  const stickySelect: StickyPlace | undefined = stickyFirstColumn && enableRowSelection ? 'start' : undefined;
  const stickyFirst: StickyPlace | undefined = stickyFirstColumn
    ? enableRowSelection
      ? 'after-select'
      : 'start'
    : undefined;
  const firstColumnId = visibleColumns[0]?.id;
  const twoLine = cellColumns.some((column) => column.secondary);
  const rowHeight = twoLine ? styles.TWO_LINE_ROW_HEIGHT : ROW_HEIGHT;
  const footerColumns = cellColumns.some((column) => column.footer);
  const showFooter = status === 'success' && footerColumns && rows.length > 0;

  const stateRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columnCount} className={styles.stateCell}>
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (status === 'loading') {
    body = Array.from({ length: 8 }, (_, index) => (
      <tr key={index} className={styles.row} data-loading-row="" data-lines={twoLine ? '2' : undefined}>
        {enableRowSelection ? (
          <td
            className={cx(styles.cell, styles.selectCell, stickySelect && styles.stickyCell)}
            {...stickyAttributes(stickySelect, false)}
          />
        ) : null}
        {visibleColumns.map((column) => (
          <td
            key={column.id}
            className={cx(styles.cell, column.id === firstColumnId && stickyFirst && styles.stickyCell)}
            data-align={alignOf(columnsById.get(column.id))}
            {...stickyAttributes(column.id === firstColumnId ? stickyFirst : undefined, true)}
          >
            <Skeleton width={`${55 + ((index * 17 + column.id.length * 7) % 40)}%`} />
          </td>
        ))}
      </tr>
    ));
  } else if (status === 'error') {
    body = stateRow(
      <div role="alert" className={styles.error}>
        <span>{errorMessage}</span>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {labels.retry}
          </Button>
        ) : null}
      </div>,
    );
  } else if (rows.length === 0) {
    body = stateRow(empty);
  } else {
    const renderRow = (index: number) => {
      const row = rows[index];
      if (!row) return null;
      return (
        <DataRow<Row>
          key={row.id}
          row={row.original}
          rowId={row.id}
          ariaRowIndex={index + 2}
          selectable={enableRowSelection}
          selected={row.getIsSelected()}
          selectLabel={enableRowSelection ? labels.selectRow(row.id) : ''}
          columns={cellColumns}
          onRowClick={onRowClick}
          onToggle={enableRowSelection ? toggleRow : undefined}
          stickySelect={stickySelect}
          stickyFirst={stickyFirst}
          twoLine={twoLine}
        />
      );
    };
    body =
      rows.length <= PLAIN_ROWS ? (
        rows.map((_, index) => renderRow(index))
      ) : (
        <LongRows
          count={rows.length}
          rowHeight={rowHeight}
          height={height}
          scrollElement={scrollElement}
          columnCount={columnCount}
          renderRow={renderRow}
        />
      );
  }

  return (
    <div className={cx(styles.root, className)}>
      {/* No empty strip over a table that has nothing to show there. */}
      {toolbar || enableRowSelection || hideable.length > 0 ? (
        <div className={styles.toolbar}>
          <div>{toolbar}</div>
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            {enableRowSelection && selectedCount > 0 ? (
              <span className={styles.toolbarInfo}>{labels.selected(selectedCount)}</span>
            ) : null}
            {hideable.length > 0 ? (
              <ColumnMenuButton
                label={labels.columns}
                items={hideable.map((column) => ({
                  id: column.id,
                  header: columnsById.get(column.id)?.header ?? column.id,
                  visible: column.getIsVisible(),
                  setVisible: (visible: boolean) => column.toggleVisibility(visible),
                }))}
              />
            ) : null}
          </div>
        </div>
      ) : null}
      {/* A scrollable region must be reachable from the keyboard (axe: scrollable-region-focusable). */}
      <div
        ref={setScrollElement}
        className={styles.scroller}
        style={{ maxHeight: fitsRows ? undefined : height }}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <table
          className={styles.table}
          aria-rowcount={status === 'success' ? rows.length + 1 + (showFooter ? 1 : 0) : undefined}
          aria-busy={status === 'loading' || (status === 'success' && refreshing) || undefined}
          data-refreshing={(status === 'success' && refreshing) || undefined}
        >
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {label}
          </caption>
          <colgroup>
            {enableRowSelection ? <col style={{ width: styles.SELECT_COLUMN_WIDTH }} /> : null}
            {visibleColumns.map((column) => (
              <col key={column.id} style={{ width: columnsById.get(column.id)?.width }} />
            ))}
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {enableRowSelection ? (
                  <th
                    scope="col"
                    className={cx(styles.headerCell, styles.selectCell)}
                    {...stickyAttributes(stickySelect, false)}
                  >
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      aria-label={labels.selectAll}
                      checked={table.getIsAllRowsSelected()}
                      ref={(input) => {
                        if (input) input.indeterminate = table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected();
                      }}
                      onChange={table.getToggleAllRowsSelectedHandler()}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const column = columnsById.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={styles.headerCell}
                      data-align={alignOf(column)}
                      {...stickyAttributes(header.column.id === firstColumnId ? stickyFirst : undefined, true)}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <SortLabel
                            label={column?.header ?? ''}
                            icon={<SortIcon size={14} aria-hidden="true" className={styles.sortIcon} />}
                            iconFirst={alignOf(column) === 'end'}
                          />
                        </button>
                      ) : (
                        column?.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
          {showFooter ? (
            <tfoot>
              <tr aria-rowindex={rows.length + 2}>
                {enableRowSelection ? (
                  <td className={cx(styles.footerCell, styles.selectCell)} {...stickyAttributes(stickySelect, false)} />
                ) : null}
                {cellColumns.map((column) => (
                  <td
                    key={column.id}
                    className={styles.footerCell}
                    data-align={alignOf(column)}
                    data-numeric={column.numeric ? '' : undefined}
                    {...stickyAttributes(column.id === firstColumnId ? stickyFirst : undefined, true)}
                  >
                    {column.footer?.(rows.map((row) => row.original))}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {pagination && pagination.pageCount > 1 ? (
        <div className={styles.footer}>
          <span />
          <Paginator {...pagination} />
        </div>
      ) : null}
    </div>
  );
}

/** The columns button; its menu's code arrives after the table has painted, or at once when pressed. */
function ColumnMenuButton({ label, items }: { label: string; items: readonly ColumnMenuItem[] }) {
  const { module, defaultOpen, takeFocus, triggerProps } = useDeferredTrigger(columnMenu);
  if (module) return <module.ColumnMenu label={label} items={items} defaultOpen={defaultOpen} takeFocus={takeFocus} />;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...triggerProps}
    >
      <Columns3 size={14} aria-hidden="true" />
      {label}
    </Button>
  );
}

interface DataRowProps<Row> {
  row: Row;
  rowId: string;
  ariaRowIndex: number;
  selectable: boolean;
  selected: boolean;
  selectLabel: string;
  columns: readonly DataTableColumn<Row>[];
  onRowClick: ((row: Row) => void) | undefined;
  onToggle: ((rowId: string, checked: boolean) => void) | undefined;
  stickySelect: StickyPlace | undefined;
  stickyFirst: StickyPlace | undefined;
  twoLine: boolean;
}

/** One row; drawn again only when its data, its selection or the columns change. */
const DataRow = memo(function DataRow<Row>({
  row,
  rowId,
  ariaRowIndex,
  selectable,
  selected,
  selectLabel,
  columns,
  onRowClick,
  onToggle,
  stickySelect,
  stickyFirst,
  twoLine,
}: DataRowProps<Row>) {
  return (
    <tr
      aria-rowindex={ariaRowIndex}
      aria-selected={selectable ? selected : undefined}
      data-selected={selected || undefined}
      data-clickable={onRowClick ? '' : undefined}
      data-lines={twoLine ? '2' : undefined}
      className={styles.row}
      tabIndex={onRowClick ? 0 : undefined}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      onKeyDown={
        onRowClick
          ? (event) => {
              // Only the row's own keys: Space in its checkbox or a button in a cell is theirs.
              if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
              event.preventDefault();
              onRowClick(row);
            }
          : undefined
      }
    >
      {selectable ? (
        <td
          className={cx(styles.cell, styles.selectCell, stickySelect && styles.stickyCell)}
          {...stickyAttributes(stickySelect, false)}
        >
          <input
            type="checkbox"
            className={styles.checkbox}
            aria-label={selectLabel}
            checked={selected}
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => onToggle?.(rowId, event.target.checked)}
          />
        </td>
      ) : null}
      {columns.map((column, index) => {
        const sticky = index === 0 ? stickyFirst : undefined;
        const cellProps = {
          className: cx(styles.cell, sticky && styles.stickyCell),
          'data-align': alignOf(column),
          'data-numeric': column.numeric ? '' : undefined,
          ...stickyAttributes(sticky, true),
        };
        const text = column.cell ? '' : String(column.value(row) ?? '');
        const main = column.cell ? column.cell(row) : text;
        // A text cell is cut with an ellipsis at its column's width; its title shows the whole text on hover.
        const title = column.cell || column.numeric || text === '' ? undefined : text;
        if (column.secondary) {
          // Each line is cut on its own: a line of plain text shows it whole on hover.
          const secondary = column.secondary(row);
          const textOf = (line: ReactNode) => (typeof line === 'string' && line !== '' ? line : undefined);
          return (
            <td key={column.id} {...cellProps}>
              <div className={styles.primaryLine} title={title ?? (column.numeric ? undefined : textOf(main))}>
                {main}
              </div>
              <div className={styles.secondaryLine} title={textOf(secondary)}>
                {secondary}
              </div>
            </td>
          );
        }
        return (
          <td key={column.id} {...cellProps} title={title}>
            {main}
          </td>
        );
      })}
    </tr>
  );
}) as <Row>(props: DataRowProps<Row>) => ReactNode;

interface LongRowsProps {
  count: number;
  rowHeight: number;
  height: number;
  scrollElement: HTMLDivElement | null;
  columnCount: number;
  renderRow: (index: number) => ReactNode;
}

/** A long table renders the rows in view once its virtual scroller has loaded; until then, the first screenful. */
function LongRows({ count, rowHeight, height, scrollElement, columnCount, renderRow }: LongRowsProps) {
  const module = useDeferred(virtualRows);
  if (module)
    return (
      <module.VirtualRows
        count={count}
        rowHeight={rowHeight}
        height={height}
        scrollElement={scrollElement}
        columnCount={columnCount}
        renderRow={renderRow}
      />
    );
  return Array.from({ length: Math.min(count, Math.ceil(height / rowHeight) + 10) }, (_, index) => renderRow(index));
}
