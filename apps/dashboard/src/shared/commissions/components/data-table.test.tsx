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
