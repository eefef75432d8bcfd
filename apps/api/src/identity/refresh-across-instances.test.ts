import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { sessions } from '../db/schema/index.ts';
import { registerIdentity } from './index.ts';
import { hashToken } from './tokens.ts';
import {
  browser,
  freePort,
  insertFixture,
  openTestDatabase,
  signInThroughProvider,
  startServer,
  testPassword,
  type Fixture,
  type TestServer,
} from './test-support.ts';

// Two instances of the server behind one public origin, on one database, as a load balancer runs them. The
// provider's refresh tokens rotate and can be used once: when a session's access token lapses and the next two
// requests land on different instances at the same moment, only one may spend the refresh token.

let database: Database;
let dispose: () => Promise<void>;
let first: TestServer;
let second: { app: FastifyInstance; origin: string };
let fixture: Fixture;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  fixture = await insertFixture(database);
  first = await startServer(database);
  // The second instance answers on its own port but is the same site: same public origin, same provider.
  const port = await freePort();
  const app = Fastify({ logger: false });
  await registerIdentity(app, { database, publicOrigin: first.origin });
  await app.listen({ port, host: '127.0.0.1' });
  second = { app, origin: `http://127.0.0.1:${port}` };
});

afterAll(async () => {
  await second?.app.close();
  await first?.close();
  await dispose?.();
});

describe('a token refresh that falls due on two instances at once', () => {
  it('spends the refresh token once and keeps the user signed in on both', async () => {
    const user = browser();
    const { url } = await signInThroughProvider(user, first.origin, fixture.users.admin, testPassword);
    expect(url).toBe(`${first.origin}/`);
    // Cookies are per host, not per port: the browser sends the same session to both instances.
    const idHash = hashToken((await user.cookie(first.origin, 'cuadre-session'))!);

    for (let round = 0; round < 3; round += 1) {
      const [before] = await database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
      await database.db
        .update(sessions)
        .set({ data: { ...before!.data, accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString() } })
        .where(eq(sessions.idHash, idHash));

      const answers = await Promise.all([
        user.request(`${first.origin}/api/auth/session`),
        user.request(`${second.origin}/api/auth/session`),
        user.request(`${first.origin}/api/auth/session`),
        user.request(`${second.origin}/api/auth/session`),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

      const [after] = await database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
      expect(after?.data.refreshToken).toBeTypeOf('string');
      expect(after?.data.refreshToken).not.toBe(before!.data.refreshToken);
      expect(after?.data.refreshLeaseUntil).toBeUndefined();
      expect(new Date(after!.data.accessTokenExpiresAt!).getTime()).toBeGreaterThan(Date.now());
      // And the rotated token is the one the provider honours: the session lives on.
      expect((await user.request(`${second.origin}/api/auth/session`)).status).toBe(200);
    }
  });
});
