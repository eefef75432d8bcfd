import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { pageHeading } from './support/frame.ts';
import { staffCode } from './support/authenticator.ts';
import { signIn, signedInArea } from './support/sign-in.ts';
import { chooseOption } from './support/select.ts';

test('an unauthenticated visit goes to the sign-in page', async ({ page }) => {
  await page.goto('/ewa/billing');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fewa%2Fbilling$/);
  // A link to the server's sign-in: it works even when clicked before the page's scripts have started.
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/api/auth/login?returnTo=%2Fewa%2Fbilling',
  );
  await expectAccessible(page);
});

test('every page carries the product’s icon and web manifest, served by the product', async ({ page }) => {
  await page.goto('/login');
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).getAttribute('href')));
  expect(icons).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/manifest.webmanifest']);
  for (const [path, type] of [
    ['/favicon.ico', 'image/'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ] as const) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toContain(type);
  }
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string;
    theme_color: string;
  };
  expect(manifest).toMatchObject({ name: 'Cuadre', theme_color: '#6d28d9' });
});

test('a sign-in refused for an e-mail the provider has not verified says so', async ({ page }) => {
  await page.goto('/login?error=email-not-verified');
  await expect(page.getByRole('alert')).toHaveText(
    'Your identity provider has not verified this e-mail address yet. Verify it there, then sign in again.',
  );
  await expectAccessible(page);
});

test('a deep link to a permitted page survives the sign-in round trip', async ({ page }) => {
  await page.goto('/tips/reports');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill('owner@isla.example');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/tips\/reports$/);
  await expect(pageHeading(page)).toHaveText('Reports');
});

test('a bad password is refused with a message that says so', async ({ page }) => {
  await signIn(page, 'insurance@isla.example', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  await expectAccessible(page);
});

test('the provider’s staff sign in with the code of their authenticator app after the password', async ({ page }) => {
  await signIn(page, 'staff@provider.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
  await expectAccessible(page);

  await page.getByLabel('Code').fill('000000' === staffCode(1) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not correct. Check the time on your phone and try the newest code.',
  );

  // The sign-in of the staff persona may have used this half-minute's code: the next one is taken too.
  await page.getByLabel('Code').fill(staffCode(1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await signedInArea(page);
  const session = (await (await page.request.get('/api/auth/session')).json()) as { internalStaff: boolean };
  expect(session.internalStaff).toBe(true);
});

test('a user with no permitted page sees the alert and ends signed out', async ({ page }) => {
  await signIn(page, 'nobody@isla.example');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toHaveText('You are not authorized to access this page.');
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
  await expectAccessible(page);
});

test('opening another page while the company lookup is still loading keeps the user signed in', async ({ page }) => {
  await signIn(page, 'insurance.viewer@isla.example');
  await signedInArea(page);
  // The company lookup answers late, so the next address is opened while it loads: the browser cuts it short, and
  // that is no failed lookup (which would sign the user out with the not-authorized alert).
  const companyInfo = '**/api/employer-dashboard/company-info';
  await page.route(companyInfo, async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    await route.continue().catch(() => undefined);
  });
  const lookup = page.waitForRequest(companyInfo);
  await page.goto('/');
  await lookup;
  await page.goto('/insurance/home');
  await signedInArea(page);
  await expect(page).toHaveURL(/\/insurance\/home$/);
  expect((await page.request.get('/api/auth/session')).status()).toBe(200);
});

test('Sign Out ends both sessions, keeps the selected dashboard and the language, clears the rest and comes back to sign-in', async ({
  page,
}) => {
  await signIn(page, 'insurance.viewer@isla.example');
  await signedInArea(page);
  await expect(page).toHaveURL(/\/insurance\/home$/);
  // A choice of language, and values of the signed-in session, are in the browser before signing out.
  await chooseOption(page, 'Language', 'Español (Puerto Rico)');
  await page.evaluate(() => {
    localStorage.setItem('cuadre.selectedCompany', JSON.stringify('some-company'));
    sessionStorage.setItem('cuadre.correlationIds', '[]');
  });
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
  const stored = await page.evaluate(() => ({
    local: Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
    session: Object.keys(sessionStorage),
  }));
  // §4 keeps only the selected dashboard; the language is kept as well, being the person's preference on this device
  // rather than data of the account (apps/dashboard/README.md, "Sign-in and sign-out").
  expect(stored.local).toEqual({
    'cuadre.selectedDashboard': JSON.stringify('insurance'),
    'cuadre.language': JSON.stringify('es-PR'),
  });
  expect(stored.session).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-PR');
  await chooseOption(page, 'Idioma', 'English');
  // The provider's session ended too: signing in asks for the password again.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});
