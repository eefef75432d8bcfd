import { expect, test } from '@playwright/test';

test('the API reports itself healthy', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
});

test('a deep link into the dashboard serves the application', async ({ page }) => {
  await page.goto('/ewa/employees');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown API path answers with a problem document', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/problem+json');
});
