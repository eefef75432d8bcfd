import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

type Params = { readonly N: number; readonly r: number; readonly p: number };

// OWASP's Password Storage Cheat Sheet: scrypt with N = 2^17, r = 8, p = 1 (128 MiB and ~0.3 s of one core per hash).
export const productionPasswordCost: Params = { N: 2 ** 17, r: 8, p: 1 };
// The API's tests create and sign in test accounts a few hundred times per run; at OWASP's cost that was about 80 s
// of processor time per database. Under Vitest only, new hashes take 1 MiB and about a millisecond.
const testPasswordCost: Params = { N: 2 ** 10, r: 8, p: 1 };
let newHashCost = productionPasswordCost;
const keyLength = 32;
// A stored hash asking for more than this is refused rather than allowed to take the server's memory.
const largestN = 2 ** 20;

/** The parameters new hashes are made with: OWASP's, unless a test run lowered them. */
export const passwordHashParams = (): Params => newHashCost;

/**
 * Test runs only (the API's Vitest setup calls it): new hashes are made at N = 2^10. Refused outside Vitest and in
 * production, so no setting of a running server can weaken the passwords it stores. A hash keeps the parameters it
 * was made with, and a server verifies it with those, so a test-cost hash never reaches a production database from
 * here: the demo seed and every command and server that tests start in processes of their own hash at OWASP's cost.
 */
export function useTestPasswordCost(): void {
  if (process.env.VITEST !== 'true' || process.env.NODE_ENV === 'production')
    throw new Error('The test password cost is for Vitest runs only.');
  newHashCost = testPasswordCost;
}

// scrypt needs 128·r·(N + p + 2) bytes; Node refuses anything above maxmem (32 MiB unless told).
const memoryFor = ({ N, r, p }: Params): number => 128 * r * (N + p + 2) + 1024 * 1024;

const derive = (password: string, salt: Buffer, params: Params): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const options: ScryptOptions = { ...params, maxmem: memoryFor(params) };
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** scrypt$N$r$p$salt$key, both base64; the parameters travel with the hash so they can be raised later. */
export const hashPassword = async (
  password: string,
  salt: Buffer = randomBytes(16),
  params: Params = newHashCost,
): Promise<string> => {
  const key = await derive(password, salt, params);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
};

function paramsOf(stored: string): (Params & { salt: string; key: string }) | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key || rest.length > 0) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sound =
    Object.values(params).every((value) => Number.isSafeInteger(value) && value > 0) &&
    params.N > 1 &&
    params.N <= largestN &&
    (params.N & (params.N - 1)) === 0;
  return sound ? { ...params, salt, key } : null;
}

/** Whether the password is the one the stored hash was made from, with the parameters the hash names. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = paramsOf(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.key, 'base64');
  const actual = await derive(password, Buffer.from(parsed.salt, 'base64'), parsed);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/**
 * Whether a stored hash is weaker than today's parameters (or not ours at all): after a successful sign-in the
 * password, known at that moment, is hashed again.
 */
export const needsRehash = (stored: string, params: Params = newHashCost): boolean => {
  const parsed = paramsOf(stored);
  if (!parsed) return true;
  const { N, r, p } = params;
  return parsed.N < N || parsed.r < r || parsed.p < p || Buffer.from(parsed.key, 'base64').length < keyLength;
};
