import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { batch, creator, fakeCommissionsApi, renderCommissions, viewer } from '../test/commissions-fixtures.tsx';
import { BatchDetailsScreen } from './batch-details-screen.tsx';
import { BatchListScreen } from './batch-list-screen.tsx';

const routes = [
  { path: '/commissions-v2/home', element: <BatchListScreen area="commissions-v2" title="Sales Commissions" /> },
  {
    path: '/commissions-v2/batch-details',
    element: <BatchDetailsScreen area="commissions-v2" title="Batch details" />,
  },
];

// The list once its rows are in (while they load it holds placeholder rows and says it is busy).
const batchesTable = async () => {
  const table = await screen.findByRole('table', { name: 'Commission batches' });
  await waitFor(() => expect(table.hasAttribute('aria-busy')).toBe(false));
  return table;
};
const deleteButtons = () => screen.queryAllByRole('button', { name: /^Delete the batch of/ });

describe('deleting a draft batch from the list', () => {
  it('asks first, naming the batch, then deletes it, says so and refreshes the list', async () => {
    const api = fakeCommissionsApi({
      batches: [
        batch('draft-1', 'draft'),
        batch('approved-1', 'approved', { startDate: '2026-09-01', endDate: '2026-09-30' }),
      ],
    });
    renderCommissions(routes, { user: creator, path: '/commissions-v2/home', api });
    const table = await batchesTable();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(deleteButtons()).toHaveLength(1);

    await userEvent.click(deleteButtons()[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this draft batch?' });
    expect(dialog.textContent).toContain('for Costa Toyota · Sales · Sales Manager, with 1 worker, will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete batch' }));

    expect(await screen.findByText(/^The batch of .* was deleted\.$/)).toBeTruthy();
    const deletion = api.sent.find((request) => request.method === 'DELETE');
    expect(deletion?.path).toBe('/compensation/commission-batch/draft-1');
    expect(deletion?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(deleteButtons()).toHaveLength(0);
  });

  it('sends nothing when the user cancels', async () => {
    const api = fakeCommissionsApi({ batches: [batch('draft-1', 'draft')] });
    renderCommissions(routes, { user: creator, path: '/commissions-v2/home', api });
    await batchesTable();
    await userEvent.click(deleteButtons()[0]!);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it("shows the API's message when it refuses, and the batch as it now is", async () => {
    const api = fakeCommissionsApi({ batches: [batch('draft-1', 'draft')] });
    renderCommissions(routes, { user: creator, path: '/commissions-v2/home', api });
    await batchesTable();
    // Someone submitted it meanwhile.
    api.override = (request) => {
      if (request.method !== 'DELETE') return undefined;
      api.batches = [batch('draft-1', 'pending-approval')];
      return Response.json(
        { type: '/problems/conflict', title: 'Conflict', status: 409, detail: 'Only a draft batch can be deleted.' },
        { status: 409, headers: { 'content-type': 'application/problem+json' } },
      );
    };
    await userEvent.click(deleteButtons()[0]!);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete batch' }));
    expect(await screen.findByText('The batch was not deleted')).toBeTruthy();
    expect(
      screen.getAllByText(
        'Only a draft batch can be deleted, and this one has moved on. Only a draft batch can be deleted.',
      ).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(deleteButtons()).toHaveLength(0));
  });

  it('offers a viewer no delete at all', async () => {
    const api = fakeCommissionsApi({ batches: [batch('draft-1', 'draft')] });
    renderCommissions(routes, { user: viewer, path: '/commissions-v2/home', api });
    const table = await batchesTable();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(deleteButtons()).toHaveLength(0);
  });
});

describe('deleting a draft batch from its details', () => {
  it('goes back to the list once the batch is deleted', async () => {
    const api = fakeCommissionsApi({ batches: [batch('draft-1', 'draft')] });
    const { router } = renderCommissions(routes, {
      user: creator,
      path: '/commissions-v2/batch-details?id=draft-1',
      api,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete batch' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete batch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/commissions-v2/home'));
    expect(await screen.findByText(/^The batch of .* was deleted\.$/)).toBeTruthy();
    expect(api.batches).toEqual([]);
  });

  it('offers no delete on a batch that is no longer a draft', async () => {
    const api = fakeCommissionsApi({ batches: [batch('rejected-1', 'rejected')] });
    renderCommissions(routes, { user: creator, path: '/commissions-v2/batch-details?id=rejected-1', api });
    await screen.findByRole('table', { name: 'Workers' });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: 'Delete batch' })).toBeNull();
  });
});
