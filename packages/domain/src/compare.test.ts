import { describe, expect, it } from 'vitest';
import { compareNames, compareStrings } from './compare.ts';

describe('compareStrings', () => {
  it.each([
    ['a', 'b', -1],
    ['b', 'a', 1],
    ['a', 'a', 0],
    ['B', 'a', -1],
  ])('orders %s against %s as %i', (a, b, order) => {
    expect(compareStrings(a, b)).toBe(order);
  });
});

describe('compareNames', () => {
  it('ignores accents and case, then falls back to code units for a total order', () => {
    expect(['Zoe', 'Ángel', 'ana', 'Ana'].sort(compareNames)).toEqual(['Ana', 'ana', 'Ángel', 'Zoe']);
    expect(['item 10', 'item 9'].sort(compareNames)).toEqual(['item 9', 'item 10']);
  });
});
