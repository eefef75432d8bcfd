// Signs a demo account in through the real /login page and the identity provider's page, as the
// journeys do, and answers the session cookie for tools that are not a browser (autocannon, Lighthouse).
import { Secret, TOTP } from 'otpauth';
import { chromium, request, type Browser, type BrowserContext } from 'playwright';
import { chromiumArgs, findChromium } from '../../scripts/browser.ts';

export const DEMO_PASSWORD = 'demo1234';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
}

export async function signIn(context: BrowserContext, origin: string, email: string): Promise<void> {
  const page = await context.newPage();
  // A desktop window even in a browser started by another tool (Lighthouse's): narrower, the product asks for one.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${origin}/login`);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !/^\/(oidc|api|login|interaction)(\/|$)/.test(url.pathname), { waitUntil: 'commit' });
  const session = await page.request.get(`${origin}/api/auth/session`);
  if (session.status() !== 200)
    throw new Error(`Signing ${email} in failed: /api/auth/session answered ${session.status()}.`);
  await page.close();
}

/** The Cookie header value of a signed-in session. */
export async function sessionCookie(origin: string, email: string): Promise<string> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await signIn(context, origin, email);
    const cookies = await context.cookies(origin);
    const session = cookies.filter((cookie) => /cuadre-session$/.test(cookie.name));
    if (session.length === 0) throw new Error(`No session cookie after signing ${email} in.`);
    return session.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

// The demo staff's authenticator secret (apps/api/src/seed/catalog.ts): public, as the demo password is.
const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

// The provider's form on a page, as a browser reads its action.
function formAction(page: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error('The identity provider showed no sign-in form.');
  return action.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replaceAll('&amp;', '&');
}

/**
 * The Cookie header value of a signed-in session, through the identity provider's forms with the requests a browser
 * makes but without drawing a page: needs no dashboard build, and answers the provider's second step for the demo
 * staff account, which always has one.
 */
export async function sessionCookieWithoutPages(origin: string, email: string): Promise<string> {
  const context = await request.newContext({ baseURL: origin });
  try {
    const login = await context.get('/api/auth/login');
    if (login.status() !== 200) throw new Error(`/api/auth/login answered ${login.status()}.`);
    const password = await context.post(formAction(await login.text()), { form: { email, password: DEMO_PASSWORD } });
    const page = await password.text();
    const step = /<input type="hidden" name="step" value="([^"]+)">/.exec(page)?.[1];
    if (step)
      await context.post(formAction(page), {
        form: { step, code: TOTP.generate({ secret: Secret.fromBase32(DEMO_STAFF_TOTP_SECRET) }) },
      });
    const session = await context.get('/api/auth/session');
    if (session.status() !== 200)
      throw new Error(`Signing ${email} in failed: /api/auth/session answered ${session.status()}.`);
    const cookies = (await context.storageState()).cookies.filter((cookie) => /cuadre-session$/.test(cookie.name));
    if (cookies.length === 0) throw new Error(`No session cookie after signing ${email} in.`);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await context.dispose();
  }
}
