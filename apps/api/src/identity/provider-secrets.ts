import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Db } from '../db/index.ts';
import { oidcStore } from '../db/schema/index.ts';

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

/** Reads the stored secrets, creating them on first start; two processes starting at once agree on one set. */
export async function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const where = and(eq(oidcStore.model, model), eq(oidcStore.id, id));
  const [existing] = await db.select({ payload: oidcStore.payload }).from(oidcStore).where(where);
  if (existing) return existing.payload as unknown as ProviderSecrets;
  await db
    .insert(oidcStore)
    .values({ model, id, payload: generateSecrets() })
    .onConflictDoNothing();
  const [stored] = await db.select({ payload: oidcStore.payload }).from(oidcStore).where(where);
  if (!stored) throw new Error('The identity provider could not store its signing keys.');
  return stored.payload as unknown as ProviderSecrets;
}
