import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { hashPassword, verifyPassword } from '../db/password.ts';
import { identityAccounts } from '../db/schema/index.ts';
import { accountOfToken, firstSignInKeys, firstSignInToken, registerFirstSignIn } from './first-sign-in.ts';
import { createSealer } from './sealing.ts';
import { openTestDatabase } from './test-support.ts';

let database: Database;
let dispose: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  app = Fastify();
  registerFirstSignIn(app, { db: database.db, publicOrigin: 'http://localhost:4300' });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await dispose?.();
});

const soon = () => new Date(Date.now() + 60_000);
const key = () => randomBytes(32).toString('base64');

async function invitedAccount(): Promise<typeof identityAccounts.$inferSelect> {
  const [account] = await database.db
    .insert(identityAccounts)
    .values({
      email: `invited.${randomBytes(4).toString('hex')}@diner.identity.test`,
      givenName: 'Ada',
      familyName: 'Rivera',
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    })
    .returning();
  return account!;
}

const open = (token: string) => app.inject({ method: 'GET', url: `/first-sign-in?token=${encodeURIComponent(token)}` });
const submit = (token: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/first-sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, password, confirm: password }).toString(),
  });

describe('a first-sign-in link', () => {
  it('sets the password once, and is refused from then on', async () => {
    const account = await invitedAccount();
    const token = firstSignInToken(account, soon());
    expect((await open(token)).statusCode).toBe(200);
    expect((await submit(token, 'diner-password-2026')).statusCode).toBe(200);
    const [after] = await database.db.select().from(identityAccounts).where(eq(identityAccounts.id, account.id));
    expect(await verifyPassword('diner-password-2026', after!.passwordHash)).toBe(true);
    expect((await open(token)).statusCode).toBe(410);
    expect((await submit(token, 'another-password-1')).statusCode).toBe(410);
    const [still] = await database.db.select().from(identityAccounts).where(eq(identityAccounts.id, account.id));
    expect(still!.passwordHash).toBe(after!.passwordHash);
  });

  it('stops working once the account has a password set another way', async () => {
    const account = await invitedAccount();
    const token = firstSignInToken(account, soon());
    await database.db
      .update(identityAccounts)
      .set({ passwordHash: await hashPassword('set-elsewhere-2026') })
      .where(eq(identityAccounts.id, account.id));
    expect(await accountOfToken(database.db, token, new Date())).toBeNull();
    expect((await open(token)).statusCode).toBe(410);
  });

  it('stops working when it expires', async () => {
    const account = await invitedAccount();
    const token = firstSignInToken(account, new Date(Date.now() + 1_000));
    expect(await accountOfToken(database.db, token, new Date())).not.toBeNull();
    expect(await accountOfToken(database.db, token, new Date(Date.now() + 2_000))).toBeNull();
  });

  it('is refused when signed with a key the server does not hold', async () => {
    const account = await invitedAccount();
    const forged = firstSignInToken(account, soon(), firstSignInKeys(createSealer(key())));
    expect(await accountOfToken(database.db, forged, new Date())).toBeNull();
    expect((await open(forged)).statusCode).toBe(410);
  });

  it('cannot be made from a copy of the database: one signed with the password hash itself, as links once were, is refused', async () => {
    const account = await invitedAccount();
    const payload = `${account.id}.${soon().getTime()}`;
    const old = `${Buffer.from(payload).toString('base64url')}.${createHmac('sha256', account.passwordHash).update(payload).digest('base64url')}`;
    expect(await accountOfToken(database.db, old, new Date())).toBeNull();
  });

  it('is still accepted after a key rotation when the old key is listed in APP_ENCRYPTION_KEY_PREVIOUS', async () => {
    const account = await invitedAccount();
    const [oldKey, newKey] = [key(), key()];
    const token = firstSignInToken(account, soon(), firstSignInKeys(createSealer(oldKey)));
    expect(
      await accountOfToken(database.db, token, new Date(), firstSignInKeys(createSealer(newKey, oldKey))),
    ).toMatchObject({ id: account.id });
    expect(await accountOfToken(database.db, token, new Date(), firstSignInKeys(createSealer(newKey)))).toBeNull();
  });

  it('is refused when tampered with: another account, a later expiry or a changed signature', async () => {
    const account = await invitedAccount();
    const other = await invitedAccount();
    const expiresAt = soon();
    const token = firstSignInToken(account, expiresAt);
    const [, signature] = token.split('.');
    const reencoded = (payload: string) => `${Buffer.from(payload).toString('base64url')}.${signature}`;
    // A character of the signature changed: its first, whose six bits all count (the last one's lowest bits are padding).
    const at = token.indexOf('.') + 1;
    const flipped = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    for (const tampered of [
      reencoded(`${other.id}.${expiresAt.getTime()}`),
      reencoded(`${account.id}.${expiresAt.getTime() + 86_400_000}`),
      flipped,
      `${token}.extra`,
      '',
      'not-a-token',
    ]) {
      expect(await accountOfToken(database.db, tampered, new Date()), tampered).toBeNull();
    }
    expect((await open(reencoded(`${other.id}.${expiresAt.getTime()}`))).statusCode).toBe(410);
  });
});
