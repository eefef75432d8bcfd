import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer } from './sealing.ts';

const key = () => randomBytes(32).toString('base64');

describe('secrets sealed at rest', () => {
  it('opens what it sealed, and never stores the same text twice alike', () => {
    const sealer = createSealer(key());
    const first = sealer.seal('refresh-token-value');
    const second = sealer.seal('refresh-token-value');
    expect(first).not.toContain('refresh-token-value');
    expect(first).not.toBe(second);
    expect(sealer.open(first)).toBe('refresh-token-value');
    expect(sealer.isSealed(first)).toBe(true);
    expect(sealer.isCurrent(first)).toBe(true);
  });

  it('refuses a tampered value', () => {
    const sealer = createSealer(key());
    const sealed = sealer.seal('access-token');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => sealer.open(tampered)).toThrow();
  });

  it('still opens values sealed with a previous key after a rotation, and seals with the new one', () => {
    const oldKey = key();
    const before = createSealer(oldKey).seal('id-token');
    const rotated = createSealer(key(), oldKey);
    expect(rotated.open(before)).toBe('id-token');
    expect(rotated.isCurrent(before)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('x'))).toBe(true);
  });

  it('cannot open a value sealed with a key it was not given', () => {
    const sealed = createSealer(key()).seal('secret');
    expect(() => createSealer(key()).open(sealed)).toThrow(/APP_ENCRYPTION_KEY_PREVIOUS/);
  });

  it('passes through a value stored before sealing existed', () => {
    expect(createSealer(key()).open('plain-legacy-token')).toBe('plain-legacy-token');
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createSealer('c2hvcnQ=')).toThrow(/32 bytes/);
  });

  it('derives a key per purpose from the current key, and from each previous one after it', () => {
    const [oldKey, newKey] = [key(), key()];
    const [current] = createSealer(newKey).derive('links');
    expect(current).toHaveLength(32);
    expect(createSealer(newKey).derive('links')).toEqual([current]);
    expect(createSealer(newKey).derive('other purpose')[0]).not.toEqual(current);
    expect(createSealer(newKey, oldKey).derive('links')).toEqual([current, createSealer(oldKey).derive('links')[0]]);
    expect(createSealer(key()).derive('links')[0]).not.toEqual(current);
  });

  it('derives from the development key only when no key is set', () => {
    const development = createSealer(undefined).derive('links');
    expect(development).toHaveLength(1);
    expect(createSealer(key()).derive('links')).not.toContainEqual(development[0]);
  });

  it('uses a fixed development key when none is set, which a configured server does not accept', () => {
    const development = createSealer(undefined).seal('dev');
    expect(createSealer(undefined).open(development)).toBe('dev');
    expect(() => createSealer(key()).open(development)).toThrow();
  });
});
