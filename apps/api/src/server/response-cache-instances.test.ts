import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../db/index.ts';
import { dashboardUsers, sessions, tipHistoryNotes } from '../db/schema/index.ts';
import { flushSessionTouches } from '../identity/session-store.ts';
import { handlers } from '../handlers/index.ts';
import { loadFixtures, type Fixtures } from './testing/fixtures.ts';
import { startTestApi, type TestApi } from './testing/harness.ts';
import type { AnyHandler } from './router.ts';

// Two instances of the server on one database, as a load balancer runs them, each with its own response cache,
// session store and connection pool (on PGlite, which one process holds, the pool is shared). A company's write
// through one is seen at once by its readers through the other; another company's answers stay cached.

const TIPS = 'tips.admin@isla.example';
const COSTA = 'approver@costa.example';
const ISLA_USERS = 'owner@isla.example';
const day = '2026-11-18';

// Each instance counts its handlers' runs, so a test can tell an answer from the cache from a computed one.
const runs = new Map<string, number>();
const counting = (instance: string): Record<string, AnyHandler> => {
  const all = handlers as unknown as Record<string, AnyHandler>;
  const counted = (operationId: string): AnyHandler =>
    (async (context) => {
      const key = `${instance} ${operationId}`;
      runs.set(key, (runs.get(key) ?? 0) + 1);
      return all[operationId]!(context);
    }) as AnyHandler;
  return {
    ...all,
    getTipHistoryNotes: counted('getTipHistoryNotes'),
    listCommissionBatches: counted('listCommissionBatches'),
    listExternalUsers: counted('listExternalUsers'),
    listInvoices: counted('listInvoices'),
  };
};
const ran = (instance: string, operationId: string) => runs.get(`${instance} ${operationId}`) ?? 0;

let a: TestApi;
let b: TestApi;
let f: Fixtures;
beforeAll(async () => {
  a = await startTestApi({ handlers: counting('a') });
  b = await startTestApi({ handlers: counting('b'), on: await a.reopen() });
  f = await loadFixtures(a.db);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

type Notes = { notes: { message: string }[] };
const notesUrl = () => `/api/tips/user-tips-history-notes?companyId=${f.isla}&workerGroupCode=103&dateTip=${day}`;
const notesThrough = async (api: TestApi): Promise<string[]> => {
  const answer = await api.call(TIPS, { method: 'GET', url: notesUrl() });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as Notes).notes.map((note) => note.message);
};
const addNote = async (api: TestApi, message: string) => {
  const answer = await api.call(TIPS, {
    method: 'POST',
    url: '/api/tips/user-tips-history-notes',
    payload: { companyId: f.isla, workerGroupCode: '103', dateTip: day, message },
  });
  expect(answer.statusCode).toBe(201);
};
const costaBatches = (api: TestApi) =>
  api.call(COSTA, {
    method: 'GET',
    url: `/api/compensation/commission-batches?companyId=${f.costa}&area=commissions&page=1&limit=25`,
  });
const islaInvoices = (api: TestApi) =>
  api.call('ewa@isla.example', { method: 'GET', url: `/api/employer-dashboard/invoices?companyId=${f.isla}&limit=5` });

describe('two instances on one database', () => {
  it('show a company’s write, made through one, at once to its readers through the other, in both directions', async () => {
    await notesThrough(a);
    await notesThrough(b);
    for (let round = 0; round < 4; round += 1) {
      const [writer, reader] = round % 2 === 0 ? [a, b] : [b, a];
      const message = `round ${round} ${randomUUID()}`;
      // The reader has the day's notes cached from before the write.
      const before = await notesThrough(reader);
      expect(before).not.toContain(message);
      await addNote(writer, message);
      expect(await notesThrough(reader)).toEqual([...before, message]);
      expect(await notesThrough(writer)).toEqual([...before, message]);
    }
  });

  it('never answers a read that starts after a write committed with what was cached before it, under concurrent reads', async () => {
    const message = `concurrent ${randomUUID()}`;
    // Readers keep asking through b while the write goes through a; every read sent after the write's answer arrived
    // sees the note.
    let written = false;
    const stale: string[][] = [];
    const reading = (async () => {
      for (let read = 0; read < 30; read += 1) {
        const sentAfterWrite = written;
        const notes = await notesThrough(b);
        if (sentAfterWrite && !notes.includes(message)) stale.push(notes);
      }
    })();
    await addNote(a, message);
    written = true;
    await reading;
    expect(stale).toEqual([]);
    expect(await notesThrough(b)).toContain(message);
  });

  it('keeps another company’s answers cached, on both instances, across the write, and never shows it the write', async () => {
    const [first, firstOnA] = [await costaBatches(b), await costaBatches(a)];
    expect(first.statusCode).toBe(200);
    const before = { a: ran('a', 'listCommissionBatches'), b: ran('b', 'listCommissionBatches') };
    const message = `isla only ${randomUUID()}`;
    await addNote(a, message);
    const [after, afterOnA] = [await costaBatches(b), await costaBatches(a)];
    expect(after.body).toBe(first.body);
    expect(afterOnA.body).toBe(firstOnA.body);
    expect(after.body).not.toContain(message);
    expect({ a: ran('a', 'listCommissionBatches'), b: ran('b', 'listCommissionBatches') }).toEqual(before);
    // The writing company's own readers computed theirs again.
    expect(await notesThrough(b)).toContain(message);
  });

  it('changes nothing, and ends no answer, with a write that rolls back', async () => {
    const before = await notesThrough(b);
    const ranBefore = ran('b', 'getTipHistoryNotes');
    const message = `rolled back ${randomUUID()}`;
    await expect(
      inTransaction(a.db, async (tx) => {
        await tx.insert(tipHistoryNotes).values({
          companyId: f.isla,
          workerGroupCode: '103',
          dateTip: day,
          message,
          createdBy: TIPS,
        });
        throw new Error('the write fails after inserting');
      }),
    ).rejects.toThrow('the write fails after inserting');
    expect(await notesThrough(b)).toEqual(before);
    expect(ran('b', 'getTipHistoryNotes')).toBe(ranBefore);
  });

  it('sees a change made outside the API, in any process, on the next request', async () => {
    const before = await notesThrough(b);
    const message = `by hand ${randomUUID()}`;
    await a.db
      .insert(tipHistoryNotes)
      .values({ companyId: f.isla, workerGroupCode: '103', dateTip: day, message, createdBy: TIPS });
    expect(await notesThrough(b)).toEqual([...before, message]);
  });

  it('keeps company answers across a sign-in and a session’s last-seen write, but not the users list a sign-in changes', async () => {
    const usersUrl = `/api/external-users?companyId[eq]=${f.isla}&limit=200`;
    await islaInvoices(b);
    expect((await b.call(ISLA_USERS, { method: 'GET', url: usersUrl })).statusCode).toBe(200);
    const before = {
      invoices: ran('b', 'listInvoices'),
      users: ran('b', 'listExternalUsers'),
      notes: ran('b', 'getTipHistoryNotes'),
    };
    await notesThrough(b);
    const notesRan = ran('b', 'getTipHistoryNotes');
    // Someone of Isla signs in through a (the identity layer stamps the time), and a writes when sessions were seen.
    const signedIn = new Date();
    await a.db.update(dashboardUsers).set({ lastSignInAt: signedIn }).where(eq(dashboardUsers.id, f.users.ewa));
    await a.db.update(sessions).set({ lastSeenAt: sql`now()` });
    await flushSessionTouches(a.db);
    await islaInvoices(b);
    await notesThrough(b);
    expect(ran('b', 'listInvoices')).toBe(before.invoices);
    expect(ran('b', 'getTipHistoryNotes')).toBe(notesRan);
    const users = await b.call(ISLA_USERS, { method: 'GET', url: usersUrl });
    expect(ran('b', 'listExternalUsers')).toBe(before.users + 1);
    const ewa = (users.json() as { items: { email: string; lastSignInAt: string | null }[] }).items.find(
      (user) => user.email === 'ewa@isla.example',
    );
    expect(ewa?.lastSignInAt).toBe(signedIn.toISOString());
  });

  it('ends a session on every instance as soon as it is signed out on one', async () => {
    expect((await islaInvoices(b)).statusCode).toBe(200);
    await a.db.delete(sessions).where(eq(sessions.email, 'ewa@isla.example'));
    expect((await islaInvoices(b)).statusCode).toBe(401);
  });
});

describe('the data versions', () => {
  // Tables whose rows no answer is made of: they move no version (migration 0014).
  const untracked = [
    'data_versions',
    'idempotency_keys',
    'oidc_store',
    'outbound_emails',
    'rate_limit_counters',
    '__drizzle_migrations',
  ];

  it('are moved by every table of the schema, so no write can leave an answer standing', async () => {
    const { rows } = await a.db.execute<{ table: string; triggers: string[] }>(sql`
      select c.relname as table,
        coalesce(array_agg(t.tgname::text order by t.tgname) filter (where t.tgname like 'data_versions_%'), '{}') as triggers
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      left join pg_trigger t on t.tgrelid = c.oid and not t.tgisinternal
      where c.relkind = 'r'
      group by c.relname
      order by c.relname`);
    const missing = rows
      .filter((row) => !untracked.includes(row.table))
      .filter(
        (row) =>
          !['data_versions_delete', 'data_versions_truncate', 'data_versions_update'].every((name) =>
            row.triggers.includes(name),
          ),
      )
      .map((row) => row.table);
    expect(missing).toEqual([]);
  });
});
