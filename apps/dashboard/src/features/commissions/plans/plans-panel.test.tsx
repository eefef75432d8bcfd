import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BatchListScreen } from '../batches/batch-list-screen.tsx';
import type { FakeCommissionsApi } from '../test/commissions-fixtures.tsx';
import {
  approver,
  commissionEmployee,
  creator,
  fakeCommissionsApi,
  renderCommissions,
  viewer,
} from '../test/commissions-fixtures.tsx';
import type { SessionUser } from '@cuadre/domain';

async function openPlans(user: SessionUser, api: FakeCommissionsApi) {
  renderCommissions(
    [{ path: '/commissions-v3/home', element: <BatchListScreen area="commissions-v3" title="Commission Batches" /> }],
    { user, path: '/commissions-v3/home', api },
  );
  await userEvent.click(await screen.findByRole('tab', { name: 'Plans' }));
  await screen.findByRole('table', { name: 'Plans' });
}

async function openNewPlan(api: FakeCommissionsApi) {
  await openPlans(approver, api);
  await userEvent.click(screen.getByRole('button', { name: 'New plan' }));
  return screen.findByRole('dialog', { name: 'New plan' });
}

const posts = (api: FakeCommissionsApi) => api.sent.filter((request) => request.method === 'POST');

describe('a new plan', () => {
  it.each([
    ['a creator', creator],
    ['a viewer', viewer],
  ])('is not offered to %s', async (_who, user) => {
    await openPlans(user, fakeCommissionsApi());
    expect(screen.queryByRole('button', { name: 'New plan' })).toBeNull();
  });

  it('is refused in the browser, naming each field, and nothing is sent', async () => {
    const api = fakeCommissionsApi();
    const dialog = await openNewPlan(api);
    await userEvent.clear(within(dialog).getByLabelText('From, step 1'));
    await userEvent.type(within(dialog).getByLabelText('From, step 1'), 'ten');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain('Fix 2 problems before saving.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 1, Name: This field is required.', 'Line 1, From, step 1: Must be a number.']);
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(posts(api)).toEqual([]);
  });

  it("puts the API's refusal on the field it names", async () => {
    const api = fakeCommissionsApi();
    api.override = (request) =>
      request.method === 'POST'
        ? Response.json(
            {
              type: '/problems/unprocessable',
              title: 'Unprocessable',
              status: 422,
              detail: 'The plan breaks a rule.',
              errors: [{ pointer: '/body/lines/0/name', message: 'The line Front gross appears twice.' }],
            },
            { status: 422, headers: { 'content-type': 'application/problem+json' } },
          )
        : undefined;
    const dialog = await openNewPlan(api);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Front gross');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByText('Line 1, Name: The line Front gross appears twice.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('is created with its placement, named workers and lines, said so, and listed', async () => {
    const api = fakeCommissionsApi();
    const dialog = await openNewPlan(api);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Brand' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Costa Toyota' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Department' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Luis Ortiz (1001)' }));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Back gross');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    expect(await screen.findByText('The plan Costa Toyota · Sales · Any title was created.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New plan' })).toBeNull());
    expect(posts(api).map((request) => request.body)).toEqual([
      {
        companyId: 'costa',
        active: true,
        workerIds: ['w-luis'],
        brand: 'Costa Toyota',
        department: 'Sales',
        title: null,
        lines: [
          {
            name: 'Back gross',
            type: 'tiered',
            inputType: 'dollars',
            commissionType: 'percentage',
            origin: 'dealer-system',
            manual: false,
            rank: 1,
            applyTo: [],
            addTo: [],
            subtractTo: [],
            visible: true,
            steps: [{ min: 0, max: null, perUnit: 0, flat: 0 }],
          },
        ],
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Costa Toyota · Sales · Any title' })).toBeTruthy();
  });

  it('names a worker found by the server past the first 200, who stays named whatever the search shows', async () => {
    const employees = Array.from({ length: 250 }, (_, index) =>
      commissionEmployee(5001 + index, { lastName: `Zapata ${String(index + 1).padStart(4, '0')}` }),
    );
    const api = fakeCommissionsApi({ employees });
    const dialog = await openNewPlan(api);
    expect(await within(dialog).findByText('1–20 of 250')).toBeTruthy();
    const search = within(dialog).getByLabelText('Find a worker by name or payroll number');
    await userEvent.type(search, 'zapata 0250');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Luis Zapata 0250 (5250)' }));
    await userEvent.clear(search);
    expect(await within(dialog).findByText('1–20 of 250')).toBeTruthy();
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Luis Zapata 0250 (5250)' }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Back gross');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect((posts(api)[0]?.body as { workerIds: string[] }).workerIds).toEqual(['w-5250']);
  });
});

describe('the plan editor', () => {
  it('loads the one plan it edits by id', async () => {
    const api = fakeCommissionsApi();
    await openPlans(approver, api);
    await userEvent.click(screen.getByRole('button', { name: 'Costa Toyota · Sales · Sales Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Costa Toyota · Sales · Sales Manager' });
    expect(await within(dialog).findByDisplayValue('Front gross')).toBeTruthy();
    expect(api.sent.find((request) => request.path === '/compensation/compensation-plan')?.search).toBe(
      '?planId=plan-sales',
    );
  });

  it('says when the plan no longer exists', async () => {
    const api = fakeCommissionsApi();
    await openPlans(viewer, api);
    api.plans = [];
    await userEvent.click(screen.getByRole('button', { name: 'Costa Toyota · Sales · Sales Manager' }));
    expect(await screen.findByText('The plan could not be loaded')).toBeTruthy();
  });
});
