import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../shared/i18n/i18n.ts';
import { sessionUserState } from '../shared/states/session-user-state.ts';
import { renderApp } from '../test/render-app.tsx';
import { sessionOf, testCompany, testUser } from '../test/fake-shell-api.ts';

const isla = testCompany('isla', {
  tipsMode: 'irsi-by-group',
  payrollActivity: true,
  irsiWorkerGroupCodes: ['103', '204'],
});
const costa = testCompany('costa');
const companies = { isla, costa };

const owner = testUser('owner@isla.example', 'super-admin', []);
const tipsAdmin = testUser('tips.admin@isla.example', 'member', ['tips-admin', 'payroll-activity']);

const heading = async (name: string) => screen.findByRole('heading', { level: 1, name });
// Opens the select (or searchable list) named `label` and picks `option`, as a user does.
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
const linkNames = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('the app shell', () => {
  it('a deep link without a session goes to sign-in, which starts the server’s sign-in for that link', async () => {
    const { router } = renderApp('/ewa/billing', { session: null, companies });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fewa%2Fbilling');
  });

  it('a super-admin lands on employees inside the frame, with their tabs and sidebar', async () => {
    const { router } = renderApp('/', { session: sessionOf(owner), companies });
    await heading('Employees');
    expect(router.state.location.pathname).toBe('/ewa/employees');
    expect(linkNames(screen.getByRole('navigation', { name: 'Products' }))).toEqual([
      'EWA',
      'Parts & Services Commissions',
      'Insurance',
      'Tips',
    ]);
    expect(linkNames(screen.getByRole('navigation', { name: 'Dashboard navigation' }))).toEqual([
      'Employees',
      'Deductions',
      'Billing',
      'Reports',
      'Settings',
    ]);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.getAllByTestId('tab-divider')).toHaveLength(3);
  });

  it('the sidebar is hidden on the batch pages of commissions v2', async () => {
    const creator = testUser('creator@costa.example', 'member', ['commissions-create', 'commissions-v2-create'], {
      companyId: 'costa',
    });
    renderApp('/commissions-v2/create-batch', { session: sessionOf(creator), companies, dynamicCommissionCount: 3 });
    await heading('Create batch');
    expect(screen.queryByRole('navigation', { name: 'Dashboard navigation' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Products' })).toBeTruthy();
  });

  it('a page the user may not open brings them to their landing page and says why', async () => {
    const ewaUser = testUser('ewa@isla.example', 'member', ['employees', 'billing']);
    const { router } = renderApp('/insurance/uploads', { session: sessionOf(ewaUser), companies });
    await heading('Employees');
    expect(router.state.location.pathname).toBe('/ewa/employees');
    expect(
      await screen.findByText('Your account cannot open Uploads (Insurance), so we took you to your home page.'),
    ).toBeTruthy();
  });

  it('a tips manager refused a tips page is told which page, in Spanish too', async () => {
    const manager = testUser('tips.manager@isla.example', 'member', ['tips-manager'], { workerGroupCode: '103' });
    const { router } = renderApp('/tips/employees', { session: sessionOf(manager), companies });
    await heading('Payout History');
    expect(router.state.location.pathname).toBe('/tips/payout-history-dashboard');
    expect(
      await screen.findByText('Your account cannot open Employees (Tips), so we took you to your home page.'),
    ).toBeTruthy();
    await activateLocale('es-PR');
    try {
      await router.navigate('/tips/reports');
      expect(
        await screen.findByText(
          'Su cuenta no puede abrir Informes (Propinas), así que lo llevamos a su página de inicio.',
        ),
      ).toBeTruthy();
    } finally {
      await activateLocale('en-US');
    }
  });

  it.each([
    ['keeps the page the new company shows', '/ewa/billing', 'costa', '/ewa/billing'],
    ['drops the old company’s record ids', '/commissions-v3/batch-details?id=batch-1', 'costa', '/commissions-v3/home'],
    ['keeps the settings section', '/settings?section=users', 'costa', '/settings?section=users'],
    ['goes to the area’s start when the page is missing there', '/tips/payroll-activity', 'costa', '/tips/home'],
  ])('internal staff switching company %s', async (_name, from, to, expected) => {
    const user = userEvent.setup();
    const staff = testUser('staff@provider.example', 'super-admin', [], { companyId: 'isla' });
    const { router, api } = renderApp(from, { session: sessionOf(staff, 'isla', true), companies });
    const switcher = await screen.findByRole('combobox', { name: 'Company' });
    // The list of companies has arrived when the switcher takes a choice.
    await waitFor(() => expect(switcher).toHaveProperty('disabled', false));
    await choose(user, 'Company', companies[to as keyof typeof companies].name);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected));
    expect(api.calls).toContain(`company-info ${to}`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Company' }).textContent).toBe(
        companies[to as keyof typeof companies].name,
      ),
    );
    expect(screen.queryByText(/Your account cannot open/)).toBeNull();
  });

  it("'Select Group' lists the company's groups by code and swaps the irsi variant of tips home", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/tips/home', { session: sessionOf(tipsAdmin), companies });
    await heading('Home');
    await user.click(screen.getByRole('combobox', { name: 'Select Group' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Isla Dorado (103)',
      'Isla Condado (204)',
      'Isla Ponce (500)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Isla Condado (204)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tips/irsi/home'));
    expect(router.state.historyAction).toBe('REPLACE');
    await choose(user, 'Select Group', 'Isla Ponce (500)');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tips/home'));
  });

  it('a user with no permitted page is signed out and sees the alert', async () => {
    const nobody = testUser('nobody@isla.example', 'member', []);
    const { navigateAway, api } = renderApp('/', {
      session: sessionOf(nobody),
      companies,
      endSessionUrl: '/oidc/session/end',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('You are not authorized to access this page.');
    expect(api.calls).toContain('logout');
    expect(navigateAway).toHaveBeenCalledWith('/oidc/session/end');
  });

  it('Sign Out ends the session, clears the user and follows the provider’s end-session page', async () => {
    const user = userEvent.setup();
    const { navigateAway, store } = renderApp('/ewa/employees', {
      session: sessionOf(owner),
      companies,
      endSessionUrl: '/oidc/end',
    });
    await heading('Employees');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/oidc/end'));
    expect(store.get(sessionUserState)).toBeNull();
  });

  it('an unknown address shows the not-found page inside the frame', async () => {
    renderApp('/ewa/nothing-here', { session: sessionOf(owner), companies });
    await heading('Page not found');
    expect(screen.getByRole('navigation', { name: 'Products' })).toBeTruthy();
  });

  it('switching the language to Spanish relabels the frame', async () => {
    const user = userEvent.setup();
    renderApp('/ewa/employees', { session: sessionOf(owner), companies });
    await heading('Employees');
    await choose(user, 'Language', 'Español (Puerto Rico)');
    expect(await heading('Empleados')).toBeTruthy();
    expect(linkNames(screen.getByRole('navigation', { name: 'Productos' }))).toContain('Seguros');
    await activateLocale('en-US');
  });
});

describe('the sign-in page', () => {
  it.each([
    ['not-authorized', 'You are not authorized to access this page.'],
    ['email-not-verified', 'has not verified this e-mail address'],
    ['second-factor-required', 'must sign in with a second step'],
    ['sign-in-failed', 'Sign-in did not finish. Try again.'],
    ['__proto__', 'Sign-in did not finish. Try again.'],
  ])('says why the server sent the browser back (%s)', async (error, words) => {
    renderApp(`/login?error=${error}`, { session: null, companies });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(words);
  });
});
