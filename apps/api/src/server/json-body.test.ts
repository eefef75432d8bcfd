import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-body.ts';

// Values as handlers return them: JSON values, with the undefined fields, dates and nulls JSON.stringify treats apart.
const answerValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ unit: 'binary' }),
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date({ noInvalidDate: true }),
    fc.array(tie('value'), { maxLength: 80 }),
    fc.dictionary(fc.string({ unit: 'binary' }), tie('value'), { maxKeys: 6 }),
  ),
}));
const answer = fc.oneof(
  fc.dictionary(fc.string({ unit: 'binary' }), answerValue.value),
  fc.array(answerValue.value, { maxLength: 200 }),
  fc.record({ items: fc.array(answerValue.value, { maxLength: 200 }), page: fc.integer(), total: fc.integer() }),
);

describe('a JSON answer as bytes', () => {
  it('is exactly what JSON.stringify writes, for any answer', () => {
    fc.assert(
      fc.property(answer, (value) => {
        expect(jsonBytes(value).toString('utf8')).toBe(JSON.stringify(value));
      }),
      { numRuns: 300 },
    );
  });

  it('is exactly what JSON.stringify writes for a page larger than 128 KiB, with text outside ASCII', () => {
    const items = Array.from({ length: 1000 }, (_, index) => ({
      id: String(index),
      name: index % 7 === 0 ? 'Muñoz “Peña” 🌴' : `Worker ${index}`,
      skipped: undefined,
      clockIn: new Date(Date.UTC(2026, 10, 19, 12, index % 60)),
      statusLog: [{ status: 'pending', changedAt: '2026-11-20T04:45:00.000Z', changedBy: 'pos-import' }],
      amounts: [index, -index, 0.5],
    }));
    const page = { items, page: 1, limit: 1000, total: 5000, omitted: undefined, note: null };
    const bytes = jsonBytes(page);
    expect(bytes.length).toBeGreaterThan(128 * 1024);
    expect(bytes.toString('utf8')).toBe(JSON.stringify(page));
    expect(jsonBytes(items).toString('utf8')).toBe(JSON.stringify(items));
  });

  it('leaves values that are not plain objects or lists to JSON.stringify whole', () => {
    const withToJson = { toJSON: () => ({ replaced: true }), items: [1, 2] };
    expect(jsonBytes(withToJson).toString('utf8')).toBe(JSON.stringify(withToJson));
    const date = new Date(Date.UTC(2026, 0, 1));
    expect(jsonBytes(date).toString('utf8')).toBe(JSON.stringify(date));
    expect(jsonBytes(Object.assign(Object.create(null) as object, { a: [undefined, () => 1] })).toString('utf8')).toBe(
      '{"a":[null,null]}',
    );
  });
});
