import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/index.ts';
import { oidcStore } from '../db/schema/index.ts';

/** oidc-provider's persistence in PostgreSQL: one row per model instance, expired rows invisible. */
export function databaseAdapter(db: Db): AdapterConstructor {
  return class DatabaseAdapter implements Adapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcStore)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [oidcStore.model, oidcStore.id], set: { ...row, consumedAt: null } });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.#findWhere(eq(oidcStore.id, id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.#findWhere(eq(oidcStore.uid, uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.#findWhere(eq(oidcStore.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcStore)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcStore.model, this.model), eq(oidcStore.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcStore).where(and(eq(oidcStore.model, this.model), eq(oidcStore.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcStore).where(eq(oidcStore.grantId, grantId));
    }

    async #findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcStore)
        .where(
          and(
            eq(oidcStore.model, this.model),
            condition,
            or(isNull(oidcStore.expiresAt), gt(oidcStore.expiresAt, new Date())),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}

export async function deleteExpiredProviderRecords(db: Db, now: Date): Promise<void> {
  await db.delete(oidcStore).where(lt(oidcStore.expiresAt, now));
}
