import { describe, expect, it } from 'vitest';
import { instant, pageAndTotal, requiredInstant } from './common.ts';

describe('instants in answers', () => {
  it('writes every instant as ISO 8601 in UTC with milliseconds, whatever form it was stored in', () => {
    expect(requiredInstant(new Date(Date.UTC(2026, 10, 19, 12, 34, 56, 789)))).toBe('2026-11-19T12:34:56.789Z');
    expect(requiredInstant('2026-11-19T12:34:56.789Z')).toBe('2026-11-19T12:34:56.789Z');
    expect(requiredInstant('2026-11-19T08:34:56-04:00')).toBe('2026-11-19T12:34:56.000Z');
    expect(requiredInstant('2026-11-19 12:34:56.7+00')).toBe('2026-11-19T12:34:56.700Z');
  });

  it('refuses what is not a date, rather than answering it', () => {
    expect(() => requiredInstant('not a date')).toThrow(RangeError);
    expect(() => instant('2026-13-45')).toThrow(RangeError);
  });

  it('leaves an absent instant absent', () => {
    expect(instant(null)).toBeNull();
    expect(instant(undefined)).toBeNull();
  });
});

describe('a page and its total', () => {
  it('asks for both before either answers, and reads the total as a number', async () => {
    const events: string[] = [];
    // A query builder runs when it is awaited (its then is called), as drizzle's do.
    const query = <T>(name: string, answer: T): PromiseLike<T> => ({
      then: (resolve, reject) => {
        events.push(`ask ${name}`);
        return new Promise<T>((done) => setTimeout(() => done(answer), 5))
          .then((value) => {
            events.push(`answer ${name}`);
            return value;
          })
          .then(resolve, reject);
      },
    });
    expect(
      await pageAndTotal(query('rows', [{ id: 'a' }]), query('total', [{ n: '41' as unknown as number }])),
    ).toEqual({ rows: [{ id: 'a' }], total: 41 });
    expect(events.slice(0, 2)).toEqual(['ask rows', 'ask total']);
    expect(await pageAndTotal(query('rows', []), query('total', []))).toEqual({ rows: [], total: 0 });
  });
});
