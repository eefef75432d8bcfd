import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { pageHeading } from './support/frame.ts';
import { storageStatePath } from './support/personas.ts';
import { chooseOption } from './support/select.ts';

test.use({ storageState: storageStatePath('owner@isla.example') });

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const unreadCount = async (page: Page) =>
  Number((await bell(page).getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

test('the bell shows Isla’s notifications and one marked read stays read after a reload', async ({ page }) => {
  await page.goto('/ewa/employees');
  await expect(pageHeading(page)).toHaveText('Employees');
  await expect(bell(page)).toHaveAccessibleName(/Notifications, \d+ unread/);
  const before = await unreadCount(page);
  expect(before).toBeGreaterThan(0);

  await bell(page).click();
  const rows = panel(page).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(10);
  await expect(panel(page).getByText(`${before} unread`)).toBeVisible();
  await expect(
    panel(page)
      .getByRole('link', { name: /Invoice due soon/ })
      .first(),
  ).toHaveAttribute('href', '/ewa/billing');
  await expectAccessible(page);

  const states = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
  const index = states.indexOf('unread');
  const row = rows.nth(index);
  const text = await row.getByRole('link').textContent();
  await row.getByRole('button', { name: /^Mark read:/ }).click();
  await expect(row).toHaveAttribute('data-state', 'read');
  await expect(bell(page)).toHaveAccessibleName(
    before - 1 === 0 ? 'Notifications' : `Notifications, ${before - 1} unread`,
  );

  await page.reload();
  await expect(pageHeading(page)).toHaveText('Employees');
  await expect(bell(page)).toHaveAccessibleName(
    before - 1 === 0 ? 'Notifications' : `Notifications, ${before - 1} unread`,
  );
  await bell(page).click();
  await expect(rows.nth(index)).toHaveAttribute('data-state', 'read');
  await expect(rows.nth(index).getByRole('link')).toHaveText(text ?? '');
});

test('a notification opens the page that resolves it', async ({ page }) => {
  await page.goto('/ewa/employees');
  await bell(page).click();
  await panel(page)
    .getByRole('link', { name: /Deduction file missing/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ewa\/deductions$/);
  await expect(pageHeading(page)).toHaveText('Deductions');
  await expect(panel(page)).toBeHidden();
});

test('a Spanish reader reads the notifications in Spanish, dates included', async ({ page }) => {
  await page.goto('/ewa/employees');
  await chooseOption(page, 'Language', 'Español (Puerto Rico)');
  const campana = page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
  await campana.click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  const invoice = panel.getByRole('link', { name: /Factura por vencer/ }).first();
  await expect(invoice).toBeVisible();
  await expect(invoice).toContainText(/La factura [A-Z]+\d+-\d{4} del grupo \d+ vence el \d{1,2} [a-z]+\.? \d{4}\./);
  await expectAccessible(page);
});

test.describe('an approver at Costa', () => {
  test.use({ storageState: storageStatePath('approver@costa.example') });

  test('a batch’s notification opens it in its own commission area', async ({ page, playwright, baseURL }) => {
    // A creator submits a Sales Commissions batch; its approvers hear of it.
    const creator = await playwright.request.newContext({
      baseURL,
      storageState: storageStatePath('creator@costa.example'),
    });
    const { company } = (await (await creator.get('/api/auth/session')).json()) as { company: { id: string } };
    const headers = () => ({ 'X-Requested-By': 'cuadre', 'Idempotency-Key': crypto.randomUUID() });
    const created = await creator.post('/api/compensation/commission-batches', {
      headers: headers(),
      data: {
        companyId: company.id,
        area: 'commissions-v2',
        type: 'normal',
        startDate: '2025-05-01',
        endDate: '2025-05-31',
        setOfWorkers: [{ brand: 'Costa Toyota', departments: [{ name: 'Sales', titles: ['Sales Manager'] }] }],
      },
    });
    expect([201, 409], await created.text()).toContain(created.status());
    const batchId =
      created.status() === 409
        ? ((await created.json()) as { conflictsWith: { id: string } }).conflictsWith.id
        : ((await created.json()) as { id: string }).id;
    const submitted = await creator.post(`/api/compensation/commission-batch/${batchId}/submit`, {
      headers: headers(),
    });
    expect([200, 409], await submitted.text()).toContain(submitted.status());
    await creator.dispose();

    const answer = (await (await page.request.get(`/api/employer-notifications/${company.id}?limit=200`)).json()) as {
      items: { link: string }[];
    };
    const batchLinks = answer.items
      .map((item) => item.link)
      .filter((link) => /^\/commissions-v[23]\/batch-[a-z-]+\?id=/.test(link));
    expect(batchLinks.some((link) => link.endsWith(`?id=${batchId}`))).toBe(true);
    // Every batch link names the area its batch belongs to.
    for (const link of batchLinks) {
      const id = new URL(link, 'http://localhost').searchParams.get('id');
      const batch = (await (await page.request.get(`/api/compensation/commission-batch/${id}`)).json()) as {
        area: string;
      };
      expect(link.startsWith(`/${batch.area}/`), `${link} opens a batch of ${batch.area}`).toBe(true);
    }

    const link = batchLinks.find((candidate) => candidate.endsWith(`?id=${batchId}`))!;
    await page.goto('/commissions-v2/home');
    await bell(page).click();
    await panel(page).locator(`a[href="${link}"]`).first().click();
    await expect(page).toHaveURL(link);
    await expect(panel(page)).toBeHidden();
  });
});
