import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApi } from '../server/testing/harness.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';
import type { Db } from './index.ts';
import { freshDataState, freshSnapshot, versionOf } from './snapshots.ts';
import { quietly } from '../server/testing/quietly.ts';

let api: TestApi;
withTestApi((opened) => ({ api } = opened));

// A database whose answers to the state's read (a prepared select) the test releases one by one, to order reads and
// arrivals exactly.
function heldDatabase() {
  const pending: ((snapshot: string) => void)[] = [];
  // The scopes of each read, in the order they were sent.
  const asked: string[][] = [];
  const read = {
    execute: ({ scopes }: { scopes: string[] }) => {
      asked.push(scopes);
      return new Promise((resolve) => pending.push((snapshot) => resolve([{ snapshot, versions: null }])));
    },
  };
  const db = { select: () => ({ from: () => ({ prepare: () => read }) }) } as unknown as Db;
  return { db, pending, asked };
}

describe('the database snapshot', () => {
  it('stays the same while nothing changes, and moves with any committed write', async () => {
    // Another test file's commit on the same server moves it too; `quietly` finds a moment without one.
    const [before, again] = await quietly(api.db, async () => [
      await freshSnapshot(api.db),
      await freshSnapshot(api.db),
    ]);
    expect(again).toBe(before);
    await api.db.execute(sql`update companies set name = name where id = (select id from companies limit 1)`);
    expect(await freshSnapshot(api.db)).not.toBe(before);
  });

  it("reads, with the snapshot, the version of the company a write changed, moved by that write's commit", async () => {
    const { rows } = await api.db.execute<{ id: string }>(sql`select id from companies order by id limit 1`);
    const companyId = rows[0]!.id;
    const before = await freshDataState(api.db, [companyId]);
    await api.db.execute(sql`update companies set name = name where id = ${companyId}`);
    const after = await freshDataState(api.db, [companyId]);
    expect(versionOf(after, companyId)).toBeGreaterThan(versionOf(before, companyId));
    expect(after.snapshot).not.toBe(before.snapshot);
    expect(Object.isFrozen(after.versions)).toBe(true);
  });

  it('holds the scopes it was asked for, at 0 for a scope never written, and no other', async () => {
    const { rows } = await api.db.execute<{ id: string }>(sql`select id from companies order by id limit 2`);
    const [asked, other] = rows.map((row) => row.id);
    await api.db.execute(sql`update companies set name = name where id in (${asked}, ${other})`);
    const state = await freshDataState(api.db, ['global', asked!, 'never-written']);
    expect(Object.keys(state.versions).sort()).toEqual(['global', asked!, 'never-written'].sort());
    expect(versionOf(state, asked!)).toBeGreaterThan(0);
    expect(versionOf(state, 'never-written')).toBe(0);
    // A scope the state was not read with has no version to compare: reading it is a mistake, not a 0.
    expect(() => versionOf(state, other!)).toThrow(`The data state was read without the scope ${other}.`);
  });

  it('reads, for the requests that wait together, every scope any of them asked for', async () => {
    const { db, pending, asked } = heldDatabase();
    const first = freshDataState(db, ['global']);
    const waiting = [freshDataState(db, ['global', 'a']), freshDataState(db, ['b:people'])];
    pending.shift()!('a');
    await first;
    await new Promise((done) => setTimeout(done, 0));
    expect(asked).toEqual([['global'], ['global', 'a', 'b:people']]);
    pending.shift()!('b');
    expect((await Promise.all(waiting)).map((state) => state.snapshot)).toEqual(['b', 'b']);
  });

  it('is read once for every request waiting at the same time', async () => {
    const { db, pending } = heldDatabase();
    const first = freshSnapshot(db);
    const waiting = Array.from({ length: 20 }, () => freshSnapshot(db));
    expect(pending).toHaveLength(1);
    pending.shift()!('a');
    expect(await first).toBe('a');
    await Promise.resolve();
    await new Promise((done) => setTimeout(done, 0));
    expect(pending).toHaveLength(1);
    pending.shift()!('b');
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 20 }, () => 'b'));
  });

  it('never answers a request with a read sent before it arrived', async () => {
    const { db, pending } = heldDatabase();
    const early = freshSnapshot(db);
    // This request arrives while the early read is on its way: that read may predate a write its caller saw.
    const late = freshSnapshot(db);
    pending.shift()!('before the write');
    expect(await early).toBe('before the write');
    await new Promise((done) => setTimeout(done, 0));
    pending.shift()!('after the write');
    expect(await late).toBe('after the write');
  });
});
