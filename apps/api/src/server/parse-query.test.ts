import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { parseQuery } from './app.ts';

const withQs = (text: string) => qs.parse(text, { depth: 2, arrayLimit: 200, parameterLimit: 500 });

describe('parseQuery', () => {
  it.each([
    'companyId=e457a696-2fa6-4108-8fad-22d7272fc3f5&workerGroupCode=103&from=2026-11-19&to=2026-11-19&limit=200',
    '_select=email&_select=payRate&_select=hireDate&page=1',
    'q=Mar%C3%ADa+L%C3%B3pez&empty=&bare',
    'note=50%25+off&bad=%E0%A4%A',
    'a=1&a=2&a=3&b=x',
    '',
  ])('reads a query without brackets as qs does: %s', (text) => {
    expect(parseQuery(text)).toEqual(withQs(text));
  });

  it('nests bracketed filters two levels deep', () => {
    expect(parseQuery('companyId[eq]=c1&_select=email&_select=payRate&lastName[like]=Rí')).toEqual({
      companyId: { eq: 'c1' },
      _select: ['email', 'payRate'],
      lastName: { like: 'Rí' },
    });
    expect(parseQuery('companyId%5Beq%5D=c1')).toEqual({ companyId: { eq: 'c1' } });
  });

  it('drops names that Object.prototype has, so none reaches a handler or a prototype', () => {
    const query = parseQuery('__proto__=x&constructor=y&hasOwnProperty=z&page=2');
    expect(query).toEqual({ page: '2' });
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.hasOwn(query, '__proto__')).toBe(false);
  });

  it('reads filters on several fields, repeated operators as lists, as qs does', () => {
    const text =
      'companyId[eq]=c1&status[in]=a&status[in]=b&hireDate[gte]=2026-01-01&hireDate[lte]=2026-12-31&name[like]=Mar%C3%ADa+L';
    expect(parseQuery(text)).toEqual(withQs(text));
    expect(parseQuery(text)).toEqual({
      companyId: { eq: 'c1' },
      status: { in: ['a', 'b'] },
      hireDate: { gte: '2026-01-01', lte: '2026-12-31' },
      name: { like: 'María L' },
    });
  });

  it.each([
    ['a list index', 'tags[0]=x&tags[1]=y'],
    ['empty brackets', 'tags[]=x&tags[]=y'],
    ['deeper nesting', 'a[b][c]=1'],
    ['a name both plain and filtered', 'a=1&a[eq]=2'],
    ['text after the brackets', 'a[b]c=1'],
    ['a prototype name as operator', 'a[__proto__]=1&a[eq]=2'],
    ['more pairs than qs reads', Array.from({ length: 600 }, (_, index) => `p${index}=${index}`).join('&')],
    ['a list longer than qs keeps', Array.from({ length: 201 }, (_, index) => `_select=f${index}`).join('&')],
  ])('reads %s as qs does', (_shape, text) => {
    expect(parseQuery(text)).toEqual(withQs(text));
  });

  it('gives each request its own answer, even for a query read before', () => {
    const text = 'companyId[eq]=c1&_select=email&_select=payRate&page=1';
    const first = parseQuery(text);
    (first.companyId as Record<string, unknown>).eq = 'changed';
    (first._select as string[]).push('hireDate');
    first.page = 2;
    expect(parseQuery(text)).toEqual({ companyId: { eq: 'c1' }, _select: ['email', 'payRate'], page: '1' });
    expect(parseQuery(text)).not.toBe(parseQuery(text));
  });

  it('reads a long query afresh every time, to the same answer', () => {
    const text = Array.from({ length: 150 }, (_, index) => `name${index}[eq]=value${index}`).join('&');
    expect(text.length).toBeGreaterThan(2048);
    expect(parseQuery(text)).toEqual(withQs(text));
    expect(parseQuery(text)).toEqual(parseQuery(text));
  });

  it('reads any query as qs does', () => {
    const name = fc.constantFrom(
      'a',
      'b',
      'companyId',
      '_select',
      'x y',
      'x+y',
      '%C3%AD',
      '__proto__',
      'constructor',
      'toString',
      '0',
      '',
    );
    const operator = fc.constantFrom(
      'eq',
      'in',
      'like',
      '0',
      '1',
      '01',
      '-1',
      '',
      ' b',
      '__proto__',
      'hasOwnProperty',
      'a]',
      '[a',
    );
    const key = fc.oneof(
      name,
      fc.tuple(name, operator).map(([root, op]) => `${root}[${op}]`),
      fc.tuple(name, operator).map(([root, op]) => `${root}%5B${op}%5D`),
      fc.tuple(name, operator, operator).map(([root, first, second]) => `${root}[${first}][${second}]`),
      fc.constantFrom('[a]', 'a]', ']', '[', 'a[b]c'),
    );
    const value = fc.constantFrom('', '1', 'x', 'Mar%C3%ADa', 'a+b', '50%25', '%E0%A4%A', '%', '=', 'a=b');
    const pair = fc.oneof(
      fc.tuple(key, value).map(([k, v]) => `${k}=${v}`),
      key,
    );
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 8 }), (pairs) => {
        const text = pairs.join('&');
        expect(parseQuery(text)).toEqual(withQs(text));
        // Read again: from the queries already read.
        expect(parseQuery(text)).toEqual(withQs(text));
      }),
      { numRuns: 3000 },
    );
  });
});
