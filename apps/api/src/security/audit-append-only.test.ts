// The audit trail is append-only for the application: whatever a handler, a bug or an injected statement tries, an
// event once recorded is neither changed nor removed. Only the changes of its own foreign keys pass (an actor
// deleted, a company deleted with everything it holds).
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTemplateCopy, type DisposableDatabase } from '../db/testing.ts';
import { auditEvents, companies, dashboardUsers } from '../db/schema/index.ts';

let opened: DisposableDatabase;
beforeEach(async () => {
  opened = await openTemplateCopy();
});
afterEach(async () => {
  await opened.dispose();
});

// The database's own refusal, under the query builder's "Failed query" wrapper.
async function expectRefused(statement: PromiseLike<unknown>): Promise<void> {
  const error: unknown = await Promise.resolve(statement).then(
    () => new Error('the statement went through'),
    (thrown: unknown) => thrown,
  );
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  expect(cause instanceof Error ? cause.message : String(cause)).toMatch(/audit_events is append-only/);
}

async function recordOne(): Promise<{ id: number; companyId: string; actorUserId: string }> {
  const { db } = opened.database;
  const [user] = await db.select().from(dashboardUsers).where(eq(dashboardUsers.email, 'owner@isla.example'));
  const [event] = await db
    .insert(auditEvents)
    .values({
      actorUserId: user!.id,
      actorEmail: user!.email,
      companyId: user!.companyId,
      entity: 'bank-details',
      entityId: 'x',
      action: 'update',
      after: { account: '…1234' },
    })
    .returning();
  return { id: event!.id, companyId: user!.companyId!, actorUserId: user!.id };
}

describe('the audit trail', () => {
  it('takes new events', async () => {
    const { id } = await recordOne();
    const [row] = await opened.database.db.select().from(auditEvents).where(eq(auditEvents.id, id));
    expect(row?.action).toBe('update');
  });

  it('refuses an UPDATE of any column, and the event reads as it was recorded', async () => {
    const { id } = await recordOne();
    const { db } = opened.database;
    await expectRefused(db.update(auditEvents).set({ action: 'nothing happened' }).where(eq(auditEvents.id, id)));
    await expectRefused(db.update(auditEvents).set({ after: null }).where(eq(auditEvents.id, id)));
    // Clearing the actor of a user who still exists is hiding who did it, not a deleted user's foreign key.
    await expectRefused(db.update(auditEvents).set({ actorUserId: null }).where(eq(auditEvents.id, id)));
    const [row] = await db.select().from(auditEvents).where(eq(auditEvents.id, id));
    expect(row).toMatchObject({ action: 'update', after: { account: '…1234' } });
    expect(row?.actorUserId).not.toBeNull();
  });

  it('refuses a DELETE and a TRUNCATE, in raw SQL too', async () => {
    const { id } = await recordOne();
    const { db } = opened.database;
    const before = await db.$count(auditEvents);
    await expectRefused(db.delete(auditEvents).where(eq(auditEvents.id, id)));
    await expectRefused(db.execute(sql`delete from audit_events`));
    await expectRefused(db.execute(sql`truncate audit_events`));
    expect(await db.$count(auditEvents)).toBe(before);
  });

  it('keeps an event when its actor is deleted, without the user id but with the e-mail', async () => {
    const { id, actorUserId } = await recordOne();
    const { db } = opened.database;
    await db.delete(dashboardUsers).where(eq(dashboardUsers.id, actorUserId));
    const [row] = await db.select().from(auditEvents).where(eq(auditEvents.id, id));
    expect(row).toMatchObject({ actorUserId: null, actorEmail: 'owner@isla.example', action: 'update' });
  });

  it('goes with a company that is deleted, and only that company’s events', async () => {
    const { companyId } = await recordOne();
    const { db } = opened.database;
    const others = await db.$count(auditEvents, sql`${auditEvents.companyId} is distinct from ${companyId}`);
    await db.delete(companies).where(eq(companies.id, companyId));
    expect(await db.$count(auditEvents, eq(auditEvents.companyId, companyId))).toBe(0);
    expect(await db.$count(auditEvents, sql`${auditEvents.companyId} is distinct from ${companyId}`)).toBe(others);
  });
});
