import { describe, expect, it } from 'vitest';
import { flattenChildren } from './children.ts';

describe('flattenChildren', () => {
  it('opens fragments and drops empty values, so a list wraps each real child once', () => {
    const children = [
      <span key="a">A</span>,
      null,
      false,
      <>
        <span>B</span>
        {undefined}
        <span>C</span>
      </>,
      'D',
    ];
    const flat = flattenChildren(children);
    expect(flat).toHaveLength(4);
    expect(flat.at(-1)?.node).toBe('D');
  });

  it('gives every child a unique key, even when a fragment repeats the keys outside it', () => {
    const flat = flattenChildren([
      <span key="0">A</span>,
      <>
        <span key="0">B</span>
      </>,
    ]);
    expect(new Set(flat.map((child) => child.key)).size).toBe(flat.length);
  });
});
