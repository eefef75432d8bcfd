// Two-step sign-in through the embedded provider, as a browser goes through it: the password, then a code from an
// authenticator app (or a recovery code), or the enrolment with its QR code and recovery codes.
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { auditEvents, companies, dashboardUsers, identityAccounts, sessions } from '../db/schema/index.ts';
import { sealer } from './sealing.ts';
import { hashToken } from './tokens.ts';
import {
  browser,
  formAction,
  insertFixture,
  openTestDatabase,
  secondStepOf,
  signInThroughProvider,
  staffTotpSecret,
  startServer,
  testPassword,
  unusedCode,
  type Browser,
  type Fixture,
  type TestServer,
} from './test-support.ts';
import { codeAt, hashRecoveryCode } from './two-step.ts';

let database: Database;
let dispose: () => Promise<void>;
let server: TestServer;
let fixture: Fixture;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  fixture = await insertFixture(database);
  server = await startServer(database);
});

afterAll(async () => {
  await server?.close();
  await dispose?.();
});

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const unescape = (value: string): string =>
  value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** Signs in with the password and answers the page that follows it: the second step, not yet signed in. */
async function afterPassword(email: string): Promise<{ user: Browser; status: number; page: string }> {
  const user = browser();
  const login = await user.follow(`${server.origin}/api/auth/login`);
  const { response } = await user.follow(
    new URL(formAction(await login.response.text()), server.origin).href,
    form({ email, password: testPassword }),
  );
  return { user, status: response.status, page: await response.text() };
}

/** Posts the second step's form of a page with a code; follows wherever it leads. */
async function answer(
  user: Browser,
  page: string,
  code: string,
): Promise<{ status: number; page: string; url: string }> {
  const step = secondStepOf(page);
  if (!step) throw new Error('the page asks for no second step');
  const { response, url } = await user.follow(
    new URL(formAction(page), server.origin).href,
    form({ step: unescape(step), code }),
  );
  return { status: response.status, page: await response.text(), url };
}

async function signedInAs(user: Browser): Promise<string | null> {
  const session = await user.request(`${server.origin}/api/auth/session`);
  return session.status === 200 ? ((await session.json()) as { user: { email: string } }).user.email : null;
}

/** The ID token the server keeps for the browser's session (sealed in the row). */
async function idTokenOf(user: Browser): Promise<Record<string, unknown>> {
  const cookie = await user.cookie(server.origin, 'cuadre-session');
  const [row] = await database.db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, hashToken(cookie!)));
  return decodeJwt(sealer().open(row!.data.idToken!));
}

async function accountOf(email: string) {
  const [account] = await database.db.select().from(identityAccounts).where(eq(identityAccounts.email, email));
  return account!;
}

async function eventsOf(email: string, action: string) {
  return database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorEmail, email), eq(auditEvents.action, action)));
}

describe('an account with two-step sign-in', () => {
  it('is asked for a code after the right password, and is not signed in before giving it', async () => {
    const { user, status, page } = await afterPassword(fixture.users.staff);
    expect(status).toBe(200);
    expect(page).toContain('<h1>Two-step sign-in</h1>');
    expect(page).toContain('autocomplete="one-time-code"');
    expect(await signedInAs(user)).toBeNull();
  });

  it('signs in with the code of the moment, and the ID token says a second factor was used', async () => {
    const { user, page } = await afterPassword(fixture.users.staff);
    const { url } = await answer(user, page, await unusedCode(database, fixture.users.staff, staffTotpSecret));
    expect(url).toBe(`${server.origin}/`);
    expect(await signedInAs(user)).toBe(fixture.users.staff);
    expect(await idTokenOf(user)).toMatchObject({ amr: ['pwd', 'otp'], acr: 'urn:cuadre:acr:two-step' });
    expect(await eventsOf(fixture.users.staff, 'twoStepVerified')).not.toHaveLength(0);
  });

  it('refuses a wrong code, counts it as a failed attempt and records it', async () => {
    const before = (await accountOf(fixture.users.staff)).failedAttempts;
    const { user, page } = await afterPassword(fixture.users.staff);
    const wrong = await answer(user, page, '000000' === codeAt(staffTotpSecret, new Date()) ? '111111' : '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.page).toContain('That code is not correct.');
    expect(await signedInAs(user)).toBeNull();
    expect((await accountOf(fixture.users.staff)).failedAttempts).toBe(before + 1);
    expect(await eventsOf(fixture.users.staff, 'twoStepFailed')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ after: expect.objectContaining({ reason: 'wrong code', ip: expect.any(String) }) }),
      ]),
    );
    // The same page takes a right code afterwards.
    const right = await answer(user, wrong.page, await unusedCode(database, fixture.users.staff, staffTotpSecret));
    expect(right.url).toBe(`${server.origin}/`);
    expect((await accountOf(fixture.users.staff)).failedAttempts).toBe(0);
  });

  it('never takes one code twice, even from another browser', async () => {
    const code = await unusedCode(database, fixture.users.staff, staffTotpSecret);
    const first = await afterPassword(fixture.users.staff);
    expect((await answer(first.user, first.page, code)).url).toBe(`${server.origin}/`);
    const second = await afterPassword(fixture.users.staff);
    const replayed = await answer(second.user, second.page, code);
    expect(replayed.status).toBe(401);
    expect(replayed.page).toContain('That code has already been used.');
    expect(await signedInAs(second.user)).toBeNull();
  });

  it('takes each recovery code once, in place of a code', async () => {
    const recovery = 'ABCDE-FGHJK';
    await database.db
      .update(identityAccounts)
      .set({ recoveryCodeHashes: [hashRecoveryCode(recovery), hashRecoveryCode('ZZZZZ-ZZZZZ')] })
      .where(eq(identityAccounts.email, fixture.users.staff));
    const first = await afterPassword(fixture.users.staff);
    expect((await answer(first.user, first.page, 'abcde fghjk')).url).toBe(`${server.origin}/`);
    expect((await accountOf(fixture.users.staff)).recoveryCodeHashes).toEqual([hashRecoveryCode('ZZZZZ-ZZZZZ')]);
    expect(await eventsOf(fixture.users.staff, 'recoveryCodeUsed')).toHaveLength(1);

    const again = await afterPassword(fixture.users.staff);
    expect((await answer(again.user, again.page, recovery)).status).toBe(401);
  });

  it('refuses a second step it did not ask for: made up, or carried over from another sign-in', async () => {
    const first = await afterPassword(fixture.users.staff);
    const second = await afterPassword(fixture.users.staff);
    const action = new URL(formAction(second.page), server.origin).href;
    const code = await unusedCode(database, fixture.users.staff, staffTotpSecret);
    const account = await accountOf(fixture.users.staff);
    const madeUp = JSON.stringify({
      uid: action.split('/').at(-2),
      accountId: account.id,
      stage: 'done',
      expires: Date.now() + 60_000,
    });
    for (const step of [madeUp, unescape(secondStepOf(first.page)!), '', 'sealed:v1:dev00000:AAAA']) {
      const { response } = await second.user.follow(action, form({ step, code }));
      expect(response.status).toBe(400);
    }
    expect(await signedInAs(second.user)).toBeNull();
  });
});

describe('an account its company asks for a second factor', () => {
  it('sets up two-step sign-in on its next sign-in: QR code, first code, recovery codes, then in', async () => {
    await database.db
      .update(companies)
      .set({ secondFactorRequiredFor: ['bank-details'] })
      .where(eq(companies.id, fixture.companyId));
    await database.db
      .update(dashboardUsers)
      .set({ permissions: ['employees', 'billing', 'bank-details'] })
      .where(eq(dashboardUsers.email, fixture.users.admin));

    const { user, status, page } = await afterPassword(fixture.users.admin);
    expect(status).toBe(200);
    expect(page).toContain('Set up two-step sign-in');
    expect(page).toMatch(/<svg[^>]*>/);
    const secret = /<code class="secret" id="totp-secret">([A-Z2-7 ]+)<\/code>/.exec(page)?.[1]?.replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await signedInAs(user)).toBeNull();
    // Stored sealed, and not in force before a code from it is verified.
    const pending = await accountOf(fixture.users.admin);
    expect(pending.totpEnabledAt).toBeNull();
    expect(pending.totpSecret).not.toContain(secret!);

    const wrong = await answer(user, page, codeAt(secret!, new Date(Date.now() - 10 * 60_000)));
    expect(wrong.status).toBe(401);
    expect(wrong.page).toContain('Set up two-step sign-in');
    expect(wrong.page).toContain(secret!.slice(0, 4));

    const enrolled = await answer(user, wrong.page, codeAt(secret!, new Date()));
    expect(enrolled.status).toBe(200);
    expect(enrolled.page).toContain('Save your recovery codes');
    const codes = [...enrolled.page.matchAll(/<li>([0-9A-Z]{5}-[0-9A-Z]{5})<\/li>/g)].map((match) => match[1]!);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const account = await accountOf(fixture.users.admin);
    expect(account.totpEnabledAt).not.toBeNull();
    expect(account.recoveryCodeHashes).toEqual(codes.map(hashRecoveryCode));
    expect(await eventsOf(fixture.users.admin, 'twoStepEnrolled')).toHaveLength(1);

    const { response, url } = await user.follow(
      new URL(formAction(enrolled.page), server.origin).href,
      form({ step: unescape(secondStepOf(enrolled.page)!) }),
    );
    expect(response.status).toBeLessThan(500);
    expect(url).toBe(`${server.origin}/`);
    expect(await signedInAs(user)).toBe(fixture.users.admin);
    expect(await idTokenOf(user)).toMatchObject({ amr: ['pwd', 'otp'] });

    // From now on the account is asked for a code, and one of its recovery codes answers it.
    const next = await afterPassword(fixture.users.admin);
    expect(next.page).toContain('<h1>Two-step sign-in</h1>');
    expect((await answer(next.user, next.page, codes[3]!)).url).toBe(`${server.origin}/`);
  });

  it('asks again when the provider still remembers a sign-in made with the password only', async () => {
    const user = browser();
    const { url } = await signInThroughProvider(user, server.origin, fixture.users.manager, testPassword);
    expect(url).toBe(`${server.origin}/`);
    expect(await idTokenOf(user)).toMatchObject({ amr: ['pwd'] });
    // The company now asks the manager's kind of user for a second factor.
    await database.db
      .update(companies)
      .set({ secondFactorRequiredFor: ['bank-details'] })
      .where(eq(companies.id, fixture.companyId));
    await database.db
      .update(dashboardUsers)
      .set({ permissions: ['tips-manager', 'bank-details'] })
      .where(eq(dashboardUsers.email, fixture.users.manager));
    await user.request(`${server.origin}/api/auth/logout`, {
      method: 'POST',
      headers: { 'x-requested-by': 'cuadre', origin: server.origin },
    });

    // The provider's own session still lasts; without the check it would sign the manager straight back in.
    const again = await user.follow(`${server.origin}/api/auth/login`);
    expect(again.url).toMatch(/\/oidc\/interaction\//);
    expect(await again.response.text()).toContain('<label for="password">Password</label>');
  });

  it('locks the account after five wrong codes in a row, whatever comes next', async () => {
    const email = fixture.users.staff;
    await database.db
      .update(identityAccounts)
      .set({ failedAttempts: 0, lockedUntil: null })
      .where(eq(identityAccounts.email, email));
    const { user, page } = await afterPassword(email);
    let current = page;
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await answer(user, current, attempt % 2 ? '000001' : '999998');
      expect(wrong.status).toBe(401);
      current = wrong.page;
    }
    const fifth = await answer(user, current, '123455');
    expect(fifth.status).toBe(429);
    expect(fifth.page).toContain('Too many wrong codes.');
    const right = await answer(user, fifth.page, await unusedCode(database, email, staffTotpSecret));
    expect(right.status).toBe(429);
    expect(await signedInAs(user)).toBeNull();
    expect(await eventsOf(email, 'accountLocked')).not.toHaveLength(0);
  });
});
