import { describe, expect, it } from 'vitest';
import type { Schemas } from '@cuadre/api-client';
import { describeDepartments, describeSetOfWorkers, describeTitles, formatUpdatedAt } from './describe.ts';

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

describe('whom a batch covers, as its Covers cell shows it', () => {
  const set: Schemas['SetOfWorkers'] = [
    {
      brand: 'Costa Honda',
      departments: [
        { name: 'Sales', titles: ['Sales Consultant', 'Sales Manager'] },
        { name: 'Finance', titles: ['F&I Manager', 'Sales Manager'] },
      ],
    },
    { brand: 'Costa Toyota', departments: [{ name: 'Sales', titles: ['Sales Consultant'] }] },
  ];

  it('names each brand and department on the first line', () => {
    expect(describeDepartments(set)).toBe('Costa Honda · Sales; Costa Honda · Finance; Costa Toyota · Sales');
  });

  it('names each title once on the second', () => {
    expect(describeTitles(set)).toBe('Sales Consultant, Sales Manager, F&I Manager');
  });

  it('keeps the whole description, titles by department, for the delete action and its dialog', () => {
    expect(describeSetOfWorkers(set)).toBe(
      'Costa Honda · Sales · Sales Consultant, Sales Manager; Costa Honda · Finance · F&I Manager, Sales Manager; ' +
        'Costa Toyota · Sales · Sales Consultant',
    );
  });
});
