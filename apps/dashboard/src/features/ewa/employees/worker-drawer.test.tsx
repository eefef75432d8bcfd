import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { worker } from '../test/ewa-fixtures.ts';
import type { EwaCall } from '../test/render-ewa.tsx';
import { renderEwa } from '../test/render-ewa.tsx';
import { WorkerDrawer } from './worker-drawer.tsx';

const ana = worker({ id: 'w1', firstName: 'Ana', lastName: 'Rivera' });

// The roster's row button for Ana, which opens her drawer as the employees table does.
function Roster() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rivera, Ana
      </button>
      {open ? <WorkerDrawer workerId="w1" onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const answers = {
  'GET /workers/w1': () => ana,
  'POST /employer-dashboard/company-info': () => ({
    companyData: { id: 'c1', settings: { amountLimitPerPayPeriod: 100000, transactionLimitPerPayPeriod: 5 } },
  }),
  'PUT /workers/w1/status': (call: EwaCall) => ({
    ...ana,
    statusAdminEnabled: (call.body as { enabled: boolean }).enabled,
    workerStatus: 'Inactive',
  }),
};

async function openDrawer() {
  const user = userEvent.setup();
  const view = renderEwa(<Roster />, answers);
  const opener = screen.getByRole('button', { name: 'Rivera, Ana' });
  await user.click(opener);
  const drawer = await screen.findByRole('dialog', { name: 'Ana Rivera' });
  const adminSwitch = await within(drawer).findByRole('switch', { name: 'Admin status' });
  return { ...view, user, opener, drawer, adminSwitch };
}

async function openMotive(user: ReturnType<typeof userEvent.setup>, adminSwitch: HTMLElement) {
  await user.click(adminSwitch);
  const dialog = await screen.findByRole('dialog', { name: /Turn off Admin status/ });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

describe('focus around the worker drawer and its status motive dialog', () => {
  it('gives the focus back to the row that opened the drawer when Escape closes it', async () => {
    const { user, opener } = await openDrawer();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus back to the row when the close button closes the drawer', async () => {
    const { user, opener, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus back to the switch that opened the motive dialog when Escape closes it, with the drawer still open', async () => {
    const { user, adminSwitch, calls } = await openDrawer();
    await openMotive(user, adminSwitch);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Turn off Admin status/ })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(adminSwitch));
    expect(screen.getByRole('dialog', { name: 'Ana Rivera' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('gives the focus back to the switch after the motive is saved', async () => {
    const { user, adminSwitch } = await openDrawer();
    const dialog = await openMotive(user, adminSwitch);
    await user.type(within(dialog).getByRole('textbox', { name: 'Motive' }), 'Left the company');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Turn off Admin status/ })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(adminSwitch));
    expect(adminSwitch).toHaveProperty('checked', false);
  });
});
