import { describe, expect, it } from 'vitest';
import { changedLimits, draftFromLimits, validateWorkerLimits } from './worker-limits.ts';

const caps = { amountLimitPerPayPeriod: 50000, transactionLimitPerPayPeriod: 4 };
const draft = { limitForUser: '400.00', amountLimitPerPP: '250', transactionLimitPerPP: '3' };

describe('worker limits against the company caps', () => {
  it('accepts limits within the caps and turns dollars into cents', () => {
    expect(validateWorkerLimits(draft, caps)).toEqual({
      ok: true,
      values: { limitForUser: 40000, amountLimitPerPP: 25000, transactionLimitPerPP: 3 },
    });
  });

  it('accepts limits exactly at the caps', () => {
    expect(
      validateWorkerLimits({ limitForUser: '500', amountLimitPerPP: '$500.00', transactionLimitPerPP: '4' }, caps).ok,
    ).toBe(true);
  });

  it('names every field above its cap, with the cap', () => {
    const result = validateWorkerLimits(
      { limitForUser: '500.01', amountLimitPerPP: '900', transactionLimitPerPP: '5' },
      caps,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: '/limitForUser', code: 'over-cap', cap: 50000 },
        { path: '/amountLimitPerPP', code: 'over-cap', cap: 50000 },
        { path: '/transactionLimitPerPP', code: 'over-cap', cap: 4 },
      ],
    });
  });

  it.each([['abc'], ['-5'], ['1.234'], ['']])('refuses %j as an amount', (text) => {
    expect(validateWorkerLimits({ ...draft, limitForUser: text }, caps)).toEqual({
      ok: false,
      errors: [{ path: '/limitForUser', code: 'money' }],
    });
  });

  it.each([['2.5'], ['-1'], ['']])('refuses %j as a number of advances', (text) => {
    expect(validateWorkerLimits({ ...draft, transactionLimitPerPP: text }, caps)).toEqual({
      ok: false,
      errors: [{ path: '/transactionLimitPerPP', code: 'count' }],
    });
  });

  it('sends only the limits that changed', () => {
    const before = { limitForUser: 40000, amountLimitPerPP: 25000, transactionLimitPerPP: 3 };
    expect(changedLimits(before, { ...before, transactionLimitPerPP: 4 })).toEqual({ transactionLimitPerPP: 4 });
    expect(draftFromLimits(before)).toEqual({
      limitForUser: '400.00',
      amountLimitPerPP: '250.00',
      transactionLimitPerPP: '3',
    });
  });
});
