import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSplitLink } from '../hooks/use-split-link.ts';
import { problem, renderTips } from '../test/render-tips.tsx';
import { SplitFromLink } from './split-from-link.tsx';

const SPLIT_ID = '00000000-0000-4000-8000-00000000005a';
const ANA = '00000000-0000-4000-8000-0000000000a1';
const LUIS = '00000000-0000-4000-8000-0000000000b2';
const COMPANY = '00000000-0000-4000-8000-0000000000c0';

const split = {
  id: SPLIT_ID,
  companyId: COMPANY,
  workerGroupCode: '103',
  fromType: 'worker',
  fromWorkerId: ANA,
  toWorkerIds: [LUIS],
  splitType: 'money',
  dateTip: '2026-11-20',
  initialAmount: 10_001,
  paid: false,
  shift: 'dinner',
  checkout: null,
  role: 'Server',
  splits: [
    {
      workerId: LUIS,
      amount: 2_550,
      status: 'fail',
      reason: 'Bank account closed',
      correlationId: null,
      realShift: null,
    },
  ],
  createdAt: '2026-11-20T23:10:00Z',
  createdBy: 'tips.admin@isla.example',
};

const tipWorker = (id: string, firstName: string) => ({
  id,
  firstName,
  lastName: 'Rivera',
  workerId: id,
  payrollFileNumber: 'P',
  workerGroupCode: '103',
  posId: null,
  tipsEnabled: true,
  ignoreRoleForTips: false,
  defaultRole: null,
  tipRules: [],
  grossTip: 0,
  eligibleTip: 0,
});

function Page() {
  const link = useSplitLink();
  return <SplitFromLink link={link} locale="en" />;
}

const location = () => screen.getByTestId('location').textContent;

describe('a link to one split on Payout History', () => {
  it('opens the split it names, with its shares, and closing drops the parameter only', async () => {
    const user = userEvent.setup();
    const { calls } = renderTips(
      <Page />,
      {
        'GET /tips/get-split-data': { body: split },
        'GET /tips/current-users': { body: { workers: [tipWorker(ANA, 'Ana'), tipWorker(LUIS, 'Luis')] } },
      },
      `/tips/payout-history-dashboard?range=30&split=${SPLIT_ID}`,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Split of Nov 20, 2026' });
    expect(calls.find((call) => call.path === '/tips/get-split-data')?.search).toBe(`?splitId=${SPLIT_ID}`);
    expect(within(drawer).getByText('$100.01')).toBeTruthy();
    const share = await within(drawer).findByRole('row', { name: /Rivera, Luis/ });
    expect(within(share).getByText('$25.50')).toBeTruthy();
    expect(within(share).getByText('Failed')).toBeTruthy();
    expect(within(share).getByText('Bank account closed')).toBeTruthy();
    expect(within(drawer).getByText('$74.51')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/tips/payout-history-dashboard?range=30');
  });

  it('says the split cannot be found when the link leads nowhere', async () => {
    renderTips(
      <Page />,
      { 'GET /tips/get-split-data': problem(404, 'The tip split was not found.') },
      `/tips/payout-history-dashboard?split=${SPLIT_ID}`,
    );
    expect(await screen.findByText('This split could not be found')).toBeTruthy();
  });

  it('opens nothing without a split in the address', () => {
    const { calls } = renderTips(<Page />, {}, '/tips/payout-history-dashboard?split=');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });
});
