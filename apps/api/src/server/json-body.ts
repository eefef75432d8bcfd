/**
 * `JSON.stringify(value)` as UTF-8 bytes: the same bytes, made without one string of the whole answer.
 *
 * V8 (Node 24) makes a string of over 128 KiB several times slower than a smaller one: a tip history page of 200
 * records (149 KB) took 1.7 ms to stringify against 0.22 ms for 175 of them (130 KB), a sixth of the page's processor
 * time. The answer's top-level object is written key by key and its lists item by item, as strings of at most
 * `flushAt` characters turned into bytes as they fill.
 */
const flushAt = 32 * 1024;

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return (
    (prototype === Object.prototype || prototype === null) &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  );
};

// What JSON.stringify leaves out of an object (and writes as null in a list).
const omitted = (value: unknown): boolean =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

export function jsonBytes(value: unknown): Buffer {
  if (typeof value !== 'object' || value === null || !(Array.isArray(value) || isPlainObject(value)))
    return Buffer.from(JSON.stringify(value) ?? 'null');
  const parts: Buffer[] = [];
  let pending = '';
  const write = (text: string): void => {
    pending += text;
    if (pending.length >= flushAt) {
      parts.push(Buffer.from(pending));
      pending = '';
    }
  };
  const writeList = (list: readonly unknown[]): void => {
    write('[');
    for (let index = 0; index < list.length; index += 1) {
      const item = list[index];
      write(index === 0 ? '' : ',');
      write(omitted(item) ? 'null' : JSON.stringify(item));
    }
    write(']');
  };
  if (Array.isArray(value)) writeList(value);
  else {
    write('{');
    let first = true;
    for (const key of Object.keys(value)) {
      const field = value[key];
      if (omitted(field)) continue;
      write(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      if (Array.isArray(field)) writeList(field);
      else write(JSON.stringify(field));
    }
    write('}');
  }
  if (pending.length > 0) parts.push(Buffer.from(pending));
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}
