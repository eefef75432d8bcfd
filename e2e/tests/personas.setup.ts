import { expect, test as setup } from '@playwright/test';
import { PERSONAS, storageStatePath } from './support/personas.ts';
import { signIn } from './support/sign-in.ts';

for (const { email } of PERSONAS) {
  setup(`${email} signs in through the identity provider`, async ({ page }) => {
    await signIn(page, email);
    // The session cookie is set once the provider has sent the browser back to the dashboard.
    await page.waitForURL((url) => !/^\/(oidc|api|login)(\/|$)/.test(url.pathname), { waitUntil: 'commit' });
    expect((await page.request.get('/api/auth/session')).status()).toBe(200);
    await page.context().storageState({ path: storageStatePath(email) });
  });
}
