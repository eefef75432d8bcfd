import { describe, expect, it } from 'vitest';
import { loadContract } from './contract.ts';
import { createValidators } from './validation.ts';

// Percentages and hours carry at most two decimals (multipleOf 0.01); floating point must not refuse a good one.
const contract = loadContract();
const validators = createValidators(contract);
const createTipSplit = contract.operations.find((operation) => operation.operationId === 'createTipSplit');
if (!createTipSplit) throw new Error('the contract has no createTipSplit');
const validate = validators.request(createTipSplit);

const split = (percentage: number) => ({
  params: {},
  query: {},
  headers: { 'idempotency-key': '0b0c9a4e-4f4e-4a55-9d0e-3c1f1d1a2b3c' },
  body: {
    companyId: '0b0c9a4e-4f4e-4a55-9d0e-3c1f1d1a2b3c',
    workerGroupCode: '150',
    fromType: 'worker',
    fromWorkerId: '0b0c9a4e-4f4e-4a55-9d0e-3c1f1d1a2b3c',
    toWorkerIds: ['1b0c9a4e-4f4e-4a55-9d0e-3c1f1d1a2b3c'],
    splitType: 'percentage',
    dateTip: '2025-01-15',
    initialAmount: 100,
    percentage,
  },
});

const percentageErrors = (value: number) =>
  validate(split(value)).filter((error) => error.pointer === '/body/percentage');

describe('two-decimal numbers', () => {
  it.each([2.01, 0.07, 0.29, 33.33, 99.99, 100])('accepts %s', (value) => {
    expect(percentageErrors(value)).toEqual([]);
  });

  it.each([2.001, 0.125, 33.333])('refuses %s, which has three decimals', (value) => {
    expect(percentageErrors(value)).not.toEqual([]);
  });
});

describe('the NUL character, which no database text can hold', () => {
  const operation = (id: string) => {
    const found = contract.operations.find((candidate) => candidate.operationId === id);
    if (!found) throw new Error(`the contract has no ${id}`);
    return validators.request(found);
  };
  const companyId = '0b0c9a4e-4f4e-4a55-9d0e-3c1f1d1a2b3c';

  it('is refused wherever it hides in a body, naming the field', () => {
    const errors = operation('getInsuranceTable')({
      params: {},
      query: {},
      headers: {},
      body: { companyId, store: 'San\u0000Juan', page: 1, limit: 5 },
    });
    expect(errors.filter((error) => error.message.includes('NUL'))).toEqual([
      { pointer: '/body/store', message: 'must not contain the NUL character (U+0000)' },
    ]);
  });

  it('is named by its JSON pointer inside lists and under keys that need escaping', () => {
    const errors = operation('getInsuranceTable')({
      params: {},
      query: {},
      headers: {},
      body: { companyId, page: 1, limit: 5, 'a/b~c': ['fine', 'not\u0000fine'] },
    });
    expect(errors.filter((error) => error.message.includes('NUL')).map((error) => error.pointer)).toEqual([
      '/body/a~1b~0c/1',
    ]);
  });

  it('is refused in a query parameter', () => {
    const errors = operation('listInvoices')({
      params: {},
      query: { companyId, workerGroupCode: '10\u00003' },
      headers: {},
      body: undefined,
    });
    expect(errors.filter((error) => error.message.includes('NUL')).map((error) => error.pointer)).toEqual([
      '/query/workerGroupCode',
    ]);
  });

  it('is left to the upload’s own check inside a CSV file, which says the file is not text', () => {
    const errors = operation('uploadInsuranceFile')({
      params: {},
      query: {},
      headers: { 'idempotency-key': companyId },
      body: { companyId, filename: 'a.csv', contentType: 'text/csv', csv: 'a\u0000b' },
    });
    expect(errors.filter((error) => error.message.includes('NUL'))).toEqual([]);
  });
});

describe('a value outside a closed list', () => {
  const operation = (id: string) => {
    const found = contract.operations.find((candidate) => candidate.operationId === id);
    if (!found) throw new Error(`the contract has no ${id}`);
    return validators.request(found);
  };
  const companyId = '0b0c9a4e-4f4e-4a55-9d0e-3c1f1d1a2b3c';

  it('is named with the values allowed, wherever it sits in a list', () => {
    const errors = operation('updateSignInPolicy')({
      params: { companyId },
      query: {},
      headers: { 'x-requested-by': 'cuadre' },
      body: { secondFactorRequiredFor: ['super-admin', 'admins'] },
    });
    expect(errors).toEqual([
      {
        pointer: '/body/secondFactorRequiredFor/1',
        message: 'must be one of super-admin, bank-details, not "admins"',
        code: 'enum',
        allowed: ['super-admin', 'bank-details'],
      },
    ]);
  });

  it('is named in a query parameter too, and a long one only by its start', () => {
    const errors = operation('listInvoices')({
      params: {},
      query: { companyId, type: 'gift'.repeat(30) },
      headers: {},
      body: undefined,
    });
    expect(errors).toEqual([
      {
        pointer: '/query/type',
        message: `must be one of repayment, fees, not "${'gift'.repeat(15)}\u2026"`,
        code: 'enum',
        allowed: ['repayment', 'fees'],
      },
    ]);
  });
});

describe('answers', () => {
  const getSession = contract.operations.find((operation) => operation.operationId === 'getSession');
  if (!getSession) throw new Error('the contract has no getSession');
  const check = validators.response(getSession);

  // Response validators refer to the contract's shared schemas instead of copying them into each operation's.
  it('are checked against the shared schemas they refer to, however deep, each fault named where it sits', () => {
    const pointers = check(200, {
      user: {},
      company: {},
      companies: [{}, { name: 5 }],
      internalStaff: true,
      expiresAt: 'soon',
    }).map((error) => error.pointer);
    expect(pointers.some((pointer) => pointer.startsWith('/user/'))).toBe(true);
    expect(pointers.some((pointer) => pointer.startsWith('/companies/1/'))).toBe(true);
    expect(pointers).toContain('/expiresAt');
  });

  it('name a status the operation does not declare', () => {
    expect(check(418, {})).toEqual([{ pointer: '', message: 'status 418 is not in the contract' }]);
  });
});
