import { describe, expect, it } from 'vitest';
import { assertCents, isCents, parseDollars, sumCents } from './cents.ts';
import { divideRounded, fromScaled, toSafeNumber, toScaled } from './decimal.ts';

describe('cents (DESIGN "Money")', () => {
  it.each([
    [0, true],
    [-125, true],
    [1.5, false],
    [Number.NaN, false],
    [2 ** 53, false],
    ['5', false],
  ])('%j is a whole number of cents: %s', (value, expected) => {
    expect(isCents(value)).toBe(expected);
  });

  it('asserts cents', () => {
    expect(() => assertCents(0.1)).toThrow(RangeError);
    expect(() => assertCents(10)).not.toThrow();
  });

  it.each([
    ['12.34', 1234],
    ['$1,234.5', 123_450],
    ['-$3', -300],
    ['-0.00', 0],
    [' 7 ', 700],
    ['0.05', 5],
    ['1.234', null],
    ['abc', null],
    ['', null],
    ['99999999999999999999', null],
  ])('parses %j as %j', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it('sums cents', () => {
    expect(sumCents([1, 2, -3, 10])).toBe(10);
    expect(sumCents([])).toBe(0);
  });
});

describe('exact decimals', () => {
  it.each([
    [0.1, '1000'],
    [1.0005, '10005'],
    [-2.5, '-25000'],
    [0.00001, 'null'],
    [Number.POSITIVE_INFINITY, 'null'],
    [1e300, 'null'],
  ])('%d scales to %s ten-thousandths', (value, scaled) => {
    expect(String(toScaled(value))).toBe(scaled);
  });

  it('scales back', () => {
    expect(fromScaled(12345n)).toBe(1.2345);
  });

  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [4, 3, 1],
    [-4, 3, -1],
    [7, 7, 1],
    [0, 9, 0],
  ])('%i / %i rounds half away from zero to %i', (numerator, denominator, expected) => {
    expect(divideRounded(BigInt(numerator), BigInt(denominator))).toBe(BigInt(expected));
  });

  it('refuses a non-positive denominator and unsafe results', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
    expect(() => toSafeNumber(2n ** 60n)).toThrow(RangeError);
    expect(toSafeNumber(-5n)).toBe(-5);
  });
});
