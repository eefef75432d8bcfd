import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../test/render-tips.tsx';
import { problem, renderTips } from '../test/render-tips.tsx';
import { SplitDetailsDrawer } from './split-details-drawer.tsx';

const SPLIT_ID = '00000000-0000-4000-8000-00000000005a';
const ANDREA = 'dd07fae1-aabf-42d4-80b3-e93608a3b9b8';
const LUIS = '00000000-0000-4000-8000-0000000000b2';
const GONE = 'bf16f85f-de4a-43dd-bb31-6f2735499344';
const CORRELATION = 'tipsplit.9f2c41d07a-e457a696-103-1795348700452-k3x9q2-6b05c29b';

const split = {
  id: SPLIT_ID,
  companyId: '00000000-0000-4000-8000-0000000000c0',
  workerGroupCode: '103',
  fromType: 'worker',
  fromWorkerId: ANDREA,
  toWorkerIds: [LUIS, GONE],
  splitType: 'money',
  dateTip: '2026-11-20',
  initialAmount: 11_364,
  paid: false,
  shift: 'dinner',
  checkout: null,
  role: 'Server',
  splits: [
    { workerId: LUIS, amount: 8_750, status: 'approved', reason: null, correlationId: CORRELATION, realShift: null },
    { workerId: GONE, amount: 2_614, status: 'ready', reason: null, correlationId: null, realShift: null },
  ],
  createdAt: '2026-11-20T23:10:00Z',
  createdBy: 'tips.admin@isla.example',
};

const luis = {
  id: LUIS,
  firstName: 'Luis',
  lastName: 'Rivera',
  workerId: 'E-2',
  payrollFileNumber: 'P',
  workerGroupCode: '103',
  posId: null,
  tipsEnabled: true,
  ignoreRoleForTips: false,
  defaultRole: null,
  tipRules: [],
  grossTip: 0,
  eligibleTip: 0,
};

function open(workers: Record<string, Answer>) {
  return renderTips(<SplitDetailsDrawer splitId={SPLIT_ID} locale="en" onClose={() => undefined} />, {
    'GET /tips/get-split-data': { body: split },
    'GET /tips/current-users': { body: { workers: [luis] } },
    ...Object.fromEntries(Object.entries(workers).map(([id, answer]) => [`GET /workers/${id}`, answer])),
  });
}

describe('who gave and who received a split', () => {
  it("names a worker who is no longer one of the group's tip workers from their own record", async () => {
    const { calls } = open({
      [ANDREA]: { body: { id: ANDREA, firstName: 'Andrea', lastName: 'Matos' } },
      [GONE]: { body: { id: GONE, firstName: 'Ángel', lastName: 'Marrero Cruz' } },
    });
    const drawer = await screen.findByRole('dialog', { name: 'Split of Nov 20, 2026' });
    expect(await within(drawer).findByText('Matos, Andrea')).toBeTruthy();
    expect(await within(drawer).findByRole('row', { name: /Marrero Cruz, Ángel/ })).toBeTruthy();
    expect(within(drawer).getByRole('row', { name: /Rivera, Luis/ })).toBeTruthy();
    expect(within(drawer).queryByText(ANDREA.slice(0, 8))).toBeNull();
    // Only the workers the group's list lacks are read, each once.
    expect(
      calls
        .filter((call) => call.path.startsWith('/workers/'))
        .map((call) => call.path)
        .sort(),
    ).toEqual([`/workers/${GONE}`, `/workers/${ANDREA}`].sort());
  });

  it('says the name is not available when their record cannot be read', async () => {
    open({ [ANDREA]: problem(404, 'The worker was not found.'), [GONE]: problem(404, 'The worker was not found.') });
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findAllByText('Name not available')).toHaveLength(2);
  });
});

describe("a share's correlation id", () => {
  it('shows short, keeps the full id in its title and copies the full id', async () => {
    const user = userEvent.setup();
    open({ [ANDREA]: problem(404, 'Gone'), [GONE]: problem(404, 'Gone') });
    const drawer = await screen.findByRole('dialog');
    const short = await within(drawer).findByText('tipsplit…6b05c29b'.replace('6b05c29b', CORRELATION.slice(-6)));
    expect(short.getAttribute('title')).toBe(CORRELATION);
    await user.click(within(drawer).getByRole('button', { name: `Copy correlation id ${CORRELATION}` }));
    expect(await navigator.clipboard.readText()).toBe(CORRELATION);
    expect(within(drawer).getByRole('status').textContent).toBe('Correlation id copied');
  });
});
