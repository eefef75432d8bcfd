import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { batch, fakeCommissionsApi, renderCommissions, viewer } from '../test/commissions-fixtures.tsx';
import { BatchDetailsScreen } from './batch-details-screen.tsx';
import { BatchVerificationScreen } from './batch-verification-screen.tsx';

const routes = [
  {
    path: '/commissions-v2/batch-details',
    element: <BatchDetailsScreen area="commissions-v2" title="Batch details" />,
  },
  {
    path: '/commissions-v2/batch-verification',
    element: <BatchVerificationScreen area="commissions-v2" title="Batch verification" />,
  },
];

// The table once its rows are in (while they load it holds placeholder rows and says it is busy).
const coverage = async () => {
  const table = await screen.findByRole('table', { name: 'Positions and plans' });
  await waitFor(() => expect(table.hasAttribute('aria-busy')).toBe(false));
  return table;
};
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the workers a batch covers', () => {
  it.each(['batch-details', 'batch-verification'])(
    'on %s: each with position (under the name), plan, commissions and whether the batch pays them',
    async (page) => {
      const api = fakeCommissionsApi({ batches: [batch('b1', 'pending-approval')] });
      renderCommissions(routes, { user: viewer, path: `/commissions-v2/${page}?id=b1`, api });
      const rows = within(await coverage())
        .getAllByRole('row')
        .slice(1);
      expect(rows.map(cells)).toEqual([
        [
          'Luis OrtizCosta Toyota · Sales · Sales Manager',
          '1001',
          '1',
          'Costa Toyota · Sales · Sales Manager',
          'Active',
          'Yes',
        ],
        ['Marta VegaCosta Toyota · Sales · Sales Manager', '1002', '2', 'No plan', 'Inactive', 'No'],
      ]);
      expect(api.sent.find((request) => request.path === '/compensation/batch-workers-data')?.search).toBe(
        '?commissionBatchId=b1',
      );
    },
  );

  it('names a plan missing from the list as not listed', async () => {
    const api = fakeCommissionsApi({ batches: [batch('b1', 'draft')], plans: [] });
    renderCommissions(routes, { user: viewer, path: '/commissions-v2/batch-details?id=b1', api });
    const rows = within(await coverage()).getAllByRole('row');
    expect(cells(rows[1]!)[3]).toBe('A plan not listed');
  });

  it('says when no one holds the titles', async () => {
    const api = fakeCommissionsApi({ batches: [batch('b1', 'draft')] });
    api.workers = [];
    renderCommissions(routes, { user: viewer, path: '/commissions-v2/batch-details?id=b1', api });
    expect(await screen.findByText('No one holds these titles')).toBeTruthy();
  });

  it('offers to try again when the list fails, and shows it once it loads', async () => {
    const api = fakeCommissionsApi({ batches: [batch('b1', 'draft')] });
    api.workers = 'fail';
    renderCommissions(routes, { user: viewer, path: '/commissions-v2/batch-details?id=b1', api });
    const section = await screen.findByRole('region', { name: 'Positions and plans' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('alert')).toBeTruthy();
    api.workers = [];
    await userEvent.click(await within(section).findByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('No one holds these titles')).toBeTruthy();
  });
});
