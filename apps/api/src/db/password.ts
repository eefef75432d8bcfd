import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's Password Storage Cheat Sheet: scrypt with N = 2^17, r = 8, p = 1 (128 MiB and ~0.5 s of one core per hash).
export const passwordHashParams = { N: 2 ** 17, r: 8, p: 1 } as const;
const keyLength = 32;
// A stored hash asking for more than this is refused rather than allowed to take the server's memory.
const largestN = 2 ** 20;

type Params = { N: number; r: number; p: number };

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
export const hashPassword = async (password: string, salt: Buffer = randomBytes(16)): Promise<string> => {
  const key = await derive(password, salt, passwordHashParams);
  const { N, r, p } = passwordHashParams;
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
export const needsRehash = (stored: string): boolean => {
  const parsed = paramsOf(stored);
  if (!parsed) return true;
  const { N, r, p } = passwordHashParams;
  return parsed.N < N || parsed.r < r || parsed.p < p || Buffer.from(parsed.key, 'base64').length < keyLength;
};
