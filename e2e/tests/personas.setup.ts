import { expect, test as setup, type APIRequestContext } from '@playwright/test';
import { staffCode } from './support/authenticator.ts';
import { AGING_OWNER_SESSION, DEMO_PASSWORD, PERSONAS, storageStatePath } from './support/personas.ts';

// The provider's sign-in form, as the browser reads it from the page.
function formAction(page: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error('the identity provider showed no sign-in form');
  return action.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replaceAll('&amp;', '&');
}

// Each demo persona signs in once through the identity provider, and the journeys reuse its session.
// The same requests a browser makes (the dashboard's login, the provider's form, the redirects back), without
// drawing the pages: signing in through the pages themselves is the journey of identity.spec.ts. Only the
// cookies are kept: a context given local storage opens a page on the origin to write it before every test.
async function signInThroughProvider(request: APIRequestContext, email: string, path: string): Promise<void> {
  const login = await request.get('/api/auth/login');
  expect(login.status()).toBe(200);
  let back = await request.post(formAction(await login.text()), { form: { email, password: DEMO_PASSWORD } });
  // Internal staff are asked for their authenticator's code after the password.
  const secondStep = /<input type="hidden" name="step" value="([^"]+)">/.exec(await back.text())?.[1];
  if (secondStep)
    back = await request.post(formAction(await back.text()), { form: { step: secondStep, code: staffCode() } });
  expect(new URL(back.url()).pathname).not.toMatch(/^\/(oidc|api|login)(\/|$)/);
  expect((await request.get('/api/auth/session')).status()).toBe(200);
  await request.storageState({ path });
}

for (const { email } of PERSONAS) {
  setup(`${email} signs in through the identity provider`, async ({ request }) => {
    await signInThroughProvider(request, email, storageStatePath(email));
  });
}

// A second session of the owner, of its own, for the journey that meets a sign-in too old to change the bank
// details: it ages while the journeys before it run, instead of that journey waiting for it.
setup(`${AGING_OWNER_SESSION.email} signs in a second time, a session left to age`, async ({ request }) => {
  await signInThroughProvider(request, AGING_OWNER_SESSION.email, AGING_OWNER_SESSION.path);
});
