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
