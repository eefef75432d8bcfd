import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Db } from '../db/index.ts';
import { oidcStore } from '../db/schema/index.ts';
import { sealer } from './sealing.ts';

/** What the embedded provider must keep across restarts: its signing key, cookie keys and client secret. */
export type ProviderSecrets = {
  signingKeys: JWK[];
  cookieKeys: string[];
  clientSecret: string;
};

const model = 'ProviderSecrets';
const id = 'current';

function generateSecrets(): ProviderSecrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    signingKeys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }],
    cookieKeys: [randomBytes(32).toString('base64url')],
    clientSecret: randomBytes(32).toString('base64url'),
  };
}

// Stored sealed (sealing.ts): the signing key and client secret are the provider's identity.
type StoredSecrets = { sealed: string } | ProviderSecrets;

const sealSecrets = (secrets: ProviderSecrets): StoredSecrets => ({ sealed: sealer().seal(JSON.stringify(secrets)) });
const openSecrets = (stored: StoredSecrets): ProviderSecrets =>
  'sealed' in stored ? (JSON.parse(sealer().open(stored.sealed)) as ProviderSecrets) : stored;

/** Reads the stored secrets, creating them on first start; two processes starting at once agree on one set. */
export async function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const where = and(eq(oidcStore.model, model), eq(oidcStore.id, id));
  const [existing] = await db.select({ payload: oidcStore.payload }).from(oidcStore).where(where);
  if (existing) {
    const stored = existing.payload as unknown as StoredSecrets;
    const secrets = openSecrets(stored);
    // Kept in clear by an earlier version, or sealed with a key since rotated: sealed again with the current key.
    if (!('sealed' in stored) || !sealer().isCurrent(stored.sealed)) {
      await db
        .update(oidcStore)
        .set({ payload: sealSecrets(secrets) as unknown as Record<string, unknown> })
        .where(where);
    }
    return secrets;
  }
  await db
    .insert(oidcStore)
    .values({ model, id, payload: sealSecrets(generateSecrets()) as unknown as Record<string, unknown> })
    .onConflictDoNothing();
  const [stored] = await db.select({ payload: oidcStore.payload }).from(oidcStore).where(where);
  if (!stored) throw new Error('The identity provider could not store its signing keys.');
  return openSecrets(stored.payload as unknown as StoredSecrets);
}
