import { compareStrings } from '../compare.ts';
import type { Cents } from './cents.ts';
import { assertCents } from './cents.ts';

export type WeightedPart = { key: string; weight: bigint };

function compareBigInts(a: bigint, b: bigint): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

// Largest remainder: each share is floor(total × weight / Σweights); the cents left go one each to the
// largest remainders, ties to the smaller key, then to the earlier position. Shares sum exactly to total.
export function allocateByWeights(total: Cents, parts: readonly WeightedPart[]): { key: string; amount: Cents }[] {
  assertCents(total);
  if (total < 0) throw new RangeError('Only a non-negative amount can be allocated.');
  if (parts.some((part) => part.weight < 0n)) throw new RangeError('Weights must not be negative.');
  const weightSum = parts.reduce((sum, part) => sum + part.weight, 0n);
  if (weightSum === 0n) throw new RangeError('Weights must add up to more than zero.');
  const amount = BigInt(total);
  const items = parts.map((part, index) => ({
    index,
    key: part.key,
    share: (amount * part.weight) / weightSum,
    remainder: (amount * part.weight) % weightSum,
  }));
  let leftover = amount - items.reduce((sum, item) => sum + item.share, 0n);
  const byRemainder = [...items].sort(
    (a, b) => compareBigInts(b.remainder, a.remainder) || compareStrings(a.key, b.key) || a.index - b.index,
  );
  for (const item of byRemainder) {
    if (leftover === 0n) break;
    item.share += 1n;
    leftover -= 1n;
  }
  return items.map((item) => ({ key: item.key, amount: Number(item.share) }));
}
