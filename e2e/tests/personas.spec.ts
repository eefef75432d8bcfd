import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { pageHeading, productTabs, sidebar } from './support/frame.ts';
import { PERSONAS, storageStatePath } from './support/personas.ts';

const TAB_DASHBOARD: Record<string, string> = {
  EWA: 'ewa',
  'Parts & Services Commissions': 'commissions',
  Payroll: 'commissions',
  'Sales Commissions': 'commissions-v2',
  Commissions: 'commissions-v3',
  Insurance: 'insurance',
  Tips: 'tips',
};

for (const persona of PERSONAS) {
  test.describe(persona.email, () => {
    test.use({ storageState: storageStatePath(persona.email) });

    test('lands on its page, sees its tabs and each dashboard’s sidebar, all accessible', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(
        typeof persona.landing === 'string' ? new RegExp(`${persona.landing}$`) : persona.landing,
      );
      await expect(pageHeading(page)).toBeVisible();
      await expectAccessible(page);
      await expect(productTabs(page)).toHaveText(persona.tabs);

      for (const tab of persona.tabs) {
        const dashboard = TAB_DASHBOARD[tab];
        const expected = dashboard ? persona.sidebars[dashboard as keyof typeof persona.sidebars] : undefined;
        if (expected === undefined) continue;
        await productTabs(page)
          .filter({ hasText: new RegExp(`^${tab.replace(/[&()]/g, '\\$&')}$`) })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${dashboard}/`));
        await expect(pageHeading(page)).toBeVisible();
        // Retried until the sidebar shows the new dashboard's items: it is drawn again after the address changes.
        await expect(
          sidebar(page)
            .getByRole('link')
            .filter({ hasNotText: /^\s*Settings\s*$/ }),
        ).toHaveText(expected);
        if (persona.settings !== undefined) {
          await expect(sidebar(page).getByRole('link', { name: 'Settings', exact: true })).toHaveCount(
            persona.settings ? 1 : 0,
          );
        }
        await expect(sidebar(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
        await expectAccessible(page);
      }
    });
  });
}
