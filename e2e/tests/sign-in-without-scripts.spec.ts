import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/personas.ts';

// The sign-in page is in the entry page the server sends (apps/api/src/server/login-entry.ts): it works before the
// dashboard's scripts have run, and without them.
test.use({ javaScriptEnabled: false });

async function expectProviderPage(page: Page, email: string, password: string): Promise<void> {
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByLabel(email)).toBeVisible();
  await expect(page.getByLabel(password, { exact: true })).toBeVisible();
}

test('a deep link’s sign-in works without the page’s scripts, and comes back to the deep link', async ({
  page,
}, testInfo) => {
  await page.goto('/login?returnTo=/ewa/employees');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Cuadre');
  await expect(page.getByText('Cuadre', { exact: true })).toBeVisible();
  const signIn = page.getByRole('link', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('href', '/api/auth/login?returnTo=%2Fewa%2Femployees');
  await testInfo.attach('sign-in-without-scripts', { body: await page.screenshot(), contentType: 'image/png' });

  await signIn.click();
  await expectProviderPage(page, 'E-mail', 'Password');
  await page.getByLabel('E-mail').fill('ewa@isla.example');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/ewa\/employees$/);
});

test('an unsafe place to return to is not offered', async ({ page }) => {
  await page.goto('/login?returnTo=https://evil.example/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/auth/login?returnTo=%2F');
});

test('the page offers Spanish as a plain link, and signs in in Spanish', async ({ page }) => {
  await page.goto('/login?returnTo=/ewa/employees');
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-PR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicie sesión en Cuadre');
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-PR' });

  test('is shown the sign-in in Spanish and reaches the provider’s Spanish page', async ({ page }, testInfo) => {
    await page.goto('/login?returnTo=/ewa/employees');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicie sesión en Cuadre');
    await testInfo.attach('sign-in-without-scripts-es', { body: await page.screenshot(), contentType: 'image/png' });
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await expectProviderPage(page, 'Correo electrónico', 'Contraseña');
  });
});

test('the language chosen in the dashboard, kept in its cookie, is the page’s language', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cuadre-lang', value: 'es-PR', url: baseURL ?? '' }]);
  await page.goto('/login?returnTo=/ewa/employees');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicie sesión en Cuadre');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/api/auth/login?returnTo=%2Fewa%2Femployees',
  );
});
