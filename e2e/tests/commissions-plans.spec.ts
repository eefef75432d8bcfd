import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { chooseOption } from './support/select.ts';
import { pageHeading } from './support/frame.ts';
import { storageStatePath } from './support/personas.ts';

// Plans and draft batches at Costa: an approver creates a plan (refused in the browser until its line has a
// name), a creator reads who a draft batch covers and deletes it from its details and another from the list,
// and a viewer is offered neither while the API refuses both.
test.describe.configure({ mode: 'serial' });

const PLAN_LINE = 'Journey accessories bonus';

test.describe('an approver at Costa', () => {
  test.use({ storageState: storageStatePath('approver@costa.example') });

  test('creates a plan, whose line must first be named', async ({ page }) => {
    await page.goto('/commissions-v2/home');
    await page.getByRole('tab', { name: 'Plans' }).click();
    const plans = page.getByRole('table', { name: 'Plans' });
    await expect(plans.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'New plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'New plan' });
    await expect(dialog.getByRole('checkbox').nth(1)).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Create plan' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Line 1, Name: This field is required.');
    await expectAccessible(page);

    await chooseOption(page, 'Brand', 'Costa Toyota', dialog);
    await chooseOption(page, 'Department', 'Sales', dialog);
    await dialog.getByLabel('Name', { exact: true }).fill(PLAN_LINE);
    await dialog.getByLabel('Rate of step 1').fill('1.5');
    await dialog.getByRole('button', { name: 'Create plan' }).click();

    await expect(
      page.getByText('The plan Costa Toyota · Sales · Any title was created.', { exact: true }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(plans.getByRole('row').filter({ hasText: PLAN_LINE })).toBeVisible();

    // The editor reads the new plan by its id.
    await plans.getByRole('row').filter({ hasText: PLAN_LINE }).getByRole('button').click();
    const editor = page.getByRole('dialog', { name: 'Costa Toyota · Sales · Any title' });
    await expect(editor.getByLabel('Name', { exact: true })).toHaveValue(PLAN_LINE);
    await expectAccessible(page);
  });

  test('is offered no delete, not being a batch creator', async ({ page }) => {
    await page.goto('/commissions-v2/home');
    await chooseOption(page, 'Status', 'Draft');
    await expect(page.getByRole('table', { name: 'Commission batches' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete the batch of/ })).toHaveCount(0);
  });
});

test.describe('a batch creator at Costa', () => {
  test.use({ storageState: storageStatePath('creator@costa.example') });

  test('reads who a draft batch covers, then deletes it from its details and another from the list', async ({
    page,
  }) => {
    await page.goto('/commissions-v2/home');
    await expect(page.getByRole('button', { name: 'New plan' })).toHaveCount(0);
    await chooseOption(page, 'Status', 'Draft');
    const batches = page.getByRole('table', { name: 'Commission batches' });
    await expect(batches.getByRole('row').nth(1)).toBeVisible();
    await expect(
      batches
        .getByRole('row')
        .nth(1)
        .getByRole('button', { name: /^Delete the batch of/ }),
    ).toBeVisible();
    await expectAccessible(page);

    // From its details: the workers it covers, with position and plan, then the delete.
    const firstDelete = (await batches.getByRole('row').nth(1).getByRole('button').getAttribute('aria-label')) ?? '';
    await batches.getByRole('row').nth(1).getByRole('link').click();
    await expect(pageHeading(page)).toHaveText('Batch details');
    const coverage = page.getByRole('table', { name: 'Positions and plans' });
    await expect(coverage.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Verify batch' }).click();
    await expect(pageHeading(page)).toHaveText('Batch verification');
    await expect(page.getByRole('table', { name: 'Positions and plans' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('link', { name: 'Worker details' }).click();
    await expect(pageHeading(page)).toHaveText('Batch details');

    await page.getByRole('button', { name: 'Delete batch' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this draft batch?' });
    await expect(confirm).toContainText('will be deleted. This cannot be undone.');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete batch' }).click();
    await expect(page).toHaveURL(/\/commissions-v2\/home$/);
    await expect(page.getByText(/^The batch of .* was deleted\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: firstDelete, exact: true })).toHaveCount(0);

    // From the list.
    await chooseOption(page, 'Status', 'Draft');
    const nextDelete = batches
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Delete the batch of/ });
    await expect(nextDelete).toBeVisible();
    const label = (await nextDelete.getAttribute('aria-label')) ?? '';
    await nextDelete.click();
    await page
      .getByRole('alertdialog', { name: 'Delete this draft batch?' })
      .getByRole('button', { name: 'Delete batch' })
      .click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('a commissions viewer at Costa', () => {
  test.use({ storageState: storageStatePath('viewer@costa.example') });

  test('is offered no delete and no new plan, and the API refuses both', async ({ page }) => {
    await page.goto('/commissions/home');
    await expect(page.getByRole('table', { name: 'Commission batches' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete|New plan/ })).toHaveCount(0);
    await expectAccessible(page);

    const session = (await (await page.request.get('/api/auth/session')).json()) as { company: { id: string } };
    const headers = { 'X-Requested-By': 'cuadre' };
    const drafts = (await (
      await page.request.get(
        `/api/compensation/commission-batches?companyId=${session.company.id}&area=commissions&status=draft&limit=1`,
      )
    ).json()) as { items: { id: string }[] };
    const draftId = drafts.items[0]?.id ?? 'no-draft';
    const deleted = await page.request.delete(`/api/compensation/commission-batch/${draftId}`, {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(deleted.status()).toBe(403);
    const created = await page.request.post('/api/compensation/compensation-plans', {
      headers,
      data: {
        companyId: session.company.id,
        active: true,
        workerIds: [],
        brand: null,
        department: null,
        title: null,
        lines: [
          {
            name: 'Refused',
            type: 'tiered',
            inputType: 'quantity',
            commissionType: 'dollars',
            origin: 'other',
            manual: true,
            rank: 1,
            applyTo: [],
            subtractTo: [],
            addTo: [],
            visible: true,
            steps: [],
          },
        ],
      },
    });
    expect(created.status()).toBe(403);
  });
});
