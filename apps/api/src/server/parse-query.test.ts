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
});
