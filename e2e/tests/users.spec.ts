import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { sidebarLinks } from './support/frame.ts';
import { switchCompany } from './support/company.ts';
import { storageStatePath } from './support/personas.ts';
import { signIn } from './support/sign-in.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// Without SMTP_URL the demo server writes its e-mails beside its embedded database (apps/api/src/notifications/mailer.ts).
const outbox = resolve(import.meta.dirname, '..', '..', '.data', port === 3100 ? 'e2e-outbox' : `e2e-${port}-outbox`);
const MANAGER = `gerente.${Date.now().toString(36)}@isla.example`;
const PASSWORD = 'isla-gerente-2026';

async function firstSignInLink(email: string): Promise<string> {
  await expect
    .poll(() => readFile(resolve(outbox, `${email}.txt`), 'utf8').catch(() => ''), { message: 'the invitation e-mail' })
    .toContain('first-sign-in');
  const mail = await readFile(resolve(outbox, `${email}.txt`), 'utf8');
  const link = /https?:\/\/\S+/.exec(mail)?.[0] ?? '';
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function openUsers(page: Page): Promise<void> {
  await page.goto('/settings?section=users');
  await expect(page.getByRole('table', { name: 'Dashboard users' }).getByRole('row').nth(1)).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.describe('users and access', () => {
  test('the owner invites a manager with tips-manager on one group; the manager sets a password, signs in and sees only what §6 allows; disabling ends the manager’s session', async ({
    browser,
  }) => {
    const ownerContext = await browser.newContext({ storageState: storageStatePath('owner@isla.example') });
    const owner = await ownerContext.newPage();
    await openUsers(owner);
    await owner.getByRole('button', { name: 'Invite a user' }).click();
    const drawer = owner.getByRole('dialog', { name: 'Invite a user' });
    await drawer.getByRole('button', { name: 'Send invitation' }).click();
    await expect(drawer.getByText('Enter an e-mail address.')).toBeVisible();
    await expect(drawer.getByText('Choose at least one permission, or the super-admin role.')).toBeVisible();
    await drawer.getByLabel('E-mail', { exact: true }).fill(MANAGER);
    await drawer.getByLabel('First name', { exact: true }).fill('Lucía');
    await drawer.getByLabel('Last name', { exact: true }).fill('Ortiz');
    await drawer.getByText('Tips: manager', { exact: true }).click();
    await expect(drawer.getByRole('checkbox', { name: 'Tips: manager' })).toBeChecked();
    await drawer.getByText(/^103 · /).click();
    await expect(drawer.getByRole('checkbox', { name: /^103 · / })).toBeChecked();
    await expectAccessible(owner);
    await drawer.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText(`Invitation sent to ${MANAGER}`, { exact: true })).toBeVisible();
    const row = owner.getByRole('row', { name: new RegExp(MANAGER.replaceAll('.', '\\.')) });
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('103');

    const managerContext = await browser.newContext();
    const manager = await managerContext.newPage();
    await manager.goto(await firstSignInLink(MANAGER));
    await manager.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await manager.getByLabel('New password again').fill(PASSWORD);
    await manager.getByRole('button', { name: 'Set password' }).click();
    await expect(manager.getByText('Your password is set.')).toBeVisible();
    await signIn(manager, MANAGER, PASSWORD);
    await expect(manager).toHaveURL(/\/tips\/payout-history-dashboard/);
    expect(await sidebarLinks(manager)).toEqual(['Home', 'Payout History', 'Payment History']);
    const managerSession = await manager.request.get('/api/auth/session');
    expect(managerSession.status()).toBe(200);
    const companyId = ((await managerSession.json()) as { company: { id: string } }).company.id;
    expect((await manager.request.get(`/api/external-users?companyId[eq]=${companyId}`)).status()).toBe(403);

    await openUsers(owner);
    await owner.getByLabel('Search by e-mail').fill(MANAGER);
    await owner.getByRole('row', { name: new RegExp(MANAGER.replaceAll('.', '\\.')) }).click();
    const edit = owner.getByRole('dialog', { name: 'Edit Lucía Ortiz' });
    await expect(edit.getByRole('region', { name: 'Changes to this user' })).toContainText(MANAGER);
    await edit.getByRole('button', { name: 'Disable' }).click();
    await owner
      .getByRole('alertdialog', { name: 'Disable Lucía Ortiz?' })
      .getByRole('button', { name: 'Disable' })
      .click();
    await expect(owner.getByText('Lucía Ortiz disabled and signed out', { exact: true })).toBeVisible();

    expect((await manager.request.get('/api/auth/session')).status()).toBe(401);
    await manager.reload();
    await expect(manager).toHaveURL(/\/login/);
    await managerContext.close();
    await ownerContext.close();
  });

  test('a bank-details holder sees the users but cannot open the invite form, and the API refuses the call', async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: storageStatePath('ewa@isla.example') });
    const page = await context.newPage();
    await openUsers(page);
    await expect(page.getByText('You can see who has access; a super-admin changes it.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite a user' })).toHaveCount(0);
    await expectAccessible(page);
    const session = (await (await page.request.get('/api/auth/session')).json()) as { company: { id: string } };
    const refused = await page.request.post('/api/external-users', {
      headers: { 'x-requested-by': 'cuadre' },
      data: {
        companyId: session.company.id,
        email: 'otra.persona@isla.example',
        firstName: 'Otra',
        lastName: 'Persona',
        role: 'member',
        permissions: ['billing'],
      },
    });
    expect(refused.status()).toBe(403);
    await context.close();
  });

  test('staff give a new commissions approver of Costa one title, then move it to another brand; the API keeps that reach', async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: storageStatePath('staff@provider.example') });
    const page = await context.newPage();
    await page.goto('/settings?section=users');
    await switchCompany(page, 'Costa Motors');
    await openUsers(page);
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveText('Costa Motors');
    const approver = `aprobador.${Date.now().toString(36)}@costa.example`;

    await page.getByRole('button', { name: 'Invite a user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a user' });
    await expect(invite.getByRole('combobox', { name: 'Role' })).toHaveText('Member');
    await invite.getByLabel('E-mail', { exact: true }).fill(approver);
    await invite.getByLabel('First name', { exact: true }).fill('Ramón');
    await invite.getByLabel('Last name', { exact: true }).fill('Aprobador');
    await invite.getByText('Sales Commissions: approve', { exact: true }).click();
    const toyotaSales = invite.getByRole('group', { name: 'Costa Toyota · Sales' });
    await toyotaSales.getByText('Sales Manager', { exact: true }).click();
    await expect(toyotaSales.getByRole('checkbox', { name: 'Sales Manager' })).toBeChecked();
    await expectAccessible(page);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${approver}`, { exact: true })).toBeVisible();

    // The same address again: the API's 409 is said under the e-mail.
    await page.getByRole('button', { name: 'Invite a user' }).click();
    await invite.getByLabel('E-mail', { exact: true }).fill(approver);
    await invite.getByLabel('First name', { exact: true }).fill('Otra');
    await invite.getByLabel('Last name', { exact: true }).fill('Vez');
    await invite.getByText('EWA billing', { exact: true }).click();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(invite.getByText('This e-mail already has an account.').first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('row', { name: new RegExp(approver.replaceAll('.', '\\.')) }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Ramón Aprobador' });
    await expect(
      drawer.getByRole('group', { name: 'Costa Toyota · Sales' }).getByRole('checkbox', { name: 'Sales Manager' }),
    ).toBeChecked();
    await drawer
      .getByRole('group', { name: 'Costa Toyota · Sales' })
      .getByText('Sales Manager', { exact: true })
      .click();
    await drawer
      .getByRole('group', { name: 'Costa Honda · Sales' })
      .getByText('Sales Manager', { exact: true })
      .click();
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Ramón Aprobador updated', { exact: true })).toBeVisible();

    const session = (await (await page.request.get('/api/auth/session')).json()) as {
      companies: { id: string; name: string }[];
    };
    const costa = session.companies.find((company) => company.name === 'Costa Motors')!;
    const listed = await page.request.get(
      `/api/external-users?companyId[eq]=${costa.id}&email[eq]=${encodeURIComponent(approver)}`,
    );
    const [saved] = (
      (await listed.json()) as {
        items: { brands: { name: string; departments: { name: string; titles: { name: string }[] }[] }[] }[];
      }
    ).items;
    expect(saved?.brands).toEqual([
      {
        name: 'Costa Honda',
        departments: [{ name: 'Sales', titles: [expect.objectContaining({ name: 'Sales Manager' })] }],
      },
    ]);
    await context.close();
  });
});
