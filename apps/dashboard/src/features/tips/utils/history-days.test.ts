import { describe, expect, it } from 'vitest';
import { dayStatus } from './history-days.ts';

describe('a day of the payment history', () => {
  it.each([
    [['paid', 'paid'], 'paid'],
    [['paid', 'approved'], 'partially-paid'],
    [['paid', 'failed'], 'failed'],
    [['pending', 'ready'], 'pending'],
  ] as const)('with tips %j is %s', (statuses, expected) => {
    expect(dayStatus(statuses.map((status) => ({ status })))).toBe(expected);
  });
});
