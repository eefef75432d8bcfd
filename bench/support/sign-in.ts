// Signs a demo account in through the real /login page and the identity provider's page, as the
// journeys do, and answers the session cookie for tools that are not a browser (autocannon, Lighthouse).
import { chromium, type Browser, type BrowserContext } from 'playwright';
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
