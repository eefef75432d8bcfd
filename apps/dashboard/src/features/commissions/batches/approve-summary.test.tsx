import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { approver, batch, fakeCommissionsApi, renderCommissions } from '../test/commissions-fixtures.tsx';
import { BatchVerificationScreen } from './batch-verification-screen.tsx';

const routes = [
  {
    path: '/commissions-v2/batch-verification',
    element: <BatchVerificationScreen area="commissions-v2" title="Batch verification" />,
  },
];

const luis = batch('x', 'draft').commissions[0]!;
const worker = (workerId: string, firstName: string, total: number) => ({
  ...luis,
  workerId,
  firstName,
  lastName: 'Rivera',
  total,
});

describe('approving a batch', () => {
  it('shows what changed since the last approved batch of the same workers', async () => {
    const previous = batch('b0', 'approved', {
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      commissions: [worker('w-1', 'Ana', 100_000), worker('w-2', 'Beto', 50_000), worker('w-3', 'Carla', 20_000)],
    });
    const current = batch('b1', 'in-review', {
      creatorEmail: 'creator@costa.example',
      commissions: [worker('w-1', 'Ana', 100_000), worker('w-2', 'Beto', 80_000), worker('w-4', 'Dora', 10_000)],
    });
    const api = fakeCommissionsApi({ batches: [current, previous] });
    renderCommissions(routes, { user: approver, path: '/commissions-v2/batch-verification?id=b1', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const changes = await screen.findByRole('region', { name: 'Since the last approved batch' });
    expect(changes.textContent).toContain('$1,700.00): +$200.00; 1 worker new, 1 no longer paid, 1 amount changed.');
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Beto Rivera: $500.00 → $800.00',
      'Dora Rivera: new, $100.00',
      'Carla Rivera: not paid now (was $200.00)',
    ]);
    // The list asked for the approved batches of this area and these workers.
    const asked = api.sent.find(
      (request) => request.path === '/compensation/commission-batches' && request.search.includes('statusType=closed'),
    );
    expect(new URLSearchParams(asked?.search).get('area')).toBe('commissions-v2');
  });

  it('says nothing of changes when no earlier batch of these workers was approved', async () => {
    const api = fakeCommissionsApi({ batches: [batch('b1', 'in-review', { creatorEmail: 'creator@costa.example' })] });
    renderCommissions(routes, { user: approver, path: '/commissions-v2/batch-verification?id=b1', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Since the last approved batch' })).toBeNull();
  });
});
