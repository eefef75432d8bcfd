import { describe, expect, it } from 'vitest';
import { formatUpdatedAt } from './describe.ts';

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
