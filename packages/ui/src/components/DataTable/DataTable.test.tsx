// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider as LocaleProvider } from 'react-aria-components';
import { DataTable, dataTableLabels, type DataTableColumn } from './DataTable.tsx';

type Worker = { id: string; name: string; cents: number };

const workers: Worker[] = [
  { id: 'a', name: 'Ana', cents: 1200 },
  { id: 'b', name: 'Beto', cents: 3400 },
  { id: 'c', name: 'Carla', cents: 560 },
];

afterEach(cleanup);

function setUp() {
  const drawn = vi.fn((row: Worker) => row.id);
  const columns: DataTableColumn<Worker>[] = [
    { id: 'name', header: 'Name', value: (row) => row.name },
    { id: 'owed', header: 'Owed', numeric: true, value: (row) => row.cents, cell: (row) => <span>{drawn(row)}</span> },
  ];
  const table = (data: Worker[], toolbar: string, cols = columns) => (
    <DataTable<Worker>
      label="Workers"
      columns={cols}
      data={data}
      getRowId={(row) => row.id}
      status="success"
      toolbar={toolbar}
    />
  );
  return { drawn, columns, table };
}

describe('DataTable redraws only what changed', () => {
  it('draws no row again when the page around it renders with the same rows and columns', () => {
    const { drawn, table } = setUp();
    const { rerender } = render(table(workers, 'first'));
    expect(drawn).toHaveBeenCalledTimes(3);
    rerender(table(workers, 'second'));
    expect(screen.getByText('second')).toBeTruthy();
    expect(drawn).toHaveBeenCalledTimes(3);
  });

  it('draws again the one row whose data changed', () => {
    const { drawn, table } = setUp();
    const { rerender } = render(table(workers, 'first'));
    drawn.mockClear();
    rerender(table([workers[0]!, { ...workers[1]!, cents: 3500 }, workers[2]!], 'first'));
    expect(drawn.mock.calls.map(([row]) => row.id)).toEqual(['b']);
  });

  it('draws every row again when the columns change, so a new cell is never stale', () => {
    const { drawn, columns, table } = setUp();
    const { rerender } = render(table(workers, 'first'));
    drawn.mockClear();
    rerender(table(workers, 'first', [...columns]));
    expect(drawn).toHaveBeenCalledTimes(3);
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });
});

describe('DataTable height', () => {
  const tall = (count: number, height?: number | 'rows') => (
    <DataTable<Worker>
      label="Workers"
      columns={[{ id: 'name', header: 'Name', value: (row) => row.name }]}
      data={Array.from({ length: count }, (_, index) => ({ id: String(index), name: `W${index}`, cents: index }))}
      getRowId={(row) => row.id}
      status="success"
      {...(height === undefined ? {} : { height })}
    />
  );
  const scroller = () => screen.getByRole('region', { name: 'Workers' });

  it('scrolls its body within 480 px by default, and within the height it is given', () => {
    const { rerender } = render(tall(30));
    expect(scroller().style.maxHeight).toBe('480px');
    rerender(tall(30, 300));
    expect(scroller().style.maxHeight).toBe('300px');
  });

  it('grows as tall as its rows when asked, every row drawn, so the page scrolls instead of the table', () => {
    render(tall(60, 'rows'));
    expect(scroller().style.maxHeight).toBe('');
    expect(screen.getAllByRole('row')).toHaveLength(61);
  });

  it('keeps the default height for a table too long to draw whole', () => {
    render(tall(150, 'rows'));
    expect(scroller().style.maxHeight).toBe('480px');
  });
});

describe("DataTable's own words", () => {
  const hideable = (labels?: { columns: string }) => (
    <DataTable<Worker>
      label="Workers"
      columns={[
        { id: 'name', header: 'Name', value: (row) => row.name },
        { id: 'cents', header: 'Owed', value: (row) => row.cents },
      ]}
      data={workers}
      getRowId={(row) => row.id}
      status="success"
      {...(labels ? { labels } : {})}
    />
  );

  it("speak the reader's language, from the app's locale", () => {
    render(<LocaleProvider locale="es-PR">{hideable()}</LocaleProvider>);
    expect(screen.getByRole('button', { name: 'Columnas' })).toBeTruthy();
  });

  it('speak English in any other language, and a feature may say them its own way', () => {
    const { unmount } = render(<LocaleProvider locale="en-US">{hideable()}</LocaleProvider>);
    expect(screen.getByRole('button', { name: 'Columns' })).toBeTruthy();
    unmount();
    render(<LocaleProvider locale="es-PR">{hideable({ columns: 'Columnas visibles' })}</LocaleProvider>);
    expect(screen.getByRole('button', { name: 'Columnas visibles' })).toBeTruthy();
  });

  it('count selected rows in Spanish as rows, one and many', () => {
    expect(dataTableLabels('es-PR').selected(1)).toBe('1 seleccionada');
    expect(dataTableLabels('es-PR').selected(3)).toBe('3 seleccionadas');
    expect(dataTableLabels('en-US').selected(3)).toBe('3 selected');
  });
});

describe('DataTable text cells', () => {
  it('carry their whole text as a title, so a name cut by its column shows in full on hover', () => {
    const columns: DataTableColumn<Worker>[] = [
      { id: 'name', header: 'Name', value: (row) => `${row.name} de la Santísima Trinidad` },
      { id: 'owed', header: 'Owed', numeric: true, value: (row) => row.cents },
    ];
    render(
      <DataTable<Worker>
        label="Workers"
        columns={columns}
        data={workers}
        getRowId={(row) => row.id}
        status="success"
      />,
    );
    const cell = screen.getByText('Ana de la Santísima Trinidad');
    expect(cell.getAttribute('title')).toBe('Ana de la Santísima Trinidad');
    // Figures are right-aligned and never cut: no title to repeat them.
    expect(screen.getByText('1200').getAttribute('title')).toBeNull();
  });

  it('carry each line of a two-line cell whole as its own title, when the line is plain text', () => {
    const columns: DataTableColumn<Worker>[] = [
      {
        id: 'covers',
        header: 'Covers',
        value: (row) => `Costa Honda · Sales · ${row.name}`,
        cell: () => 'Costa Honda · Sales',
        secondary: (row) => `${row.name}, Sales Manager`,
      },
      { id: 'owed', header: 'Owed', numeric: true, value: (row) => row.cents, secondary: () => 'owed' },
    ];
    render(
      <DataTable<Worker>
        label="Workers"
        columns={columns}
        data={workers.slice(0, 1)}
        getRowId={(row) => row.id}
        status="success"
      />,
    );
    expect(screen.getByText('Costa Honda · Sales').getAttribute('title')).toBe('Costa Honda · Sales');
    expect(screen.getByText('Ana, Sales Manager').getAttribute('title')).toBe('Ana, Sales Manager');
    expect(screen.getByText('1200').getAttribute('title')).toBeNull();
  });
});
