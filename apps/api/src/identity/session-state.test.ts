import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, dashboardUsers } from '../db/schema/index.ts';
import { sessionScopes } from '../db/snapshots.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';
import { createSession, resolveSession } from './session-store.ts';

let api: TestApi;
withTestApi((opened) => ({ api } = opened));

const timeouts = { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 };
const noTokens = {
  idToken: undefined,
  accessToken: undefined,
  refreshToken: undefined,
  accessTokenExpiresAt: undefined,
};

// Every request reads the database's state with its session. A server of many companies holds two version rows for
// each: a request reads the versions of its own user's scopes only, whichever way its state was read.
describe('the state a session is resolved in', () => {
  it.each(['ewa@isla.example', 'staff@provider.example'])(
    'holds the versions of the scopes of %s alone, read with the session row and read again later',
    async (email) => {
      const [user] = await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, email));
      // Another company's scopes, written: they exist, and still are not read.
      await api.db.execute(
        `insert into data_versions (scope, version) values ('other-company', 7), ('other-company:people', 3)
         on conflict (scope) do nothing`,
      );
      const now = new Date();
      const token = await createSession(api.db, user!, noTokens, timeouts, now);
      const expected = sessionScopes(user!.companyId).sort();
      // First with the row (the session lookup), then from the row kept in memory and a fresh shared read.
      for (let read = 0; read < 2; read += 1) {
        const resolved = await resolveSession(api.db, token, { timeouts, now });
        expect(resolved, email).not.toBeNull();
        expect(Object.keys(resolved!.state.versions).sort()).toEqual(expected);
      }
    },
  );

  it('follows a user moved to another company by a script: the next request reads that company’s versions', async () => {
    const [user] = await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, 'viewer@costa.example'));
    const [isla] = await api.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Isla Restaurant Group'));
    const now = new Date();
    const token = await createSession(api.db, user!, noTokens, timeouts, now);
    expect((await resolveSession(api.db, token, { timeouts, now }))!.auth.companyIds).toEqual([user!.companyId]);
    await api.db.update(dashboardUsers).set({ companyId: isla!.id }).where(eq(dashboardUsers.id, user!.id));
    const moved = await resolveSession(api.db, token, { timeouts, now });
    expect(moved!.auth.companyIds).toEqual([isla!.id]);
    expect(Object.keys(moved!.state.versions).sort()).toEqual(sessionScopes(isla!.id).sort());
  });
});
