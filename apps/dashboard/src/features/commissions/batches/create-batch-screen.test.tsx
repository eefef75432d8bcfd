import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { commissionEmployee, creator, fakeCommissionsApi, renderCommissions } from '../test/commissions-fixtures.tsx';
import { CreateBatchScreen } from './create-batch-screen.tsx';

// Opens the select named `label` and picks `option`, as a user does (its options arrive with the brands).
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the workers a new batch would cover', () => {
  it('are counted and listed by the server, all of them past 200', async () => {
    const employees = [
      ...Array.from({ length: 250 }, (_, index) =>
        commissionEmployee(5001 + index, { lastName: `Zapata ${String(index + 1).padStart(4, '0')}` }),
      ),
      commissionEmployee(9001, { lastName: 'Finanzas', department: 'Finance', title: 'F&I Manager' }),
    ];
    const api = fakeCommissionsApi({ employees });
    renderCommissions(
      [
        {
          path: '/commissions-v2/create-batch',
          element: (
            <CreateBatchScreen area="commissions-v2" title="Create batch" now={new Date('2026-11-22T12:00:00Z')} />
          ),
        },
      ],
      { user: creator, path: '/commissions-v2/create-batch', api },
    );
    await choose('Brand', 'Costa Toyota');
    await choose('Department', 'Sales');
    expect(await screen.findByRole('heading', { name: 'Workers covered (250)' })).toBeTruthy();
    const asked = api.sent.filter((request) => request.path === '/compensation/commission-employees').at(-1);
    const params = new URLSearchParams(asked?.search);
    expect([params.get('brand'), params.get('department'), params.getAll('title')]).toEqual([
      'Costa Toyota',
      'Sales',
      ['Sales Manager', 'Sales Consultant'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 9' }));
    const table = await screen.findByRole('table', { name: 'Workers the batch covers' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Luis Zapata 0201'));

    await choose('Title', 'Sales Consultant');
    expect(await screen.findByRole('heading', { name: 'Workers covered (0)' })).toBeTruthy();
  });
});
