import { describe, expect, it } from 'vitest';
import { testContract } from '../server/testing/harness.ts';
import { unknownFields } from '../server/testing/unknown-fields.ts';

const { schemas } = testContract().contract;

describe('the check that answers carry only the contract’s fields', () => {
  it('names a field the schema does not, through $ref, allOf and arrays', () => {
    const page = { $ref: '#/components/schemas/DashboardUserPage' };
    const valid = { items: [], page: 1, limit: 50, total: 0 };
    expect(unknownFields(schemas, page, valid)).toEqual([]);
    expect(unknownFields(schemas, page, { ...valid, passwordHash: 'x' })).toEqual(['/passwordHash']);
    const user = schemas.DashboardUser!;
    const names = Object.keys((user as { properties: object }).properties);
    const item = Object.fromEntries(names.map((name) => [name, null]));
    expect(unknownFields(schemas, page, { ...valid, items: [item, { ...item, sessionId: 's' }] })).toEqual([
      '/items/1/sessionId',
    ]);
  });

  it('leaves maps (additionalProperties with a schema) to the schema validator', () => {
    expect(unknownFields(schemas, { type: 'object', additionalProperties: { type: 'integer' } }, { any: 1 })).toEqual(
      [],
    );
  });

  it('counts the properties of every oneOf branch as known', () => {
    const schema = {
      oneOf: [
        { type: 'object', properties: { a: {} } },
        { type: 'object', properties: { b: {} } },
      ],
    };
    expect(unknownFields(schemas, schema, { a: 1, b: 2 })).toEqual([]);
    expect(unknownFields(schemas, schema, { a: 1, c: 2 })).toEqual(['/c']);
  });
});
