import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approver, batch, fakeCommissionsApi, renderCommissions } from '../test/commissions-fixtures.tsx';
import { BatchDetailsScreen } from './batch-details-screen.tsx';
import { BatchVerificationScreen } from './batch-verification-screen.tsx';

const routes = [
  {
    path: '/commissions-v2/batch-details',
    element: <BatchDetailsScreen area="commissions-v2" title="Sales batch details" />,
  },
  {
    path: '/commissions-v2/batch-verification',
    element: <BatchVerificationScreen area="commissions-v2" title="Sales batch verification" />,
  },
  {
    path: '/commissions-v3/batch-details',
    element: <BatchDetailsScreen area="commissions-v3" title="Commission batch details" />,
  },
  {
    path: '/commissions-v3/batch-verification',
    element: <BatchVerificationScreen area="commissions-v3" title="Commission batch verification" />,
  },
];

const at = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('a batch opened under another area’s address', () => {
  it.each([
    [
      'a Sales Commissions batch under Commission Batches',
      'commissions-v2',
      '/commissions-v3/batch-details?id=b-1',
      '/commissions-v2/batch-details?id=b-1',
      'Sales batch details',
    ],
    [
      'a Commission Batches batch under Sales Commissions',
      'commissions-v3',
      '/commissions-v2/batch-verification?id=b-1',
      '/commissions-v3/batch-verification?id=b-1',
      'Commission batch verification',
    ],
  ] as const)('opens in its own area: %s', async (_title, area, path, own, heading) => {
    const api = fakeCommissionsApi({ batches: [batch('b-1', 'draft', { area })] });
    const { router } = renderCommissions(routes, { user: approver, path, api });
    await waitFor(() => expect(at(router)).toBe(own));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('is not found when its area has no batch pages, and nothing of it shows', async () => {
    const api = fakeCommissionsApi({ batches: [batch('b-1', 'approved', { area: 'commissions' })] });
    const { router } = renderCommissions(routes, { user: approver, path: '/commissions-v2/batch-details?id=b-1', api });
    expect(await screen.findByText('No batch chosen')).toBeTruthy();
    expect(at(router)).toBe('/commissions-v2/batch-details?id=b-1');
    expect(screen.queryByText('Batch total')).toBeNull();
  });

  it('of its own area opens where it is', async () => {
    const api = fakeCommissionsApi({ batches: [batch('b-1', 'draft')] });
    const { router } = renderCommissions(routes, { user: approver, path: '/commissions-v2/batch-details?id=b-1', api });
    expect(await screen.findByText('Batch total')).toBeTruthy();
    expect(at(router)).toBe('/commissions-v2/batch-details?id=b-1');
  });
});
