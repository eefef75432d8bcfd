import { describe, expect, it } from 'vitest';
import { isoInstantOfTimestamp } from './prepared.ts';

// What the API wrote before: the instant through a `Date`, milliseconds cut, not rounded.
const throughDate = (text: string) => new Date(text).toISOString();

describe('an instant read as PostgreSQL writes it', () => {
  it('is the ISO text a date makes of it, whatever its fraction of a second', () => {
    for (const text of [
      '2026-11-19 10:00:00+00',
      '2026-11-19 10:00:00.1+00',
      '2026-11-19 10:00:00.12+00',
      '2026-11-19 10:00:00.123+00',
      '2026-11-19 10:00:00.123456+00',
      '2026-11-19 23:59:59.999999+00',
      '1999-01-01 00:00:00.5+00',
    ]) {
      expect(isoInstantOfTimestamp(text), text).toBe(throughDate(text.replace(' ', 'T').replace('+00', 'Z')));
    }
    expect(isoInstantOfTimestamp('2026-11-19 23:59:59.999999+00')).toBe('2026-11-19T23:59:59.999Z');
  });

  it('goes through a date when written in another zone, or handed over as one', () => {
    expect(isoInstantOfTimestamp('2026-11-19 06:00:00-04')).toBe('2026-11-19T10:00:00.000Z');
    expect(isoInstantOfTimestamp(new Date('2026-11-19T10:00:00.250Z'))).toBe('2026-11-19T10:00:00.250Z');
  });
});
