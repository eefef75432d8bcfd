import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table.tsx';

const columns = [{ id: 'name', header: 'Name', cell: (row: { id: string }) => row.id }];

describe('the commissions table while its next rows load', () => {
  it('keeps the previous rows and says it is busy', () => {
    render(<DataTable label="Batches" rows={[{ id: 'b1' }]} rowKey={(row) => row.id} columns={columns} refreshing />);
    expect(screen.getByRole('table', { name: 'Batches' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('cell', { name: 'b1' })).toBeTruthy();
  });

  it('is not busy once they are in', () => {
    render(<DataTable label="Batches" rows={[{ id: 'b1' }]} rowKey={(row) => row.id} columns={columns} />);
    expect(screen.getByRole('table', { name: 'Batches' }).hasAttribute('aria-busy')).toBe(false);
  });
});

describe('the commissions table’s long texts', () => {
  const rows = [{ id: 'w1', brand: 'Costa Parts & Service', total: '$1,200.00' }];
  const textColumns = [
    { id: 'brand', header: 'Brand', maxWidth: 140, cell: (row: (typeof rows)[number]) => row.brand },
    { id: 'total', header: 'Total', numeric: true, cell: (row: (typeof rows)[number]) => row.total },
    { id: 'link', header: 'Worker', cell: (row: (typeof rows)[number]) => <a href={`#${row.id}`}>{row.id}</a> },
  ];

  it('gives a text cell, which its column may cut, its whole text as a title', () => {
    render(<DataTable label="Report" rows={rows} rowKey={(row) => row.id} columns={textColumns} />);
    const brand = screen.getByRole('cell', { name: 'Costa Parts & Service' });
    expect(brand.getAttribute('title')).toBe('Costa Parts & Service');
    expect(brand.style.maxWidth).toBe('140px');
  });

  it('leaves amounts and cells that hold elements without one', () => {
    render(<DataTable label="Report" rows={rows} rowKey={(row) => row.id} columns={textColumns} />);
    expect(screen.getByRole('cell', { name: '$1,200.00' }).hasAttribute('title')).toBe(false);
    expect(screen.getByRole('cell', { name: 'w1' }).hasAttribute('title')).toBe(false);
  });
});
