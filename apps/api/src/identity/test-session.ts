import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { dashboardUsers } from '../db/schema/index.ts';
import { defaultAbsoluteTimeoutMs, defaultIdleTimeoutMs } from './defaults.ts';
import { createSession } from './session-store.ts';

/**
 * Tests only: a signed-in session for the dashboard user with this e-mail, as a Cookie header value.
 * It names the cookie both ways (https and plain http), so it fits an app on either origin.
 */
export async function createTestSession(database: Database, email: string): Promise<string> {
  const [user] = await database.db
    .select()
    .from(dashboardUsers)
    .where(eq(dashboardUsers.email, email.trim().toLowerCase()));
  if (!user) throw new Error(`No dashboard user has the e-mail ${email}.`);
  const token = await createSession(
    database.db,
    { id: user.id, email: user.email },
    { idToken: undefined, accessToken: undefined, refreshToken: undefined, accessTokenExpiresAt: undefined },
    { idleMs: defaultIdleTimeoutMs, absoluteMs: defaultAbsoluteTimeoutMs },
    new Date(),
  );
  return `__Host-cuadre-session=${token}; cuadre-session=${token}`;
}
