import { describe, expect, it } from 'vitest';
import { formatPeriod, formatUpdatedAt } from './describe.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('when a batch was last updated, in a narrow column', () => {
  it('gives the day and the Puerto Rico time within the current year', () => {
    expect(formatUpdatedAt('2026-11-16T13:05:00Z', 'en', NOW)).toBe('Nov 16, 9:05 AM');
  });

  it('gives the day and the year for an earlier year', () => {
    expect(formatUpdatedAt('2025-11-16T13:05:00Z', 'en', NOW)).toBe('Nov 16, 2025');
  });

  it('reads the year in Puerto Rico, where New Year comes four hours after UTC', () => {
    expect(formatUpdatedAt('2026-01-01T02:00:00Z', 'en', NOW)).toBe('Dec 31, 2025');
  });

  it('speaks Spanish', () => {
    expect(formatUpdatedAt('2026-11-16T13:05:00Z', 'es', NOW)).toMatch(/^16 nov/);
  });
});

// Intl puts thin spaces around the range's dash; the tests read them as plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('a pay period', () => {
  it.each([
    ['2026-11-02', '2026-11-15', 'Nov 2 – 15, 2026'],
    ['2026-10-27', '2026-11-09', 'Oct 27 – Nov 9, 2026'],
    ['2025-12-28', '2026-01-10', 'Dec 28, 2025 – Jan 10, 2026'],
  ])('from %s to %s reads %s', (start, end, text) => {
    expect(plain(formatPeriod(start, end, 'en'))).toBe(text);
  });

  it('says each end in full when they are out of order', () => {
    expect(plain(formatPeriod('2026-11-15', '2026-11-02', 'en'))).toBe('Nov 15, 2026 – Nov 2, 2026');
  });

  it('speaks Spanish', () => {
    expect(plain(formatPeriod('2026-11-02', '2026-11-15', 'es'))).toBe('2 – 15 de nov de 2026');
  });
});
