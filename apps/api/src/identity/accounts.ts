import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { hashPassword, needsRehash, verifyPassword } from '../db/password.ts';
import { identityAccounts } from '../db/schema/index.ts';

export type LockoutPolicy = { maxFailures: number; lockMs: number };

/** Five wrong passwords in a row lock the account for fifteen minutes. */
export const defaultLockout: LockoutPolicy = { maxFailures: 5, lockMs: 15 * 60_000 };

export type SignInResult =
  { outcome: 'signed-in'; accountId: string } | { outcome: 'invalid' } | { outcome: 'locked'; until: Date };

// Unknown e-mails still pay for one scrypt, so the answer's timing does not reveal which accounts exist.
let decoyHash: Promise<string> | undefined;
const decoy = (): Promise<string> => (decoyHash ??= hashPassword('not-a-password'));

export async function signIn(
  db: Db,
  email: string,
  password: string,
  now: Date,
  policy: LockoutPolicy = defaultLockout,
): Promise<SignInResult> {
  const address = email.trim().toLowerCase();
  const [account] = address ? await db.select().from(identityAccounts).where(eq(identityAccounts.email, address)) : [];
  if (!account) {
    await verifyPassword(password, await decoy());
    return { outcome: 'invalid' };
  }
  if (account.lockedUntil && account.lockedUntil.getTime() > now.getTime()) {
    return { outcome: 'locked', until: account.lockedUntil };
  }
  if (await verifyPassword(password, account.passwordHash)) {
    await db
      .update(identityAccounts)
      // A hash made with weaker scrypt parameters than today's is made again from the password just verified.
      .set({
        failedAttempts: 0,
        lockedUntil: null,
        lastSignInAt: now,
        updatedAt: now,
        ...(needsRehash(account.passwordHash) ? { passwordHash: await hashPassword(password) } : {}),
      })
      .where(eq(identityAccounts.id, account.id));
    return { outcome: 'signed-in', accountId: account.id };
  }
  return recordFailure(db, account.id, now, policy);
}

/** Whether the account is locked now, and until when. */
export const lockedUntil = (account: { lockedUntil: Date | null }, now: Date): Date | null =>
  account.lockedUntil && account.lockedUntil.getTime() > now.getTime() ? account.lockedUntil : null;

// One statement, so parallel wrong guesses cannot slip past the counter; an expired lock starts a fresh count.
// Wrong passwords and wrong two-step codes both count.
export async function recordFailure(
  db: Db,
  accountId: string,
  now: Date,
  policy: LockoutPolicy,
): Promise<SignInResult> {
  const lockUntil = new Date(now.getTime() + policy.lockMs);
  const freshCount = sql`case when ${identityAccounts.lockedUntil} is not null and ${identityAccounts.lockedUntil} <= ${now.toISOString()}::timestamptz then 1 else ${identityAccounts.failedAttempts} + 1 end`;
  const [updated] = await db
    .update(identityAccounts)
    .set({
      failedAttempts: freshCount,
      lockedUntil: sql`case when (${freshCount}) >= ${policy.maxFailures} then ${lockUntil.toISOString()}::timestamptz else null end`,
      updatedAt: now,
    })
    .where(eq(identityAccounts.id, accountId))
    .returning({ lockedUntil: identityAccounts.lockedUntil });
  return updated?.lockedUntil ? { outcome: 'locked', until: updated.lockedUntil } : { outcome: 'invalid' };
}
