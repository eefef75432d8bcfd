// Secrets at rest: the provider's tokens kept in session rows and the embedded provider's keys are stored sealed
// (AES-256-GCM) with a key from the environment, so a copy of the database (a backup, a replica, a dump sent for
// support) holds no usable token or signing key.
//
// APP_ENCRYPTION_KEY is 32 random bytes, base64 (`openssl rand -base64 32`). To rotate: move the current key to
// APP_ENCRYPTION_KEY_PREVIOUS (comma-separated, newest first), set a new APP_ENCRYPTION_KEY, restart. Everything is
// sealed with the new key from then on and still opened with the old ones: session rows are rewritten at each token
// refresh and last 12 hours at most, and the provider's keys are sealed again at the next start. After a day, drop
// the previous key. Outside production a fixed development key is used when none is set (production refuses to
// start without one).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const prefix = 'sealed:v1:';
const developmentKey = createHash('sha256').update('cuadre development encryption key, not for production').digest();

type Key = { id: string; bytes: Buffer };

export type Sealer = {
  seal: (plain: string) => string;
  /** The plain text; a value stored before sealing existed is returned as it is. Throws on a tampered value. */
  open: (stored: string) => string;
  isSealed: (stored: string) => boolean;
  /** Whether a stored value is sealed with the current key (one sealed before a rotation is sealed again). */
  isCurrent: (stored: string) => boolean;
  /**
   * 32-byte keys for one purpose (HKDF-SHA256, the purpose as its info), derived from the current key first and then
   * from each previous one: sign with the first, accept any.
   */
  derive: (purpose: string) => Buffer[];
};

function keyOf(encoded: string, name: string): Key {
  const bytes = Buffer.from(encoded.trim(), 'base64');
  if (bytes.length !== 32) throw new Error(`${name} must be 32 bytes in base64 (openssl rand -base64 32).`);
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes };
}

export function createSealer(current: string | undefined, previous: string | undefined = undefined): Sealer {
  const active: Key = current ? keyOf(current, 'APP_ENCRYPTION_KEY') : { id: 'dev00000', bytes: developmentKey };
  const older = (previous ?? '')
    .split(',')
    .filter((value) => value.trim() !== '')
    .map((value) => keyOf(value, 'APP_ENCRYPTION_KEY_PREVIOUS'));
  const keys = new Map([active, ...older, { id: 'dev00000', bytes: developmentKey }].map((key) => [key.id, key]));
  if (current) keys.delete('dev00000');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', active.bytes, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${prefix}${active.id}:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(stored) {
      if (!stored.startsWith(prefix)) return stored;
      const [id, payload] = stored.slice(prefix.length).split(':');
      const key = id ? keys.get(id) : undefined;
      if (!key || !payload)
        throw new Error(
          'A sealed value was sealed with a key this server does not have (APP_ENCRYPTION_KEY_PREVIOUS?).',
        );
      const bytes = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(prefix),
    isCurrent: (stored) => stored.startsWith(`${prefix}${active.id}:`),
    derive: (purpose) =>
      [...keys.values()].map((key) => Buffer.from(hkdfSync('sha256', key.bytes, Buffer.alloc(0), purpose, 32))),
  };
}

let shared: Sealer | undefined;

/** The server's sealer, from APP_ENCRYPTION_KEY and APP_ENCRYPTION_KEY_PREVIOUS. */
export function sealer(): Sealer {
  shared ??= createSealer(process.env.APP_ENCRYPTION_KEY || undefined, process.env.APP_ENCRYPTION_KEY_PREVIOUS);
  return shared;
}

/** Seals a token if there is one. */
export const sealToken = (value: string | undefined): string | undefined =>
  value === undefined ? undefined : sealer().seal(value);

/** Opens a stored token if there is one. */
export const openToken = (value: string | undefined): string | undefined =>
  value === undefined ? undefined : sealer().open(value);
