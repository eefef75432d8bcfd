import { describe, expect, it } from 'vitest';
import type { Company } from './settings-form.ts';
import { changedFields, fieldOfPointer, parseEmails, parseGroup, parsePercent, toDraft } from './settings-form.ts';

const company: Company = {
  id: 'c1',
  name: 'Isla Restaurant Group',
  dashboardTitle: 'Isla',
  logoUrl: null,
  payrollProvider: 'ADP',
  payFrequency: 'biweekly',
  periodStartDate: '2026-01-05',
  companyGroups: [],
  features: {
    commissionsTabLabel: 'parts-and-services',
    insights: false,
    tipsMode: 'home',
    payrollActivity: false,
    irsiWorkerGroupCodes: [],
  },
  settingsVersion: 7,
  settings: {
    periodsPerInvoiceEmail: 1,
    daysAfterEndDateForPayment: 3,
    status: 'active',
    grossDepositPercentAvailable: 50,
    transactionLimitPerPayPeriod: 3,
    amountLimitPerPayPeriod: 50000,
    employerCoveredTransactionsPerPayPeriod: 0,
    typeOfFunding: 'provider-funded',
    fundingFeePercent: 0,
    processingFeePercent: 1.5,
    employeeFeePercent: 2.5,
    savingEmployeeFeePercent: 0,
    cashoutFeePercent: 0,
    billingSavingEmployerFeePercent: 0,
    transactionFeePercent: 0,
    lowerTransactionFee: 150,
    lowerTransactionFeeThreshold: 2000,
    transactionFeeCap: 0,
    grossTipPercentAvailable: 0,
    hasNewPricing: false,
    hasAthMovil: true,
    timecardProvider: null,
    communication: { sms: true, emails: true, push: false },
    referralProgram: false,
    payrollAdminName: 'Marisol Figueroa',
    payrollAdminEmails: ['nomina@isla.example'],
    billingEmails: [],
    applyRetentions: false,
    feeRetentionAtGroupCodeLevel: false,
    disableTipsTransactions: false,
    numberStatusThreshold: 0,
  },
};

describe('company settings form', () => {
  it('shows percents with two decimals and money in dollars', () => {
    const draft = toDraft(company, 'funding');
    expect(draft.employeeFeePercent).toBe('2.50');
    expect(draft.lowerTransactionFee).toBe('1.50');
    expect(draft.lowerTransactionFeeThreshold).toBe('20.00');
  });

  it.each([
    ['12.5', 12.5],
    ['0', 0],
    ['100', 100],
    ['7.25 %', 7.25],
    ['2.500', 2.5],
  ])('reads the percent %s', (text, value) => {
    expect(parsePercent(text)).toBe(value);
  });

  it.each([
    ['', 'required'],
    ['150', 'percent'],
    ['-1', 'percent'],
    ['abc', 'percent'],
    ['2.555', 'percent-decimals'],
  ])('refuses the percent "%s" with %s', (text, code) => {
    expect(parsePercent(text)).toEqual({ code });
  });

  it('holds the fees workers pay to the ceiling of the money guardrails, and no other percent', () => {
    expect(parsePercent('10', 10)).toBe(10);
    expect(parsePercent('10.01', 10)).toEqual({ code: 'percent-max', max: 10 });
    expect(parsePercent('150', 10)).toEqual({ code: 'percent' });
    const draft = {
      ...toDraft(company, 'funding'),
      employeeFeePercent: '100',
      savingEmployeeFeePercent: '10',
      cashoutFeePercent: '29.9',
      processingFeePercent: '45',
    };
    const { errors, payload } = parseGroup(company, 'funding', draft);
    expect(payload).toBeNull();
    expect(errors).toEqual({
      employeeFeePercent: { code: 'percent-max', max: 10 },
      cashoutFeePercent: { code: 'percent-max', max: 10 },
    });
  });

  it('reads e-mail lists and names the first bad address', () => {
    expect(parseEmails('a@isla.example, B@isla.example; a@isla.example')).toEqual(['a@isla.example', 'b@isla.example']);
    expect(parseEmails('a@isla.example, nope')).toEqual({ code: 'email', value: 'nope' });
    expect(parseEmails('')).toEqual([]);
  });

  it('saves a group with the rest of the settings untouched and the version it was opened at', () => {
    const draft = { ...toDraft(company, 'funding'), employeeFeePercent: '3.25', lowerTransactionFee: '2' };
    const { errors, payload } = parseGroup(company, 'funding', draft);
    expect(errors).toEqual({});
    expect(payload?.expectedVersion).toBe(7);
    expect(payload?.settings).toEqual({ ...company.settings, employeeFeePercent: 3.25, lowerTransactionFee: 200 });
    expect(changedFields(company, 'funding', draft)).toEqual(['lowerTransactionFee', 'employeeFeePercent']);
  });

  it('sends nothing while a field is bad, with a message per field', () => {
    const draft = {
      ...toDraft(company, 'limits'),
      grossDepositPercentAvailable: '120',
      transactionLimitPerPayPeriod: '2.5',
      amountLimitPerPayPeriod: 'lots',
    };
    const { errors, payload } = parseGroup(company, 'limits', draft);
    expect(payload).toBeNull();
    expect(errors).toEqual({
      grossDepositPercentAvailable: { code: 'percent' },
      transactionLimitPerPayPeriod: { code: 'whole-number', min: 0, max: 1000 },
      amountLimitPerPayPeriod: { code: 'amount' },
    });
  });

  it('puts the pay schedule at the top of the change', () => {
    const draft = { ...toDraft(company, 'payroll'), payFrequency: 'weekly' };
    const { payload } = parseGroup(company, 'payroll', draft);
    expect(payload).toMatchObject({ payFrequency: 'weekly', periodStartDate: '2026-01-05' });
  });

  it('maps a server pointer to its field', () => {
    expect(fieldOfPointer('/body/settings/employeeFeePercent')).toBe('employeeFeePercent');
    expect(fieldOfPointer('/body/payFrequency')).toBe('payFrequency');
    expect(fieldOfPointer('/body/settings/billingEmails/1')).toBe('billingEmails');
    expect(fieldOfPointer('/query/x')).toBeNull();
  });
});
