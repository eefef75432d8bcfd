import type { components } from '@cuadre/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company, owner, renderSettings } from '../test/settings-fixtures.tsx';

type User = components['schemas']['DashboardUser'];
type Brand = components['schemas']['BrandStructure'];
type Body = Record<string, unknown>;

const calendar = {
  commissionBatchCreationLimitDate: null,
  commissionBatchApprovalLimitDate: null,
  commissionFrequency: 'monthly',
  daysBeforeCreationNotification: 3,
  daysBeforeApprovalNotification: 3,
} as const;
const title = (name: string) => ({ name, ...calendar });

// The company's brands as the signed-in super-admin sees them.
const companyBrands: Brand[] = [
  {
    name: 'Kia',
    logoUrl: null,
    departments: [{ name: 'Sales', titles: [title('Sales Manager'), title('Salesperson')] }],
  },
  {
    name: 'Toyota',
    logoUrl: null,
    departments: [
      { name: 'Sales', titles: [title('Sales Manager'), title('Salesperson')] },
      { name: 'Service', titles: [title('Service Advisor')] },
    ],
  },
];

const approver: User = {
  id: '44444444-4444-4444-8444-444444444444',
  companyId: company.id,
  email: 'approver@isla.example',
  firstName: 'Rafael',
  lastName: 'Colón',
  brands: [{ name: 'Toyota', departments: [{ name: 'Sales', titles: [{ name: 'Sales Manager', rank: 2 }] }] }],
  brandsView: false,
  internalStaff: false,
  permissions: ['commissions-approve'],
  workerGroupCode: null,
  workerGroupCodes: [],
  role: 'member',
  status: 'active',
  lastSignInAt: null,
  twoStepEnabled: false,
  providerIdentityBound: false,
};

const refusal = (status: number, detail: string, errors: { pointer: string; message: string }[] = []) =>
  Response.json(
    {
      type: status === 422 ? '/problems/unprocessable' : '/problems/conflict',
      title: 'Refused',
      status,
      detail,
      errors,
    },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

// The users API of one company with one approver; a change answers what `refuse` says, else it is kept.
function usersApi(refuse: (body: Body) => Response | null = () => null) {
  let user = structuredClone(approver);
  const changes: Body[] = [];
  const invites: Body[] = [];
  const answer = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/employer-dashboard/company-info')) return Response.json({ companyData: company });
    if (pathname === '/api/compensation/brands') return Response.json({ brands: companyBrands });
    if (pathname.endsWith('/audit-events')) return Response.json({ items: [], page: 1, limit: 10, total: 0 });
    if (pathname === '/api/external-users' && request.method === 'GET')
      return Response.json({ items: [user], page: 1, limit: 25, total: 1 });
    if (pathname === '/api/external-users' && request.method === 'POST') {
      const body = (await request.json()) as Body;
      invites.push(body);
      return (
        refuse(body) ??
        Response.json(
          { ...approver, id: '55555555-5555-4555-8555-555555555555', ...body, status: 'invited' },
          { status: 201 },
        )
      );
    }
    if (pathname === `/api/external-users/${approver.id}` && request.method === 'PATCH') {
      const body = (await request.json()) as Body;
      changes.push(body);
      const refused = refuse(body);
      if (refused) return refused;
      user = { ...user, ...(body as Partial<User>) };
      return Response.json(user);
    }
    return refusal(404, 'Not found');
  };
  return { answer, changes, invites };
}

async function openApprover(api = usersApi()) {
  renderSettings(owner, api.answer, 'users');
  await userEvent.click(await screen.findByText('Rafael Colón'));
  const drawer = await screen.findByRole('dialog', { name: 'Edit Rafael Colón' });
  await within(drawer).findByRole('group', { name: 'Toyota · Service' });
  return { api, drawer };
}

const titleBox = (drawer: HTMLElement, department: string, name: string) =>
  within(within(drawer).getByRole('group', { name: department })).getByRole('checkbox', { name }) as HTMLInputElement;
const save = (drawer: HTMLElement) => userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));

describe('a user’s brands, departments and titles, in Settings → Users', () => {
  it('shows the company’s titles by brand and department, with the user’s own chosen', async () => {
    const { drawer } = await openApprover();
    expect(titleBox(drawer, 'Toyota · Sales', 'Sales Manager').checked).toBe(true);
    expect(titleBox(drawer, 'Toyota · Sales', 'Salesperson').checked).toBe(false);
    expect(titleBox(drawer, 'Kia · Sales', 'Sales Manager').checked).toBe(false);
    expect(within(drawer).getByText(/None chosen: every title of the company/)).toBeTruthy();
  });

  it('changes an approver’s reach to other titles and sends them as brands, departments and titles', async () => {
    const { api, drawer } = await openApprover();
    await userEvent.click(titleBox(drawer, 'Toyota · Sales', 'Sales Manager'));
    await userEvent.click(titleBox(drawer, 'Toyota · Service', 'Service Advisor'));
    await userEvent.click(titleBox(drawer, 'Kia · Sales', 'Sales Manager'));
    await save(drawer);
    await waitFor(() => expect(api.changes).toHaveLength(1));
    expect(api.changes[0]?.brands).toEqual([
      { name: 'Toyota', departments: [{ name: 'Service', titles: [{ name: 'Service Advisor', rank: 0 }] }] },
      { name: 'Kia', departments: [{ name: 'Sales', titles: [{ name: 'Sales Manager', rank: 0 }] }] },
    ]);
    expect(await screen.findByText('Rafael Colón updated')).toBeTruthy();
  });

  it('leaves the titles alone when they did not change', async () => {
    const { api, drawer } = await openApprover();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Parts & Services: view' }));
    await save(drawer);
    await waitFor(() => expect(api.changes).toHaveLength(1));
    expect(api.changes[0]).not.toHaveProperty('brands');
    expect(api.changes[0]?.permissions).toEqual(['commissions-approve', 'commissions-view']);
  });

  it('shows a title the company no longer has under the titles, in the reader’s words', async () => {
    const { drawer } = await openApprover(
      usersApi(() =>
        refusal(422, 'Some titles do not exist in this company.', [
          { pointer: '/body/brands', message: 'No title Toyota / Sales / Salesperson.' },
        ]),
      ),
    );
    await userEvent.click(titleBox(drawer, 'Toyota · Sales', 'Salesperson'));
    await save(drawer);
    expect(
      await within(drawer).findByText(
        'Toyota / Sales / Salesperson is not a title of this company any more: clear it and save again.',
      ),
    ).toBeTruthy();
    expect(titleBox(drawer, 'Toyota · Sales', 'Salesperson').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the refusal to remove one’s own super-admin role under the role', async () => {
    const { drawer } = await openApprover(
      usersApi(() => refusal(409, 'You cannot remove your own super-admin role; another super-admin can.')),
    );
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'First name' }), 'o');
    await save(drawer);
    const role = within(drawer).getByRole('combobox', { name: 'Role' });
    await waitFor(() => expect(role.getAttribute('aria-invalid')).toBe('true'));
    const described = (role.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('You cannot remove your own super-admin role; another super-admin can.');
  });
});

describe('the invitation form', () => {
  it('names its Role select, and sends the titles chosen', async () => {
    const api = usersApi();
    renderSettings(owner, api.answer, 'users');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a user' }));
    const drawer = await screen.findByRole('dialog', { name: 'Invite a user' });
    expect(within(drawer).getByRole('combobox', { name: 'Role' }).textContent).toContain('Member');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'E-mail' }), 'nuevo@isla.example');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'First name' }), 'Nuevo');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Last name' }), 'Aprobador');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Sales Commissions: approve' }));
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'Service Advisor' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.invites).toHaveLength(1));
    expect(api.invites[0]?.brands).toEqual([
      { name: 'Toyota', departments: [{ name: 'Service', titles: [{ name: 'Service Advisor', rank: 0 }] }] },
    ]);
  });

  it('says under the e-mail that it already has an account', async () => {
    const api = usersApi(() => refusal(409, 'This e-mail already has an account.'));
    renderSettings(owner, api.answer, 'users');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a user' }));
    const drawer = await screen.findByRole('dialog', { name: 'Invite a user' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'E-mail' }), 'approver@isla.example');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'First name' }), 'Otro');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Last name' }), 'Más');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'EWA billing' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(drawer).getAllByText('This e-mail already has an account.').length).toBeGreaterThan(0);
  });
});
