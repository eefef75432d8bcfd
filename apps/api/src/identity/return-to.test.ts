import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

const origin = 'https://dashboard.example';

describe('the page to open after sign-in', () => {
  it.each([
    [undefined, '/'],
    ['/', '/'],
    ['/tips/payout-history?group=103#top', '/tips/payout-history?group=103#top'],
    ['/employees/../billing', '/billing'],
  ])('accepts the dashboard path %s', (value, expected) => {
    expect(safeReturnTo(value, origin)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a tab inside', '/\t/evil.example'],
    ['an empty value', ''],
    ['a relative path', 'billing'],
    ['a repeated parameter', ['/a', '/b']],
    ['an overlong path', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnTo(value, origin)).toBeNull();
  });
});
