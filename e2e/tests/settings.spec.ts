import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { productTabs, sidebarLinks } from './support/frame.ts';
import { expectValuesWhole } from './support/layout.ts';
import { storageStatePath } from './support/personas.ts';

type Company = {
  id: string;
  settingsVersion?: number;
  settings: Record<string, unknown>;
  companyGroups: { workerGroupCode: string; companyName: string; city: string }[];
};

async function companyOf(request: APIRequestContext): Promise<Company> {
  const session = (await (await request.get('/api/auth/session')).json()) as { company: Company };
  return session.company;
}

async function openSection(page: Page, section: string): Promise<void> {
  await page.goto(`/settings?section=${section}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

const group = (page: Page, name: string) => page.getByRole('form', { name });

test.describe('company settings as the owner', () => {
  test.use({ storageState: storageStatePath('owner@isla.example') });

  test('a bad fee percent is named and nothing is saved; a good one is saved and shows in the audit trail', async ({
    page,
  }) => {
    await openSection(page, 'company');
    const funding = group(page, 'Funding and fees');
    const fee = funding.getByLabel('Employee fee (%)', { exact: true });
    const before = await fee.inputValue();
    await expect(funding.getByLabel('Funding fee (%)', { exact: true })).toBeDisabled();
    await fee.fill('150');
    await funding.getByRole('button', { name: 'Save' }).click();
    await expect(funding.getByText('Enter a percent from 0 to 100.')).toBeVisible();
    await expect(funding.getByText('Fix the highlighted fields; nothing was saved.')).toBeVisible();
    await expectAccessible(page);
    expect((await companyOf(page.request)).settings.employeeFeePercent).toBe(Number(before));

    // The fees workers pay stop at 10 % (the money guardrails), here and at the API.
    await fee.fill('100');
    await funding.getByRole('button', { name: 'Save' }).click();
    await expect(funding.getByText('A fee workers pay is at most 10 %: enter a percent from 0 to 10.')).toBeVisible();
    const company = await companyOf(page.request);
    const refused = await page.request.patch(`/api/companies/${company.id}/settings`, {
      headers: { 'x-requested-by': 'cuadre' },
      data: { settings: { ...company.settings, employeeFeePercent: 100 } },
    });
    expect(refused.status()).toBe(400);
    expect(
      ((await refused.json()) as { errors: { pointer: string; code?: string; limit?: number }[] }).errors,
    ).toContainEqual(
      expect.objectContaining({ pointer: '/body/settings/employeeFeePercent', code: 'maximum', limit: 10 }),
    );
    expect((await companyOf(page.request)).settings.employeeFeePercent).toBe(Number(before));

    const next = Number(before) === 2.75 ? '3.25' : '2.75';
    await fee.fill(next);
    await funding.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Funding and fees saved.', { exact: true })).toBeVisible();
    expect((await companyOf(page.request)).settings.employeeFeePercent).toBe(Number(next));

    await page.getByRole('tab', { name: 'Audit trail' }).click();
    await expect(page).toHaveURL(/section=audit/);
    const latest = page.getByRole('table', { name: 'Changes to this company' }).getByRole('row').nth(1);
    await expect(latest).toContainText('owner@isla.example');
    await expect(latest).toContainText(`Employee fee (%) ${Number(before)} → ${Number(next)}`);
    await expectAccessible(page);
  });

  test('two people saving the same group: the second is told someone else saved first, and nothing is overwritten', async ({
    page,
    browser,
  }) => {
    const other = await browser.newContext({ storageState: storageStatePath('owner@isla.example') });
    const second = await other.newPage();
    await openSection(page, 'company');
    await openSection(second, 'company');
    const first = group(page, 'Limits').getByLabel('Transactions per pay period', { exact: true });
    const secondField = group(second, 'Limits').getByLabel('Transactions per pay period', { exact: true });
    await expect(first).toBeEditable();
    await expect(secondField).toBeEditable();
    const current = Number(await first.inputValue());
    // Both edit before either saves: the second keeps its draft and opened version even if its company arrives after the first save.
    await secondField.fill(String(current + 2));
    await first.fill(String(current + 1));
    await group(page, 'Limits').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Limits saved.', { exact: true })).toBeVisible();

    await group(second, 'Limits').getByRole('button', { name: 'Save' }).click();
    await expect(group(second, 'Limits').getByText('Someone else changed these settings')).toBeVisible();
    expect((await companyOf(page.request)).settings.transactionLimitPerPayPeriod).toBe(current + 1);
    await expectAccessible(second);

    await group(second, 'Limits').getByRole('button', { name: 'Reload the settings' }).click();
    await expect(group(second, 'Limits').getByLabel('Transactions per pay period', { exact: true })).toHaveValue(
      String(current + 1),
    );
    await other.close();
  });

  test('worker groups, bank details, users and preferences are tabs of the page', async ({ page }) => {
    await openSection(page, 'groups');
    await expect(page.getByRole('tab', { name: 'Worker groups', selected: true })).toBeVisible();
    await expect(page.getByLabel('Invoice e-mails', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Bank details' }).click();
    await expect(page.getByTestId('settings-bank-details')).toContainText('••••');
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page.getByRole('table', { name: 'Dashboard users' })).toContainText('tips.admin@isla.example');
    await expectAccessible(page);
  });
});

test.describe('who has access and what changed, read by the owner', () => {
  test.use({ storageState: storageStatePath('owner@isla.example') });

  test('every user and every change reads whole at 1,280 px in both languages', async ({ page }) => {
    // A user's permissions, under the role, may be many (whole in the title and the user's drawer); a change's values
    // may be long (a browser's name).
    await expectValuesWhole(page, '/settings?section=users', [
      { language: 'en-US', table: 'Dashboard users', except: 'Role and permissions' },
      { language: 'es-PR', table: 'Usuarios del panel', except: 'Rol y permisos' },
    ]);
    await expect(page.getByRole('row', { name: /Nilda Cordero insurance@isla\.example/ })).toBeVisible();
    await expectValuesWhole(page, '/settings?section=audit', [
      { language: 'en-US', table: 'Changes to this company', except: 'Changes' },
      { language: 'es-PR', table: 'Cambios a esta compañía', except: 'Cambios' },
    ]);
  });
});

test.describe('worker groups as two owners at once', () => {
  test.use({ storageState: storageStatePath('owner@isla.example') });

  test('an edit made before a colleague saved survives a refetch of the company, and its save is told someone else saved first', async ({
    page,
    browser,
    viewport,
    locale,
    timezoneId,
    reducedMotion,
  }) => {
    const other = await browser.newContext({
      storageState: storageStatePath('owner@isla.example'),
      viewport,
      locale,
      timezoneId,
      reducedMotion,
    });
    const second = await other.newPage();
    await openSection(page, 'groups');
    await openSection(second, 'groups');
    const name = (on: Page) => on.getByLabel('Name on invoices', { exact: true });
    const city = (on: Page) => on.getByLabel('City', { exact: true });
    const picker = second.getByRole('combobox', { name: 'Worker group' });
    await expect(city(page)).toBeEditable();
    await expect(city(second)).toBeEditable();
    const code = /\((\w+)\)$/.exec((await picker.textContent()) ?? '')?.[1];
    const storedGroup = async () =>
      (await companyOf(page.request)).companyGroups.find((candidate) => candidate.workerGroupCode === code);
    const before = await storedGroup();
    expect(before, 'the form shows a worker group of the company').toBeDefined();

    const edit = `${before!.city} Norte`;
    await city(second).fill(edit);

    const renamed = `${before!.companyName.replace(/ \d+$/, '')} ${Date.now() % 100_000}`;
    await name(page).fill(renamed);
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/worker-groups/'),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    // A window focus makes the second page read the company again; its group picker then shows the new name.
    const refetched = second.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/employer-dashboard/company-info'),
    );
    await second.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    expect((await refetched).status()).toBe(200);
    await expect(picker).toHaveText(`${renamed} (${code})`);
    await expect(city(second)).toHaveValue(edit);
    await expect(name(second)).toHaveValue(before!.companyName);

    const refused = second.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/worker-groups/'),
    );
    await second.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(409);
    await expect(second.getByText('Someone else changed these settings')).toBeVisible();
    expect(await storedGroup()).toMatchObject({ companyName: renamed, city: before!.city });
    // Back at the top: after the click on Save, axe counts the fields scrolled under the sticky header as obscured targets.
    await second.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(second);

    await second.getByRole('button', { name: 'Reload the settings' }).click();
    await expect(name(second)).toHaveValue(renamed);
    await expect(city(second)).toHaveValue(before!.city);
    await expect(second.getByText('Someone else changed these settings')).toHaveCount(0);
    await other.close();
  });
});

test.describe('company settings as a tips admin', () => {
  test.use({ storageState: storageStatePath('tips.admin@isla.example') });

  test('sees what §6 allows, changes the tips switches, and the API refuses the rest', async ({ page }) => {
    await openSection(page, 'company');
    const tabs = (await page.getByRole('tab').allTextContents()).map((text) => text.trim());
    expect(tabs).toEqual(['Company', 'Worker groups', 'Tips roles', 'Preferences']);
    await expect(group(page, 'Funding and fees').getByLabel('Employee fee (%)', { exact: true })).toBeDisabled();
    await expect(group(page, 'Invoicing').getByRole('button', { name: 'Save' })).toHaveCount(0);

    const tips = group(page, 'Tips');
    await tips.getByText('ATH Móvil', { exact: true }).click();
    await tips.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tips saved.', { exact: true })).toBeVisible();
    await expectAccessible(page);

    const company = await companyOf(page.request);
    const refused = await page.request.patch(`/api/companies/${company.id}/settings`, {
      headers: { 'x-requested-by': 'cuadre', 'idempotency-key': crypto.randomUUID() },
      data: { settings: { ...company.settings, billingEmails: ['tips@isla.example'] } },
    });
    expect(refused.status()).toBe(403);

    await page.getByRole('tab', { name: 'Tips roles' }).click();
    await expect(page.getByRole('table', { name: /Job codes of group/ })).toBeVisible();
  });

  test('changes the role rules of a worker group with the checks of the tip rules; the API keeps them', async ({
    page,
  }) => {
    await openSection(page, 'tips-roles');
    const code = /\((\w+)\)$/.exec(
      (await page.getByRole('combobox', { name: 'Worker group' }).textContent()) ?? '',
    )?.[1];
    const table = page.getByRole('table', { name: `Job codes of group ${code}` });
    await expect(table.getByRole('textbox', { name: 'Job code of role 1' })).toBeVisible();
    const existing = await table.getByRole('textbox', { name: 'Job code of role 1' }).inputValue();
    // The header row and one row per role: the role added next is numbered as the rows are counted now.
    const added = await table.getByRole('row').count();
    const stored = async () => {
      const answer = await page.request.get(`/api/tips/irsi-role-rules?workerGroupCode=${code}`);
      return (await answer.json()) as {
        tipUserRoles: { jobcode: number; name: string }[];
        reportRoles: { jobcode: number }[];
        payableRoles: { jobcode: number }[];
      };
    };

    await page.getByRole('button', { name: 'Add role' }).click();
    await table.getByRole('textbox', { name: `Job code of role ${added}` }).fill(existing);
    await expect(table.getByText(`Duplicated job code on role rule: ${Number(existing)}`)).toBeVisible();
    await expect(table.getByText('Role is required.')).toBeVisible();
    await page.getByRole('button', { name: 'Save role rules' }).click();
    await expect(page.getByText('Fix the fields marked in the table before saving.')).toBeVisible();
    await expectAccessible(page);

    const jobcode = 900_000 + (Date.now() % 90_000);
    await table.getByRole('textbox', { name: `Job code of role ${added}` }).fill(String(jobcode));
    await table.getByRole('textbox', { name: `Name of role ${added}` }).fill('Sommelier');
    // The box is drawn over its input: a person presses the box, that is, the checkbox's label.
    const paidOut = table.getByRole('checkbox', { name: `Paid out: role ${added}` });
    await paidOut.locator('xpath=ancestor::label[1]').click();
    await expect(paidOut).not.toBeChecked();
    await page.getByRole('button', { name: 'Save role rules' }).click();
    await expect(page.getByText(`The role rules of group ${code} were saved.`, { exact: true })).toBeVisible();
    const saved = await stored();
    expect(saved.tipUserRoles).toContainEqual({ jobcode, name: 'Sommelier' });
    expect(saved.reportRoles.map((role) => role.jobcode)).toContain(jobcode);
    expect(saved.payableRoles.map((role) => role.jobcode)).not.toContain(jobcode);

    // The group's rules as they were: the added role removed again.
    await page.reload();
    const row = table.getByRole('row').filter({ has: page.locator(`input[value="${jobcode}"]`) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Remove role / }).click();
    const restored = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/tips/irsi-role-rules'),
    );
    await page.getByRole('button', { name: 'Save role rules' }).click();
    expect((await restored).status()).toBe(200);
    expect((await stored()).tipUserRoles.map((role) => role.jobcode)).not.toContain(jobcode);
  });
});

test.describe('company features as the provider’s staff', () => {
  test.use({ storageState: storageStatePath('staff@provider.example') });

  type Features = {
    commissionsTabLabel: string;
    insights: boolean;
    tipsMode: string;
    payrollActivity: boolean;
    irsiWorkerGroupCodes: string[];
  };
  const borinquenFeatures: Features = {
    commissionsTabLabel: 'payroll',
    insights: true,
    tipsMode: 'home',
    payrollActivity: false,
    irsiWorkerGroupCodes: [],
  };

  async function borinquenId(request: APIRequestContext): Promise<string> {
    const answer = (await (
      await request.get('/api/employer-dashboard/companies?email=staff%40provider.example')
    ).json()) as { companies: { id: string; name: string }[] };
    return answer.companies.find((company) => company.name === 'Borinquen Logistics')!.id;
  }

  // Whatever happens in the journey, Borinquen leaves it with the demo's features, which other journeys expect.
  test.afterEach(async ({ page }) => {
    const response = await page.request.patch(`/api/companies/${await borinquenId(page.request)}/settings`, {
      headers: { 'x-requested-by': 'cuadre', 'idempotency-key': crypto.randomUUID() },
      data: { features: borinquenFeatures },
    });
    expect(response.status()).toBe(200);
  });

  async function choose(page: Page, label: string, option: string) {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  test('staff rename the Commissions tab and turn Insights off; the tabs, the sidebar and the API follow, and it is in the audit trail', async ({
    page,
  }) => {
    const companyId = await borinquenId(page.request);
    await page.goto('/commissions/home');
    await expect(productTabs(page)).toContainText(['EWA', 'Payroll']);
    expect(await sidebarLinks(page)).toContain('Insights');

    await openSection(page, 'features');
    const features = page.getByRole('form', { name: 'Company features' });
    await expect(features.getByRole('combobox', { name: 'Commissions tab label' })).toHaveText('Payroll');
    await expectAccessible(page);
    await choose(page, 'Commissions tab label', 'Parts & Services Commissions');
    await features.getByText('Insights in Commissions', { exact: true }).click();
    await features.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company features saved', { exact: true })).toBeVisible();

    // The frame follows at once, without reloading or signing in again.
    await expect(productTabs(page).filter({ hasText: 'Parts & Services Commissions' })).toHaveCount(1);
    await expect(productTabs(page).filter({ hasText: /^Payroll$/ })).toHaveCount(0);
    await productTabs(page).filter({ hasText: 'Parts & Services Commissions' }).click();
    await expect(page).toHaveURL(/\/commissions\/home$/);
    expect(await sidebarLinks(page)).not.toContain('Insights');
    const refused = await page.request.get(`/api/compensation/commission-insights?companyId=${companyId}`);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'Commissions Insights is turned off for this company; it is turned on in Settings, under Company features.',
    );
    await page.goto('/commissions/insights');
    await expect(page).not.toHaveURL(/\/commissions\/insights$/);

    await page.goto('/settings?section=audit');
    const latest = page.getByRole('table', { name: 'Changes to this company' }).getByRole('row').nth(1);
    await expect(latest).toContainText('staff@provider.example');
    await expect(latest).toContainText('Company features');
    await expect(latest).toContainText('commissionsTabLabel: parts-and-services');

    // Back as the demo has them: the tab reads Payroll again and Insights returns.
    await openSection(page, 'features');
    await choose(page, 'Commissions tab label', 'Payroll');
    await features.getByText('Insights in Commissions', { exact: true }).click();
    await features.getByRole('button', { name: 'Save' }).click();
    await expect(productTabs(page).filter({ hasText: /^Payroll$/ })).toHaveCount(1);
    await page.goto('/commissions/insights');
    await expect(page).toHaveURL(/\/commissions\/insights$/);
    expect(await sidebarLinks(page)).toContain('Insights');
  });
});
