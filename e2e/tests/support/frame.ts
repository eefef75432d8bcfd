import { expect, type Page } from '@playwright/test';

export const productTabs = (page: Page) => page.getByRole('navigation', { name: 'Products' }).getByRole('link');

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard navigation' });

// The sidebar's links above Sign Out (Settings included when shown).
export async function sidebarLinks(page: Page): Promise<string[]> {
  await expect(sidebar(page)).toBeVisible();
  return (await sidebar(page).getByRole('link').allTextContents()).map((text) => text.trim());
}

export const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
