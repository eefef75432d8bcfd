import { formatCents, formatDate } from '@cuadre/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { workers, type WorkerRow } from '../../stories/fixtures.ts';
import { openPopupA11y, viewportScreenshot } from '../../stories/parameters.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { DataTable, type DataTableColumn, type SortingState } from './DataTable.tsx';

const columns: DataTableColumn<WorkerRow>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, hideable: false },
  { id: 'id', header: 'Worker ID', value: (row) => row.id, width: 120 },
  { id: 'group', header: 'Worker group', value: (row) => row.group, width: 140 },
  { id: 'status', header: 'Status', value: (row) => row.status, width: 120 },
  {
    id: 'lastPayout',
    header: 'Last payout',
    value: (row) => row.lastPayout,
    cell: (row) => formatDate(row.lastPayout, 'en'),
    width: 140,
  },
  {
    id: 'netPay',
    header: 'Net pay',
    value: (row) => row.netPayCents,
    cell: (row) => formatCents(row.netPayCents, 'en'),
    numeric: true,
    width: 140,
  },
];

const twenty = workers(20);
const tenThousand = workers(10_000);

const meta = {
  title: 'Data/DataTable',
  component: DataTable<WorkerRow>,
  args: {
    label: 'Employees',
    columns,
    data: twenty,
    getRowId: (row: WorkerRow) => row.id,
    height: 400,
  },
  beforeEach: () => {
    localStorage.clear();
  },
} satisfies Meta<typeof DataTable<WorkerRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumnValues = (canvasElement: HTMLElement, columnIndex: number) =>
  Array.from(canvasElement.querySelectorAll('tbody tr[aria-rowindex]')).map(
    (row) => row.children[columnIndex]?.textContent ?? '',
  );

export const Default: Story = {};

// Translated labels are often longer than their columns: they take two balanced lines, nothing cut, each sort
// icon beside its word (the first word in a right-aligned column, where the icon leads).
const longHeaderColumns: DataTableColumn<WorkerRow>[] = [
  { id: 'name', header: 'Empleado', value: (row) => row.name, hideable: false },
  { id: 'id', header: 'Núm. de nómina', value: (row) => row.id, width: 104 },
  { id: 'group', header: 'Grupo de empleados', value: (row) => row.group, width: 112 },
  {
    id: 'netPay',
    header: 'Balance pendiente',
    value: (row) => row.netPayCents,
    cell: (row) => formatCents(row.netPayCents, 'es'),
    numeric: true,
    width: 104,
  },
];

export const LongHeadersWrap: Story = {
  args: { label: 'Empleados', columns: longHeaderColumns, data: workers(5), height: 260 },
  play: async ({ canvas }) => {
    for (const label of ['Núm. de nómina', 'Grupo de empleados', 'Balance pendiente']) {
      const header = canvas.getByRole('columnheader', { name: label });
      await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
      await expect(header.getBoundingClientRect().height).toBeGreaterThan(40);
    }
  },
};

export const SortsByColumn: Story = {
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByRole('columnheader', { name: /Net pay/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = twenty.map((row) => row.netPayCents).sort((a, b) => a - b);
    await expect(firstColumnValues(canvasElement, 5)[0]).toBe(formatCents(ascending[0] ?? 0, 'en'));
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumnValues(canvasElement, 5)[0]).toBe(formatCents(ascending.at(-1) ?? 0, 'en'));
  },
};

export const ColumnVisibilityIsPersisted: Story = {
  args: { columnVisibilityKey: 'stories-employees' },
  parameters: { a11y: openPopupA11y },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Worker group' }));
    await expect(canvas.queryByRole('columnheader', { name: /Worker group/ })).toBeNull();
    await expect(JSON.parse(localStorage.getItem('cuadre:columns:stories-employees') ?? '{}')).toEqual({
      group: false,
    });
    await userEvent.keyboard('{Escape}');
  },
};

export const RestoresPersistedColumns: Story = {
  args: { columnVisibilityKey: 'stories-restored' },
  beforeEach: () => {
    localStorage.setItem('cuadre:columns:stories-restored', JSON.stringify({ status: false, lastPayout: false }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: /Status/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: /Last payout/ })).toBeNull();
  },
};

export const RowSelection: Story = {
  args: { enableRowSelection: true, onRowSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 10002' }));
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ '10002': true });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(canvas.getByText('20 selected')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', data: [] } };

/** Another page or filter is on its way: the previous rows stay, dimmed, and the table is busy until it arrives. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(1);
  },
};

export const Empty: Story = {
  args: {
    data: [],
    empty: (
      <EmptyState
        icon={<Users size={20} />}
        title="No employees in this worker group"
        description="Employees appear here once payroll is uploaded for the group."
      />
    ),
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', data: [], errorMessage: 'The employees could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The employees could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

// A short table beside others: every row shown, the page scrolling instead of the table, so no scrollbar of its own
// takes a column's width.
export const AsTallAsItsRows: Story = {
  args: { data: workers(14), height: 'rows' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Employees' });
    await expect(region.scrollHeight).toBeLessThanOrEqual(region.clientHeight + 1);
    await expect(canvas.getAllByRole('row')).toHaveLength(15);
  },
};

export const TenThousandRowsVirtualised: Story = {
  args: { data: tenThousand, label: 'All employees' },
  parameters: { screenshot: viewportScreenshot },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'All employees' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByText('20000')).toBeVisible());
    await expect(canvasElement.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(60);
  },
};

function ServerPaged() {
  const pageSize = 10;
  const all = workers(95, 11);
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([]);
  const sorted = [...all].sort((a, b) => {
    const rule = sorting[0];
    if (!rule) return 0;
    const column = columns.find((candidate) => candidate.id === rule.id);
    const [x, y] = [column?.value(a) ?? '', column?.value(b) ?? ''];
    return (x < y ? -1 : x > y ? 1 : 0) * (rule.desc ? -1 : 1);
  });
  return (
    <DataTable
      label="Employees"
      columns={columns}
      data={sorted.slice((page - 1) * pageSize, page * pageSize)}
      getRowId={(row) => row.id}
      manualSorting
      sorting={sorting}
      onSortingChange={setSorting}
      pagination={{ page, pageCount: Math.ceil(all.length / pageSize), onPageChange: setPage }}
    />
  );
}

export const ServerSidePagination: Story = {
  render: () => <ServerPaged />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('10011')).toBeVisible();
  },
};

// A roster wider than its table: the name column stays in view while the rest scrolls sideways.
const wideColumns: DataTableColumn<WorkerRow>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 200, hideable: false },
  { id: 'id', header: 'Worker ID', value: (row) => row.id, width: 160 },
  { id: 'group', header: 'Worker group', value: (row) => row.group, width: 180 },
  { id: 'status', header: 'Status', value: (row) => row.status, width: 160 },
  {
    id: 'lastPayout',
    header: 'Last payout',
    value: (row) => row.lastPayout,
    cell: (row) => formatDate(row.lastPayout, 'en'),
    width: 180,
  },
  {
    id: 'netPay',
    header: 'Net pay',
    value: (row) => row.netPayCents,
    cell: (row) => formatCents(row.netPayCents, 'en'),
    numeric: true,
    width: 180,
  },
];

const scrollSideways = async (region: HTMLElement) => {
  region.scrollLeft = 400;
  await waitFor(() => expect(region.scrollLeft).toBe(400));
};

export const StickyFirstColumn: Story = {
  args: { columns: wideColumns, data: workers(12), stickyFirstColumn: true, height: 360 },
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Employees' });
    const table = within(region).getByRole('table');
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    const firstName = canvas.getAllByRole('cell')[0]!;
    const tableLeft = region.getBoundingClientRect().left;
    await scrollSideways(region);
    // The rest of the table moved left; the first column did not.
    await expect(table.getBoundingClientRect().left).toBeCloseTo(tableLeft - 400, 0);
    await expect(nameHeader.getBoundingClientRect().left).toBeCloseTo(tableLeft, 0);
    await expect(firstName.getBoundingClientRect().left).toBeCloseTo(tableLeft, 0);
    await expect(firstName).toHaveAttribute('data-sticky-edge');
  },
};

export const StickyFirstColumnWithSelection: Story = {
  args: { ...StickyFirstColumn.args, enableRowSelection: true },
  decorators: StickyFirstColumn.decorators,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Employees' });
    const checkbox = canvas.getByRole('checkbox', { name: 'Select row 10003' });
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    const regionLeft = region.getBoundingClientRect().left;
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 10002' }));
    await scrollSideways(region);
    // The checkboxes and the name after them both stay in view, side by side.
    await expect(checkbox.closest('td')!.getBoundingClientRect().left).toBeCloseTo(regionLeft, 0);
    await expect(nameHeader.getBoundingClientRect().left).toBeCloseTo(regionLeft + 44, 0);
    await userEvent.click(checkbox);
    await expect(canvas.getByText('2 selected')).toBeVisible();
  },
};

const twoLineColumns: DataTableColumn<WorkerRow>[] = [
  {
    id: 'name',
    header: 'Employee',
    value: (row) => row.name,
    secondary: (row) => `ID ${row.id} · Group ${row.group}`,
    hideable: false,
  },
  { id: 'status', header: 'Status', value: (row) => row.status, width: 120 },
  {
    id: 'netPay',
    header: 'Net pay',
    value: (row) => row.netPayCents,
    cell: (row) => formatCents(row.netPayCents, 'en'),
    numeric: true,
    width: 140,
  },
];

export const TwoLineCells: Story = {
  args: { columns: twoLineColumns, data: workers(6), height: 420 },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /ID 10001 · Group/ });
    await expect(within(row).getByText(/ID 10001 · Group/)).toBeVisible();
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(52);
  },
};

const totals = (rows: readonly WorkerRow[]) => rows.reduce((sum, row) => sum + row.netPayCents, 0);

const totalColumns: DataTableColumn<WorkerRow>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, footer: (rows) => `Total (${rows.length} employees)` },
  { id: 'status', header: 'Status', value: (row) => row.status, width: 120 },
  {
    id: 'payouts',
    header: 'Payouts',
    value: (row) => Number(row.group),
    align: 'end',
    width: 120,
  },
  {
    id: 'netPay',
    header: 'Net pay',
    value: (row) => row.netPayCents,
    cell: (row) => formatCents(row.netPayCents, 'en'),
    footer: (rows) => formatCents(totals(rows), 'en'),
    numeric: true,
    width: 140,
  },
];

export const FooterTotals: Story = {
  args: { columns: totalColumns, data: workers(8), height: 420 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const footer = table.querySelector('tfoot');
    await expect(footer).not.toBeNull();
    const cells = within(footer!).getAllByRole('cell');
    await expect(cells[0]).toHaveTextContent('Total (8 employees)');
    await expect(cells[3]).toHaveTextContent(formatCents(totals(workers(8)), 'en'));
    await expect(getComputedStyle(cells[3]!).textAlign).toBe('right');
    await expect(getComputedStyle(cells[3]!).fontVariantNumeric).toBe('tabular-nums');
    // A column aligned to the end without being money: right-aligned, proportional figures.
    const payouts = canvas.getByRole('columnheader', { name: /Payouts/ });
    await expect(getComputedStyle(payouts).textAlign).toBe('right');
    await expect(table).toHaveAttribute('aria-rowcount', '10');
  },
};

export const FooterTotalsHiddenWhenEmpty: Story = {
  args: { columns: totalColumns, data: [], empty: <EmptyState title="No employees in this worker group" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table').querySelector('tfoot')).toBeNull();
  },
};

export const ClickableRowsFromTheKeyboard: Story = {
  args: { data: workers(5), onRowClick: fn(), height: 300, enableRowSelection: true },
  play: async ({ canvas, args }) => {
    const [, firstRow, secondRow] = canvas.getAllByRole('row');
    firstRow!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(workers(5)[0]);
    // Each row is a Tab stop before its own cells: next comes the row's checkbox, then the next row.
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: 'Select row 10001' });
    await expect(checkbox).toHaveFocus();
    // Space in the checkbox selects the row and does not open it.
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onRowClick).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(secondRow).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(workers(5)[1]);
  },
};

export const LongTwoLineTableWithTotalsVirtualised: Story = {
  args: {
    label: 'All employees',
    columns: twoLineColumns.map((column) =>
      column.id === 'netPay' ? { ...column, footer: (rows) => formatCents(totals(rows), 'en') } : column,
    ),
    data: workers(1_000),
    stickyFirstColumn: true,
  },
  parameters: { screenshot: viewportScreenshot },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'All employees' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByText(/ID 11000 ·/)).toBeVisible());
    await expect(canvasElement.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(60);
    const footer = canvasElement.querySelector('tfoot')!;
    await expect(footer).toHaveTextContent(formatCents(totals(workers(1_000)), 'en'));
    // The totals stay at the bottom of the scrolling table.
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().bottom);
  },
};

export const StickyFirstColumnFocusedRow: Story = {
  args: { ...StickyFirstColumn.args, data: workers(4), height: 240, onRowClick: fn() },
  decorators: StickyFirstColumn.decorators,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Employees' });
    await scrollSideways(region);
    const row = canvas.getAllByRole('row')[2]!;
    row.focus();
    await expect(row).toHaveFocus();
    // The sticky cell draws the row's focus ring on its own edges.
    await expect(getComputedStyle(row.querySelector('td')!).boxShadow).toContain('rgb(124, 58, 237)');
  },
};
