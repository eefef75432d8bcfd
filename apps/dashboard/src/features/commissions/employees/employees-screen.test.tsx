import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { commissionEmployee, fakeCommissionsApi, renderCommissions, viewer } from '../test/commissions-fixtures.tsx';
import { CommissionEmployeesScreen } from './employees-screen.tsx';

// 250 commission-active workers: more than the 200 a single answer of the API can hold.
const employees = Array.from({ length: 250 }, (_, index) =>
  commissionEmployee(5001 + index, { lastName: `Zapata ${String(index + 1).padStart(4, '0')}` }),
);

function open() {
  const api = fakeCommissionsApi({ employees });
  renderCommissions([{ path: '/commissions-v2/employees', element: <CommissionEmployeesScreen title="Employees" /> }], {
    user: viewer,
    path: '/commissions-v2/employees',
    api,
  });
  return api;
}

// The workers on screen, once they are in (while rows load the table says it is busy).
const rowNames = async () => {
  const table = await screen.findByRole('table', { name: 'Commission-active workers' });
  await waitFor(() => expect(table.hasAttribute('aria-busy')).toBe(false));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);
};

describe('the commission employees of a company with more than 200 of them', () => {
  it('counts every one of them and pages through all of them, the 201st included', async () => {
    open();
    expect(await screen.findByText('250 positions')).toBeTruthy();
    expect(await rowNames()).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await waitFor(async () => expect((await rowNames())[0]).toBe('Luis Zapata 0201'));
    expect((await rowNames()).at(-1)).toBe('Luis Zapata 0250');
    expect(screen.getByText('201–250 of 250')).toBeTruthy();
  });

  it('asks the server for a search, so a worker on a later page is found at once', async () => {
    const api = open();
    await rowNames();
    await userEvent.type(screen.getByLabelText('Search by name or payroll file #'), '5250');
    await waitFor(async () => expect(await rowNames()).toEqual(['Luis Zapata 0250']));
    expect(
      api.sent.some(
        (request) =>
          request.path === '/compensation/commission-employees' &&
          new URLSearchParams(request.search).get('search') === '5250',
      ),
    ).toBe(true);
    expect(screen.getByText('1 position')).toBeTruthy();
  });
});
