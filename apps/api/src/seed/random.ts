import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export type Random = {
  int(min: number, max: number): number;
  float(): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  sample<T>(items: readonly T[], count: number): T[];
  uuid(): string;
  hex(length: number): string;
  bytes(length: number): Buffer;
};

// FNV-1a, so each named stream has its own seed and adding data to one area leaves the others unchanged.
const hashName = (name: string): number => {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

export const createRandom = (seed: number, stream: string): Random => {
  const rng = xoroshiro128plus((seed ^ hashName(stream)) | 0);
  const int = (min: number, max: number): number => uniformInt(rng, min, max);
  const float = (): number => uniformFloat64(rng);
  const hex = (length: number): string => {
    let out = '';
    while (out.length < length) out += int(0, 0xffff).toString(16).padStart(4, '0');
    return out.slice(0, length);
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    int,
    float,
    hex,
    pick,
    chance: (probability) => float() < probability,
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = float() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return pick(items)[0];
    },
    sample: (items, count) => {
      const pool = [...items];
      const out: (typeof items)[number][] = [];
      while (out.length < count && pool.length > 0) {
        const [taken] = pool.splice(int(0, pool.length - 1), 1);
        if (taken !== undefined) out.push(taken);
      }
      return out;
    },
    uuid: () => {
      const h = hex(32);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
    bytes: (length) => Buffer.from(hex(length * 2), 'hex'),
  };
};
