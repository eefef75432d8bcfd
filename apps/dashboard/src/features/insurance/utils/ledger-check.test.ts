import type { Schemas } from '@cuadre/api-client';
import { describe, expect, it } from 'vitest';
import { checkLedger, currentBalance } from './ledger-check.ts';

const entry = (id: string, date: string, change: Partial<Schemas['LedgerEntry']>): Schemas['LedgerEntry'] => ({
  id,
  workerId: 'w1',
  companyId: 'c1',
  startDate: null,
  endDate: null,
  date,
  type: 'debt',
  paymentMethod: null,
  mcsInitialBalance: null,
  deltaInitialBalance: null,
  mcsDebt: 0,
  deltaDebt: 0,
  mcsPayment: 0,
  deltaPayment: 0,
  mcsAdditionalPayment: 0,
  deltaAdditionalPayment: 0,
  mcsRemainingBalance: 0,
  deltaRemainingBalance: 0,
  notes: null,
  uploadId: null,
  createdBy: 'insurance@isla.example',
  createdAt: `${date}T12:00:00.000Z`,
  ...change,
});

const ledger = [
  entry('3', '2026-11-15', {
    type: 'payment',
    paymentMethod: 'cash',
    mcsPayment: 2_500,
    mcsRemainingBalance: 17_500,
    deltaRemainingBalance: 3_000,
  }),
  entry('2', '2026-11-01', {
    mcsDebt: 7_500,
    deltaDebt: 3_000,
    mcsRemainingBalance: 20_000,
    deltaRemainingBalance: 3_000,
  }),
  entry('1', '2026-10-18', {
    type: 'adjustment',
    mcsInitialBalance: 12_500,
    deltaInitialBalance: 0,
    mcsRemainingBalance: 12_500,
  }),
];

describe('the ledger check', () => {
  it('agrees with stored balances that follow the running-balance rule', () => {
    const check = checkLedger(ledger);
    expect(check.mismatches).toBe(0);
    expect(check.entries.map((e) => e.id)).toEqual(['3', '2', '1']);
    expect(check.entries[0]).toMatchObject({ expectedMcsBalance: 17_500, expectedDeltaBalance: 3_000, matches: true });
  });

  it('flags a stored balance that does not follow from the entries before it', () => {
    const broken = [{ ...ledger[0]!, mcsRemainingBalance: 17_000 }, ...ledger.slice(1)];
    const check = checkLedger(broken);
    expect(check.mismatches).toBe(1);
    expect(check.entries[0]).toMatchObject({ expectedMcsBalance: 17_500, matches: false });
  });

  it('reads the balance owed from the newest entry', () => {
    expect(currentBalance(ledger)).toBe(20_500);
    expect(currentBalance([])).toBe(0);
  });
});
