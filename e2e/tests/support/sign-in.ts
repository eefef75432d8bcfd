import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './personas.ts';

// Signs in through the product's sign-in page and the identity provider's own page.
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, from = '/login'): Promise<void> {
  await page.goto(from);
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signedInArea(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Products' })).toBeVisible();
}
