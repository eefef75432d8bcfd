import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { batch, creator, fakeCommissionsApi, renderCommissions } from '../test/commissions-fixtures.tsx';
import { BatchDetailsScreen } from './batch-details-screen.tsx';

const routes = [
  {
    path: '/commissions-v3/batch-details',
    element: <BatchDetailsScreen area="commissions-v3" title="Batch details" />,
  },
];

const fed = batch('draft-1', 'draft', {
  area: 'commissions-v3',
  commissions: [
    {
      workerId: 'w-ana',
      payrollFileNumber: '1002',
      firstName: 'Ana',
      lastName: 'Rivera',
      total: 86_000,
      manualTotal: null,
      status: 'included',
      compensationPlanId: 'plan-sales',
      brand: 'Costa Toyota',
      department: 'Sales',
      title: 'Sales Consultant',
      rank: 1,
      inputs: [
        {
          name: 'Front gross',
          origin: 'dealer-system',
          inputType: 'dollars',
          initialValue: 430_000,
          value: 430_000,
          total: 86_000,
          stepType: 'tiered',
          steps: [{ min: 0, max: null, perUnit: 20, flat: 0 }],
          uploads: [
            {
              id: 'u-2',
              kind: 'deals',
              filename: 'toyota-deals-dic.csv',
              startDate: '2026-12-07',
              endDate: '2026-12-20',
              uploadedAt: '2026-12-21T09:00:00-04:00',
            },
          ],
        },
        {
          name: 'CSI bonus',
          origin: 'other',
          inputType: 'quantity',
          initialValue: 0,
          value: 0,
          total: 0,
          stepType: 'volume',
          steps: [],
          uploads: [],
        },
      ],
    },
  ],
});

describe('a worker’s inputs in the batch details', () => {
  it('say where each value came from, with the file an upload brought it in', async () => {
    renderCommissions(routes, {
      user: creator,
      path: '/commissions-v3/batch-details?id=draft-1',
      api: fakeCommissionsApi({ batches: [fed] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ana Rivera' }));
    const gross = await screen.findByRole('region', { name: 'Front gross' });
    expect(within(gross).getByText('Dealer system')).toBeTruthy();
    expect(within(gross).getByTestId('input-uploads').textContent).toMatch(/^toyota-deals-dic\.csv · /);
    const bonus = screen.getByRole('region', { name: 'CSI bonus' });
    expect(within(bonus).getByTestId('input-uploads').textContent).toBe('No file: typed by hand');
  });
});

describe('a manual total out of bounds', () => {
  const openAna = async (api: ReturnType<typeof fakeCommissionsApi>) => {
    renderCommissions(routes, { user: creator, path: '/commissions-v3/batch-details?id=draft-1', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Ana Rivera' }));
    await userEvent.type(await screen.findByLabelText('Manual total (USD)'), '99,999,999,999.99');
    await userEvent.type(screen.getByLabelText('Reason for the manual total'), 'Acuerdo especial');
    await userEvent.click(screen.getByRole('button', { name: 'Save worker' }));
  };

  it('is stopped before sending, with the most a paycheck holds', async () => {
    const api = fakeCommissionsApi({ batches: [fed] });
    await openAna(api);
    expect(await screen.findByText('A manual total can be at most $100,000,000.00.')).toBeTruthy();
    expect(api.sent.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('refused by the API reads as one sentence naming the field and the bound, not the schema’s words', async () => {
    const api = fakeCommissionsApi({ batches: [fed] });
    api.override = (request) =>
      request.method === 'PATCH'
        ? Response.json(
            {
              type: '/problems/validation',
              title: 'Invalid request',
              status: 400,
              errors: [
                {
                  pointer: '/body/commissions/0/manualTotal',
                  message: 'must be <= 10000000000',
                  code: 'maximum',
                  limit: 10_000_000_000,
                  unit: 'cents',
                },
              ],
            },
            { status: 400, headers: { 'content-type': 'application/problem+json' } },
          )
        : undefined;
    renderCommissions(routes, { user: creator, path: '/commissions-v3/batch-details?id=draft-1', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Ana Rivera' }));
    await userEvent.type(await screen.findByLabelText('Manual total (USD)'), '1,000.00');
    await userEvent.type(screen.getByLabelText('Reason for the manual total'), 'Acuerdo especial');
    await userEvent.click(screen.getByRole('button', { name: 'Save worker' }));
    expect(await screen.findByText('Manual total (USD) must be at most $100,000,000.00.')).toBeTruthy();
    expect(screen.queryByText(/must be <=/)).toBeNull();
  });
});

describe('an input’s value by what it measures', () => {
  it('stops a fraction of a count before sending and says so in the reader’s language', async () => {
    const api = fakeCommissionsApi({ batches: [fed] });
    renderCommissions(routes, { user: creator, path: '/commissions-v3/batch-details?id=draft-1', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Ana Rivera' }));
    const bonus = await screen.findByRole('region', { name: 'CSI bonus' });
    const field = within(bonus).getByRole('textbox');
    await userEvent.clear(field);
    await userEvent.type(field, '2.5');
    expect(within(bonus).getByText('A count is a whole number, like 2 or 3.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save worker' }));
    expect(api.sent.filter((request) => request.method === 'PATCH')).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    expect(within(bonus).queryByText('A count is a whole number, like 2 or 3.')).toBeNull();
  });
});
