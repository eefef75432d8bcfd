import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { hashPassword } from '../db/password.ts';
import { dashboardUsers, identityAccounts } from '../db/schema/index.ts';
import { escapeHtml, pageLocale, pageSecurityPolicy, type PageLocale } from './pages.ts';
import { recordSignInEvent } from './sign-in-events.ts';

const linkLifetimeMs = 7 * 24 * 60 * 60_000;
const minimumPasswordLength = 10;

// Set when the embedded provider is mounted; with a hosted provider invited users are matched by e-mail instead.
let embeddedOrigin: string | null = null;

const sign = (secret: string, payload: string): string => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * A one-time link: the account id and expiry, signed with the account's current password hash, so the link
 * stops working as soon as a password is set (or once it expires).
 */
export function firstSignInToken(account: { id: string; passwordHash: string }, expiresAt: Date): string {
  const payload = `${account.id}.${expiresAt.getTime()}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(account.passwordHash, payload)}`;
}

async function accountOfToken(db: Db, token: string, now: Date): Promise<typeof identityAccounts.$inferSelect | null> {
  const [encoded, signature] = token.split('.');
  if (!encoded || !signature) return null;
  const payload = Buffer.from(encoded, 'base64url').toString();
  const [id, expires] = payload.split('.');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || !expires || Number(expires) < now.getTime()) return null;
  const [account] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, id));
  if (!account) return null;
  const expected = Buffer.from(sign(account.passwordHash, payload));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? account : null;
}

/**
 * For an invited dashboard user of the embedded provider: an account nobody can sign in to yet, and the
 * one-time link that sets its password, printed in the log (and, for the demo, written to OUTBOX_DIR).
 * Null with a hosted provider, where the user signs in there and is matched by verified e-mail.
 */
export async function inviteToFirstSignIn(
  db: Db,
  user: { email: string; firstName: string; lastName: string },
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<string | null> {
  if (embeddedOrigin === null) return null;
  const [existing] = await db.select().from(identityAccounts).where(eq(identityAccounts.email, user.email));
  const account =
    existing ??
    (
      await db
        .insert(identityAccounts)
        .values({ email: user.email, emailVerified: true, givenName: user.firstName, familyName: user.lastName, passwordHash: await hashPassword(randomBytes(32).toString('base64url')) })
        .returning()
    )[0]!;
  const link = `${embeddedOrigin}/first-sign-in?token=${firstSignInToken(account, new Date(now.getTime() + linkLifetimeMs))}`;
  log.warn({ email: user.email, link }, 'identity: first sign-in link for an invited user');
  const outbox = process.env.OUTBOX_DIR ?? (process.env.DATA_DIR ? `${process.env.DATA_DIR}-outbox` : null);
  if (outbox) {
    await mkdir(outbox, { recursive: true });
    await writeFile(join(outbox, `${user.email}.txt`), `To: ${user.email}\nSubject: Your Cuadre invitation\n\nSet your password: ${link}\n`);
  }
  return link;
}

const text = {
  en: {
    title: 'Set your password',
    lead: 'Choose the password you will sign in to Cuadre with.',
    password: 'New password',
    confirm: 'New password again',
    submit: 'Set password',
    short: `Use at least ${minimumPasswordLength} characters.`,
    mismatch: 'The two passwords differ.',
    expired: 'This link was used already or has expired. Ask your administrator for a new invitation.',
    done: 'Your password is set.',
    signIn: 'Sign in',
  },
  'es-PR': {
    title: 'Establezca su contraseña',
    lead: 'Elija la contraseña con la que entrará a Cuadre.',
    password: 'Contraseña nueva',
    confirm: 'Repita la contraseña nueva',
    submit: 'Establecer contraseña',
    short: `Use al menos ${minimumPasswordLength} caracteres.`,
    mismatch: 'Las dos contraseñas no coinciden.',
    expired: 'Este enlace ya se usó o venció. Pida a su administrador una invitación nueva.',
    done: 'Su contraseña quedó establecida.',
    signIn: 'Entrar',
  },
} as const satisfies Record<PageLocale, Record<string, string>>;

function page(locale: PageLocale, body: string): string {
  const t = text[locale];
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f4f5;color:#18181b;font:14px/1.5 Inter,ui-sans-serif,system-ui,sans-serif}
main{width:100%;max-width:384px;padding:32px;background:#fff;border:1px solid #d4d4d8;border-radius:12px}h1{margin:0 0 4px;font-size:20px}
p{margin:0 0 24px;color:#52525b}label{display:block;margin:0 0 4px;font-weight:500}input{display:block;width:100%;box-sizing:border-box;height:36px;margin:0 0 16px;padding:0 12px;border:1px solid #d4d4d8;border-radius:6px;font:inherit}
button{width:100%;height:36px;border:0;border-radius:6px;background:#6d28d9;color:#fff;font:inherit;font-weight:500}.alert{margin:0 0 16px;padding:8px 12px;border:1px solid #fecaca;border-radius:6px;background:#fef2f2;color:#b91c1c}
a{color:#6d28d9;font-weight:500}</style></head>
<body><main><h1>${escapeHtml(t.title)}</h1>${body}</main></body></html>`;
}

function formPage(locale: PageLocale, token: string, error?: string): string {
  const t = text[locale];
  const alert = error ? `<div class="alert" role="alert" id="first-sign-in-error">${escapeHtml(error)}</div>` : '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="first-sign-in-error"' : '';
  return page(
    locale,
    `<p>${escapeHtml(t.lead)}</p>${alert}
<form method="post" action="/first-sign-in" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="password">${escapeHtml(t.password)}</label><input id="password" name="password" type="password" autocomplete="new-password" required${invalid}>
<label for="confirm">${escapeHtml(t.confirm)}</label><input id="confirm" name="confirm" type="password" autocomplete="new-password" required${invalid}>
<button type="submit">${escapeHtml(t.submit)}</button></form>`,
  );
}

/** The first-sign-in page of the embedded provider: an invited user sets a password once, from the link. */
export function registerFirstSignIn(app: FastifyInstance, options: { db: Db; publicOrigin: string }): void {
  const { db } = options;
  embeddedOrigin = options.publicOrigin;
  void app.register(async (scoped) => {
    scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scoped.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', pageSecurityPolicy()).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    });
    scoped.get<{ Querystring: { token?: string } }>('/first-sign-in', async (request, reply) => {
      const locale = pageLocale(request.headers['accept-language']);
      const token = String(request.query.token ?? '');
      const account = await accountOfToken(db, token, new Date());
      reply.type('text/html; charset=utf-8');
      if (!account) return reply.code(410).send(page(locale, `<div class="alert" role="alert">${escapeHtml(text[locale].expired)}</div>`));
      return reply.send(formPage(locale, token));
    });
    scoped.post<{ Body: { token?: string; password?: string; confirm?: string } }>('/first-sign-in', async (request, reply) => {
      const locale = pageLocale(request.headers['accept-language']);
      const t = text[locale];
      const { token = '', password = '', confirm = '' } = request.body ?? {};
      reply.type('text/html; charset=utf-8');
      const account = await accountOfToken(db, String(token), new Date());
      if (!account) return reply.code(410).send(page(locale, `<div class="alert" role="alert">${escapeHtml(t.expired)}</div>`));
      if (String(password).length < minimumPasswordLength) return reply.code(422).send(formPage(locale, String(token), t.short));
      if (password !== confirm) return reply.code(422).send(formPage(locale, String(token), t.mismatch));
      const passwordHash = await hashPassword(String(password));
      await db
        .update(identityAccounts)
        .set({ passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
        .where(and(eq(identityAccounts.id, account.id), eq(identityAccounts.passwordHash, account.passwordHash)));
      await db.update(dashboardUsers).set({ status: 'active' }).where(and(eq(dashboardUsers.email, account.email), eq(dashboardUsers.status, 'invited')));
      await recordSignInEvent(db, request, 'passwordSet', { email: account.email }, { via: 'first-sign-in link' });
      return reply.send(page(locale, `<p role="status">${escapeHtml(t.done)}</p><a href="/login">${escapeHtml(t.signIn)}</a>`));
    });
  });
}
