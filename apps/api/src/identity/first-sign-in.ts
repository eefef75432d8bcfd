import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rootOf, type Db } from '../db/index.ts';
import { hashPassword } from '../db/password.ts';
import { dashboardUsers, identityAccounts } from '../db/schema/index.ts';
import { enqueueEmails, type Email } from '../notifications/outbox.ts';
import { isUuid } from '../server/request-scope.ts';
import { escapeHtml, pageLocale, pageSecurityPolicy, type PageLocale } from './pages.ts';
import { sealer, type Sealer } from './sealing.ts';
import { recordSignInEvent } from './sign-in-events.ts';

const linkLifetimeMs = 7 * 24 * 60 * 60_000;
const minimumPasswordLength = 10;
const linkPurpose = 'cuadre first-sign-in link v2';

// Where each database's invitations point: set when the embedded provider is mounted on an app of that database. With
// a hosted provider there is none, and invited users sign in there and are matched by verified e-mail.
const invitationOrigins = new WeakMap<Db, string>();

/** The keys links are signed with (the first) and accepted with (any): derived from APP_ENCRYPTION_KEY and the previous keys. */
export const firstSignInKeys = (from: Sealer = sealer()): Buffer[] => from.derive(linkPurpose);

// The password hash is bound in by its digest: setting a password changes it, and with it every link of the account.
const signature = (key: Buffer, payload: string, passwordHash: string): Buffer =>
  createHmac('sha256', key)
    .update(`${payload}.${createHash('sha256').update(passwordHash).digest('base64url')}`)
    .digest();

/**
 * A one-time link's token: the account id and the expiry, signed with a key of the server (never kept in the
 * database) over them and the account's current password hash, so it stops working once a password is set (or once
 * it expires), and a copy of the database alone cannot make one.
 */
export function firstSignInToken(
  account: { id: string; passwordHash: string },
  expiresAt: Date,
  keys: readonly Buffer[] = firstSignInKeys(),
): string {
  const payload = `${account.id}.${expiresAt.getTime()}`;
  return `${Buffer.from(payload).toString('base64url')}.${signature(keys[0]!, payload, account.passwordHash).toString('base64url')}`;
}

/** The account a token was made for, while it is unexpired and its password unchanged; null otherwise. */
export async function accountOfToken(
  db: Db,
  token: string,
  now: Date,
  keys: readonly Buffer[] = firstSignInKeys(),
): Promise<typeof identityAccounts.$inferSelect | null> {
  const [encoded, signed, ...rest] = token.split('.');
  if (!encoded || !signed || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url').toString();
  const [id, expires] = payload.split('.');
  if (!id || !isUuid(id) || !expires || !/^\d+$/.test(expires) || Number(expires) < now.getTime()) return null;
  const [account] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, id));
  if (!account) return null;
  const actual = Buffer.from(signed, 'base64url');
  const matches = keys.some((key) => {
    const expected = signature(key, payload, account.passwordHash);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  });
  return matches ? account : null;
}

export type Invitee = { email: string; firstName: string; lastName: string };

export type FirstSignInInvitation = {
  /**
   * Inside the invite's transaction (`tx`): the account nobody can sign in to yet, and the invitation e-mail with its
   * one-time link queued in the outbox. Answers the link.
   */
  enqueue: (tx: Db, user: Invitee, now: Date) => Promise<string>;
};

/**
 * For an invited dashboard user of the embedded provider: what sets up the first sign-in, prepared before the invite's
 * transaction (the account's unusable first password is hashed here, which takes a while). Null with a hosted
 * provider, where the user signs in there and is matched by verified e-mail.
 */
export async function inviteToFirstSignIn(db: Db): Promise<FirstSignInInvitation | null> {
  const origin = invitationOrigins.get(rootOf(db));
  if (origin === undefined) return null;
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  return {
    enqueue: async (tx, user, now) => {
      const [existing] = await tx.select().from(identityAccounts).where(eq(identityAccounts.email, user.email));
      const account =
        existing ??
        (
          await tx
            .insert(identityAccounts)
            .values({
              email: user.email,
              emailVerified: true,
              givenName: user.firstName,
              familyName: user.lastName,
              passwordHash: unusableHash,
            })
            .returning()
        )[0]!;
      const expiresAt = new Date(now.getTime() + linkLifetimeMs);
      const link = `${origin}/first-sign-in?token=${firstSignInToken(account, expiresAt)}`;
      await enqueueEmails(tx, [invitationEmail(user, link, expiresAt)], now);
      return link;
    },
  };
}

const invitationExpiry = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Puerto_Rico',
});

function invitationEmail(user: Invitee, link: string, expiresAt: Date): Email {
  const until = `${invitationExpiry.format(expiresAt)} (Puerto Rico time)`;
  const text = [
    `Hello ${user.firstName},`,
    '',
    'You are invited to Cuadre. Set your password with this link; it works once, until ' + until + ':',
    '',
    link,
    '',
    'If you did not expect this invitation, ignore this e-mail: nothing happens until the link is used.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(user.firstName)},</p><p>You are invited to Cuadre. Set your password with this link; it works once, until ${escapeHtml(until)}:</p><p><a href="${escapeHtml(link)}">Set your password</a></p><p>If you did not expect this invitation, ignore this e-mail: nothing happens until the link is used.</p>`;
  return { to: user.email, subject: 'Your Cuadre invitation', text, html };
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
  invitationOrigins.set(db, options.publicOrigin);
  void app.register(async (scoped) => {
    scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scoped.addHook('onSend', async (_request, reply) => {
      reply
        .header('content-security-policy', pageSecurityPolicy())
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer');
    });
    scoped.get<{ Querystring: { token?: string } }>('/first-sign-in', async (request, reply) => {
      const locale = pageLocale(request.headers['accept-language']);
      const token = String(request.query.token ?? '');
      const account = await accountOfToken(db, token, new Date());
      reply.type('text/html; charset=utf-8');
      if (!account)
        return reply
          .code(410)
          .send(page(locale, `<div class="alert" role="alert">${escapeHtml(text[locale].expired)}</div>`));
      return reply.send(formPage(locale, token));
    });
    scoped.post<{ Body: { token?: string; password?: string; confirm?: string } }>(
      '/first-sign-in',
      async (request, reply) => {
        const locale = pageLocale(request.headers['accept-language']);
        const t = text[locale];
        const { token = '', password = '', confirm = '' } = request.body ?? {};
        reply.type('text/html; charset=utf-8');
        const account = await accountOfToken(db, String(token), new Date());
        if (!account)
          return reply.code(410).send(page(locale, `<div class="alert" role="alert">${escapeHtml(t.expired)}</div>`));
        if (String(password).length < minimumPasswordLength)
          return reply.code(422).send(formPage(locale, String(token), t.short));
        if (password !== confirm) return reply.code(422).send(formPage(locale, String(token), t.mismatch));
        const passwordHash = await hashPassword(String(password));
        // Only if no one used the link meanwhile: the hash it was signed over must still be the account's.
        const [set] = await db
          .update(identityAccounts)
          .set({ passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
          .where(and(eq(identityAccounts.id, account.id), eq(identityAccounts.passwordHash, account.passwordHash)))
          .returning({ id: identityAccounts.id });
        if (!set)
          return reply.code(410).send(page(locale, `<div class="alert" role="alert">${escapeHtml(t.expired)}</div>`));
        await db
          .update(dashboardUsers)
          .set({ status: 'active' })
          .where(and(eq(dashboardUsers.email, account.email), eq(dashboardUsers.status, 'invited')));
        await recordSignInEvent(db, request, 'passwordSet', { email: account.email }, { via: 'first-sign-in link' });
        return reply.send(
          page(locale, `<p role="status">${escapeHtml(t.done)}</p><a href="/login">${escapeHtml(t.signIn)}</a>`),
        );
      },
    );
  });
}
