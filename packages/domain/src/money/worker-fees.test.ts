import { describe, expect, it } from 'vitest';
import {
  isWorkerFeePercentField,
  WORKER_FEE_PERCENT_CEILING,
  WORKER_FEE_PERCENT_FIELDS,
  workerFeesOverCeiling,
} from './worker-fees.ts';

describe('the ceiling of the fees workers pay (money guardrails)', () => {
  it('is 10 % for the employee, savings and cash-out fees', () => {
    expect(WORKER_FEE_PERCENT_CEILING).toBe(10);
    expect(WORKER_FEE_PERCENT_FIELDS).toEqual(['employeeFeePercent', 'savingEmployeeFeePercent', 'cashoutFeePercent']);
  });

  it('accepts every fee up to the ceiling, the ceiling itself included', () => {
    expect(
      workerFeesOverCeiling({ employeeFeePercent: 0, savingEmployeeFeePercent: 2.99, cashoutFeePercent: 10 }),
    ).toEqual([]);
  });

  it('names each fee above the ceiling, in order, and ignores fees not given', () => {
    expect(workerFeesOverCeiling({ cashoutFeePercent: 10.01, employeeFeePercent: 100 })).toEqual([
      'employeeFeePercent',
      'cashoutFeePercent',
    ]);
    expect(workerFeesOverCeiling({ savingEmployeeFeePercent: 29.9 })).toEqual(['savingEmployeeFeePercent']);
    expect(workerFeesOverCeiling({})).toEqual([]);
  });

  it('tells the worker-paid fee fields from the other settings', () => {
    expect(isWorkerFeePercentField('employeeFeePercent')).toBe(true);
    expect(isWorkerFeePercentField('fundingFeePercent')).toBe(false);
    expect(isWorkerFeePercentField('billingSavingEmployerFeePercent')).toBe(false);
  });
});
