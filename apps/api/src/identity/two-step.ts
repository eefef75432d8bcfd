// Two-step sign-in at the embedded provider: a time-based one-time code (TOTP, RFC 6238: SHA-1, 6 digits, 30 s, the
// parameters every authenticator app reads from a QR code) after the password, or one of ten recovery codes.
//
// - The shared secret is stored sealed (identity/sealing.ts); it is written at enrolment and in force once the first
//   code from it has been verified (`totp_enabled_at`).
// - A code is accepted for its 30-second step and the one on either side (clock drift), and never twice: the last
//   step accepted is kept, and one statement accepts a later step only, so two requests with one code cannot both pass.
// - Recovery codes are 10 random groups of characters, shown once; only their SHA-256 is kept, and one statement
//   removes a code as it is used.
// - Wrong codes count towards the account's lockout, like wrong passwords (identity/accounts.ts); a right one
//   starts the count again.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../db/index.ts';
import { identityAccounts } from '../db/schema/index.ts';
import { sealer } from './sealing.ts';

const period = 30;
const digits = 6;
const window = 1;
const recoveryCodeCount = 10;
// Crockford's base32 without the letters read as digits: nothing to confuse when typed from paper.
const recoveryAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const issuerLabel = 'Cuadre';

const totpOf = (secret: string, email: string): TOTP =>
  new TOTP({ issuer: issuerLabel, label: email, algorithm: 'SHA1', digits, period, secret: Secret.fromBase32(secret) });

/** A new shared secret, base32 (160 random bits, as RFC 4226 recommends). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an authenticator app reads, and the same as an SVG QR code. */
export async function enrolmentCode(secret: string, email: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { uri, qrSvg };
}

/** The step a code belongs to, or null when it is not the code of now (± one step). */
export function codeStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret, '').validate({ token, timestamp: now.getTime(), window });
  return delta === null ? null : TOTP.counter({ period, timestamp: now.getTime() }) + delta;
}

/** The code of a secret at a time: for tests and for the demo account's documentation. */
export const codeAt = (secret: string, at: Date): string => totpOf(secret, '').generate({ timestamp: at.getTime() });

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toUpperCase())
    .digest('hex');

/** Ten new recovery codes: five characters, a dash, five characters (50 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const characters = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

type Account = typeof identityAccounts.$inferSelect;

export const twoStepEnabled = (account: Pick<Account, 'totpEnabledAt'>): boolean => account.totpEnabledAt !== null;

/** Starts (or starts again) an enrolment: a new secret, not in force until a code from it is verified. */
export async function beginEnrolment(db: Db, accountId: string): Promise<string> {
  const secret = newTotpSecret();
  await db
    .update(identityAccounts)
    .set({ totpSecret: sealer().seal(secret), totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(and(eq(identityAccounts.id, accountId), isNull(identityAccounts.totpEnabledAt)));
  return secret;
}

export type CodeCheck =
  { outcome: 'accepted'; method: 'totp' | 'recovery-code' } | { outcome: 'wrong' } | { outcome: 'replayed' };

/**
 * Checks a code against the account's secret, and on enrolment puts two-step sign-in in force with new recovery
 * codes (returned, to be shown once). A code of a step already used is refused as replayed.
 */
export async function checkCode(
  db: Db,
  account: Account,
  code: string,
  now: Date,
  options: { enrolling?: boolean } = {},
): Promise<CodeCheck & { recoveryCodes?: string[] }> {
  if (!account.totpSecret) return { outcome: 'wrong' };
  const step = codeStep(sealer().open(account.totpSecret), code, now);
  if (step === null) {
    if (options.enrolling || !twoStepEnabled(account)) return { outcome: 'wrong' };
    return (await spendRecoveryCode(db, account.id, code, now))
      ? { outcome: 'accepted', method: 'recovery-code' }
      : { outcome: 'wrong' };
  }
  const recoveryCodes = options.enrolling ? newRecoveryCodes() : undefined;
  const [updated] = await db
    .update(identityAccounts)
    .set({
      totpLastStep: step,
      failedAttempts: 0,
      updatedAt: now,
      ...(recoveryCodes ? { totpEnabledAt: now, recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) } : {}),
    })
    .where(
      and(
        eq(identityAccounts.id, account.id),
        eq(identityAccounts.totpSecret, account.totpSecret),
        options.enrolling ? isNull(identityAccounts.totpEnabledAt) : sql`${identityAccounts.totpEnabledAt} is not null`,
        or(isNull(identityAccounts.totpLastStep), lt(identityAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: identityAccounts.id });
  if (!updated) return { outcome: 'replayed' };
  return { outcome: 'accepted', method: 'totp', ...(recoveryCodes ? { recoveryCodes } : {}) };
}

async function spendRecoveryCode(db: Db, accountId: string, code: string, now: Date): Promise<boolean> {
  const typed = code.replace(/[\s-]+/g, '');
  if (!/^[0-9A-Za-z]{10}$/.test(typed)) return false;
  const hash = hashRecoveryCode(typed);
  const used = await db
    .update(identityAccounts)
    .set({
      recoveryCodeHashes: sql`array_remove(${identityAccounts.recoveryCodeHashes}, ${hash})`,
      failedAttempts: 0,
      updatedAt: now,
    })
    .where(and(eq(identityAccounts.id, accountId), sql`${hash} = any(${identityAccounts.recoveryCodeHashes})`))
    .returning({ left: sql<number>`cardinality(${identityAccounts.recoveryCodeHashes})` });
  return used.length === 1;
}
