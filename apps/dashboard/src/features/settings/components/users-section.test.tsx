import type { components } from '@cuadre/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company, owner, renderSettings } from '../test/settings-fixtures.tsx';

type User = components['schemas']['DashboardUser'];

const person = (id: string, firstName: string, overrides: Partial<User> = {}): User => ({
  id,
  companyId: company.id,
  email: `${firstName.toLowerCase()}@isla.example`,
  firstName,
  lastName: 'Rivera',
  brands: [],
  brandsView: false,
  internalStaff: false,
  permissions: ['billing'],
  workerGroupCode: null,
  workerGroupCodes: [],
  role: 'member',
  status: 'active',
  lastSignInAt: null,
  twoStepEnabled: false,
  providerIdentityBound: false,
  ...overrides,
});

const elena = person('22222222-2222-4222-8222-222222222222', 'Elena', {
  twoStepEnabled: true,
  providerIdentityBound: true,
});
const pedro = person('33333333-3333-4333-8333-333333333333', 'Pedro');
const problem = (status: number, type: string, detail: string) =>
  Response.json(
    { type, title: 'Refused', status, detail },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
const recentSignInRequired = () =>
  problem(403, '/problems/recent-sign-in-required', 'To reset how someone signs in, sign in again.');

// The users API of one company: resets answer what `reset` says, and change the user when they succeed.
function usersApi(reset: (path: string) => Response | null = () => null) {
  const users = new Map([elena, pedro].map((user) => [user.id, structuredClone(user)]));
  const sent: { method: string; path: string; idempotencyKey: string | null }[] = [];
  const answer = (request: Request): Response => {
    const { pathname } = new URL(request.url);
    sent.push({ method: request.method, path: pathname, idempotencyKey: request.headers.get('idempotency-key') });
    if (pathname.endsWith('/employer-dashboard/company-info')) return Response.json({ companyData: company });
    if (pathname === '/api/external-users')
      return Response.json({ items: [...users.values()], page: 1, limit: 25, total: users.size });
    if (pathname.endsWith('/audit-events')) return Response.json({ items: [], page: 1, limit: 10, total: 0 });
    const match = /^\/api\/external-users\/([^/]+)\/(reset-two-step|reset-provider-identity)$/.exec(pathname);
    if (request.method === 'POST' && match) {
      const refused = reset(pathname);
      if (refused) return refused;
      const user = users.get(match[1]!)!;
      const changed =
        match[2] === 'reset-two-step' ? { ...user, twoStepEnabled: false } : { ...user, providerIdentityBound: false };
      users.set(user.id, changed);
      return Response.json(changed);
    }
    return problem(404, '/problems/not-found', 'Not found');
  };
  return { answer, sent, resets: () => sent.filter((call) => call.method === 'POST' && /reset-/.test(call.path)) };
}

async function openUser(name: string) {
  await userEvent.click(await screen.findByText(`${name} Rivera`));
  return screen.findByRole('dialog', { name: `Edit ${name} Rivera` });
}

describe('how the company’s users sign in, in Settings → Users', () => {
  it('shows whether each user signs in with two steps', async () => {
    renderSettings(owner, usersApi().answer, 'users');
    const table = await screen.findByRole('table');
    await within(table).findByText('Elena Rivera');
    const row = (name: string) => within(table).getByText(`${name} Rivera`).closest('tr')!;
    expect(within(row('Elena')).getByText('On')).toBeTruthy();
    expect(within(row('Pedro')).getByText('Off')).toBeTruthy();
  });

  it('resets a user’s two-step sign-in once the super-admin confirms what it means, and shows it off', async () => {
    const api = usersApi();
    renderSettings(owner, api.answer, 'users');
    const drawer = await openUser('Elena');
    const signIn = within(drawer).getByRole('region', { name: 'Sign-in' });
    expect(within(signIn).getByText('On')).toBeTruthy();
    expect(within(signIn).getByText('Linked')).toBeTruthy();

    await userEvent.click(within(signIn).getByRole('button', { name: 'Reset two-step sign-in' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset two-step sign-in for Elena Rivera?' });
    expect(within(confirm).getByText(/stop working at once/)).toBeTruthy();
    expect(api.resets()).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset two-step sign-in' }));

    expect(await screen.findByText('Two-step sign-in reset for Elena Rivera')).toBeTruthy();
    expect(api.resets()).toEqual([
      {
        method: 'POST',
        path: `/api/external-users/${elena.id}/reset-two-step`,
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    await waitFor(() => expect(within(signIn).getByText('Off')).toBeTruthy());
    expect(within(signIn).queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull();
  });

  it('turns a sign-in too old for the change into the offer to sign in again, which comes back to the page', async () => {
    const api = usersApi(() => recentSignInRequired());
    renderSettings(owner, api.answer, 'users');
    const drawer = await openUser('Elena');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reset sign-in identity' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset the sign-in identity of Elena Rivera?' });
    expect(within(confirm).getByText(/elena@isla\.example/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset sign-in identity' }));

    expect(await within(confirm).findByText('Sign in again to make this change')).toBeTruthy();
    const again = within(confirm).getByRole('link', { name: 'Sign in again' });
    const target = new URL(again.getAttribute('href')!, 'http://cuadre.test');
    expect(target.pathname).toBe('/api/auth/login');
    expect(target.searchParams.get('prompt')).toBe('login');
    expect(target.searchParams.get('returnTo')).toMatch(/^\//);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(within(drawer).getByRole('region', { name: 'Sign-in' })).getByText('Linked')).toBeTruthy();
  });

  it('says why when there is nothing to reset', async () => {
    renderSettings(
      owner,
      usersApi(() =>
        problem(
          409,
          '/problems/conflict',
          'Elena Rivera has no two-step sign-in to reset: they have not set it up. Nothing was changed.',
        ),
      ).answer,
      'users',
    );
    const drawer = await openUser('Elena');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reset two-step sign-in' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset two-step sign-in' }),
    );
    expect(await within(drawer).findByText(/has no two-step sign-in to reset/)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers no reset where there is nothing to reset', async () => {
    renderSettings(owner, usersApi().answer, 'users');
    const pedroDrawer = await openUser('Pedro');
    const signIn = within(pedroDrawer).getByRole('region', { name: 'Sign-in' });
    expect(within(signIn).getByText('Not linked yet')).toBeTruthy();
    expect(within(signIn).queryByRole('button')).toBeNull();
  });

  it('shows a bank-details holder how users sign in, without the resets', async () => {
    renderSettings({ ...owner, role: 'member', permissions: ['bank-details'] }, usersApi().answer, 'users');
    const drawer = await openUser('Elena');
    const signIn = within(drawer).getByRole('region', { name: 'Sign-in' });
    expect(within(signIn).getByText('On')).toBeTruthy();
    expect(within(signIn).queryByRole('button')).toBeNull();
  });
});
