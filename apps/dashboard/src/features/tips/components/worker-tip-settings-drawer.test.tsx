import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Answer, Call } from '../test/render-tips.tsx';
import { problem, renderTips } from '../test/render-tips.tsx';
import { WorkerTipSettingsDrawer } from './worker-tip-settings-drawer.tsx';

const WORKER_ID = '00000000-0000-4000-8000-0000000000aa';

const worker = {
  id: WORKER_ID,
  workerGroupCode: '150',
  payrollFileNumber: 'P-1042',
  firstName: 'Ana',
  lastName: 'Rivera',
  posId: 'POS-77',
  tipsEnabled: true,
  ignoreRoleForTips: false,
  defaultRole: 'Server',
  tipRules: [{ role: 'Server', automaticDisbursement: false, accumulateTips: true, allowsFullSplit: false }],
};

const saved = (call: Call): Answer => ({ body: { ...worker, ...(call.body as object) } });

function open(canEdit: boolean, patch: Answer | ((call: Call) => Answer) = saved) {
  return renderTips(
    <WorkerTipSettingsDrawer
      workerId={WORKER_ID}
      name="Rivera, Ana"
      roles={['Server', 'Host']}
      canEdit={canEdit}
      onClose={() => undefined}
    />,
    {
      [`GET /workers/${WORKER_ID}`]: { body: worker },
      [`PATCH /workers/${WORKER_ID}/tip-settings`]: patch,
    },
  );
}

const patches = (calls: Call[]) => calls.filter((call) => call.method === 'PATCH');

describe("a worker's tip settings drawer", () => {
  it("shows the worker's settings and personal tip rules as loaded", async () => {
    open(true);
    const drawer = await screen.findByRole('dialog', { name: 'Tip settings of Rivera, Ana' });
    expect(((await within(drawer).findByRole('checkbox', { name: 'Tips enabled' })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(drawer).getByRole('checkbox', { name: 'Ignore role for tips' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((within(drawer).getByRole('textbox', { name: 'Default role' }) as HTMLInputElement).value).toBe('Server');
    expect((within(drawer).getByRole('textbox', { name: 'Role of rule 1' }) as HTMLInputElement).value).toBe('Server');
    expect(within(drawer).getByText('POS-77')).toBeTruthy();
  });

  it('sends only the fields a tips admin changed and says they were saved', async () => {
    const user = userEvent.setup();
    const { calls } = open(true);
    const defaultRole = await screen.findByRole('textbox', { name: 'Default role' });
    await user.clear(defaultRole);
    await user.type(defaultRole, 'Host');
    await user.click(screen.getByRole('checkbox', { name: 'Ignore role for tips' }));
    await user.click(screen.getByRole('button', { name: 'Save tip settings' }));
    expect(await screen.findByText('The tip settings of Rivera, Ana were saved.')).toBeTruthy();
    expect(patches(calls).map((call) => call.body)).toEqual([{ ignoreRoleForTips: true, defaultRole: 'Host' }]);
  });

  it('names the rule and field that break §5 and writes nothing', async () => {
    const user = userEvent.setup();
    const { calls } = open(true);
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    await user.type(screen.getByRole('textbox', { name: 'Role of rule 2' }), 'Server');
    await user.click(screen.getByRole('checkbox', { name: 'Automatic disbursement for rule 2' }));
    expect(screen.getByText('Duplicated role on tip rule: Server')).toBeTruthy();
    expect(screen.getByText('To enable Automatic Disbursement you need to enable Accumulate Tips')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Role of rule 2' }).getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save tip settings' }));
    expect(screen.getByText('Fix the fields marked below. Nothing was saved.')).toBeTruthy();
    expect(patches(calls)).toEqual([]);
  });

  it('names a default role over 100 characters under its field', async () => {
    const user = userEvent.setup();
    const { calls } = open(true);
    const defaultRole = await screen.findByRole('textbox', { name: 'Default role' });
    await user.clear(defaultRole);
    await user.click(defaultRole);
    await user.paste('x'.repeat(101));
    expect(defaultRole.getAttribute('aria-invalid')).toBe('true');
    const described = (defaultRole.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('A role has at most 100 characters.');
    await user.click(screen.getByRole('button', { name: 'Save tip settings' }));
    expect(patches(calls)).toEqual([]);
  });

  it("puts the server's 422 under the rule it names", async () => {
    const user = userEvent.setup();
    open(
      true,
      problem(422, 'The tip rules break a rule.', [
        { pointer: '/body/tipRules/0/role', message: 'Duplicated role on tip rule: Server' },
      ]),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Allows full split for rule 1' }));
    await user.click(screen.getByRole('button', { name: 'Save tip settings' }));
    expect(await screen.findByText('Duplicated role on tip rule: Server')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Role of rule 1' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Fix the fields marked below. Nothing was saved.')).toBeTruthy();
  });

  it('tells the user when there is nothing to save', async () => {
    const user = userEvent.setup();
    const { calls } = open(true);
    await user.click(await screen.findByRole('button', { name: 'Save tip settings' }));
    expect(screen.getByText('Change a field to save.')).toBeTruthy();
    expect(patches(calls)).toEqual([]);
  });

  it('is read-only for a user who may not change tip settings', async () => {
    open(false);
    expect(await screen.findByText('Only a tips admin can change tip settings.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Tips enabled' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Default role' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Role of rule 1' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save tip settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add rule' })).toBeNull();
  });

  it('says so when the worker cannot be found', async () => {
    renderTips(
      <WorkerTipSettingsDrawer workerId={WORKER_ID} name="Rivera, Ana" roles={[]} canEdit onClose={() => undefined} />,
      {},
    );
    expect(await screen.findByText('This worker could not be found')).toBeTruthy();
  });
});
