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

const percentageErrors = (value: number) => validate(split(value)).filter((error) => error.pointer === '/body/percentage');

describe('two-decimal numbers', () => {
  it.each([2.01, 0.07, 0.29, 33.33, 99.99, 100])('accepts %s', (value) => {
    expect(percentageErrors(value)).toEqual([]);
  });

  it.each([2.001, 0.125, 33.333])('refuses %s, which has three decimals', (value) => {
    expect(percentageErrors(value)).not.toEqual([]);
  });
});
