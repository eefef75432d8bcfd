import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardUsers, sessions } from '../db/schema/index.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';
import { flushSessionTouches } from './session-store.ts';

let api: TestApi;
withTestApi((opened) => ({ api } = opened));

const MINUTE = 60_000;

// Time passes on the server's clock: a session row the server keeps (it is read again only when what sessions
// grant changes, or when it looks idle) ages with it, as it would in production.
const later = (minutes: number) => vi.setSystemTime(Date.now() + minutes * MINUTE);
afterEach(() => {
  vi.useRealTimers();
});

// Each test signs its own user in, so the sessions it ages belong to it alone.
async function sessionOf(email: string) {
  const first = await api.call(email, { method: 'GET', url: '/api/auth/session' });
  expect(first.statusCode, first.body).toBe(200);
  const [user] = await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, email));
  const [session] = await api.db.select().from(sessions).where(eq(sessions.userId, user!.id));
  vi.useFakeTimers({ toFake: ['Date'] });
  // The table's time, set back as if the session had last been seen `minutes` ago.
  const age = async (minutes: number) => {
    await api.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - minutes * MINUTE) })
      .where(eq(sessions.idHash, session!.idHash));
  };
  const lastSeenAt = async () =>
    (await api.db.select().from(sessions).where(eq(sessions.idHash, session!.idHash)))[0]?.lastSeenAt;
  const expiresAt = async () =>
    Date.parse((await api.call(email, { method: 'GET', url: '/api/auth/session' })).json().expiresAt as string);
  return { age, lastSeenAt, expiresAt };
}

describe('when a session was last seen', () => {
  it('is noted in memory on a request and written later in one statement, so reading never writes', async () => {
    const session = await sessionOf('ewa@isla.example');
    later(5);
    await session.age(5);
    const aged = await session.lastSeenAt();
    const answered = Date.now();
    // The idle limit counts from this request already…
    expect(await session.expiresAt()).toBeGreaterThanOrEqual(answered + 29 * MINUTE);
    // …but nothing was written yet.
    expect(await session.lastSeenAt()).toEqual(aged);
    await flushSessionTouches(api.db);
    expect((await session.lastSeenAt())!.getTime()).toBeGreaterThanOrEqual(answered - 1000);
  });

  it('keeps a session whose noted touch is recent alive, whatever older time the table still holds', async () => {
    const session = await sessionOf('tips.admin@isla.example');
    later(5);
    await session.age(5);
    await session.expiresAt();
    later(1);
    await session.age(31);
    const answer = await api.call('tips.admin@isla.example', { method: 'GET', url: '/api/auth/session' });
    expect(answer.statusCode).toBe(200);
    await flushSessionTouches(api.db);
    expect(Date.now() - (await session.lastSeenAt())!.getTime()).toBeLessThan(MINUTE);
  });

  it('never moves the written time backwards', async () => {
    const session = await sessionOf('insurance@isla.example');
    await session.age(5);
    await session.expiresAt();
    const later = new Date(Date.now() + MINUTE);
    await api.db
      .update(sessions)
      .set({ lastSeenAt: later })
      .where(eq(sessions.lastSeenAt, (await session.lastSeenAt())!));
    await flushSessionTouches(api.db);
    expect(await session.lastSeenAt()).toEqual(later);
  });

  it('still ends a session idle past the limit that nobody touched in memory', async () => {
    const session = await sessionOf('approver@costa.example');
    later(31);
    await session.age(31);
    const answer = await api.call('approver@costa.example', { method: 'GET', url: '/api/auth/session' });
    expect(answer.statusCode).toBe(401);
    expect(await session.lastSeenAt()).toBeUndefined();
  });
});
