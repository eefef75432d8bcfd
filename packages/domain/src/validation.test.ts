import { describe, expect, it } from 'vitest';
import {
  AUTOMATIC_DISBURSEMENT_REQUIRES_ACCUMULATE_TIPS_MESSAGE,
  BALANCE_VALUE_REQUIRED_MESSAGE,
  EMPTY_DROPDOWN_VALUE_MESSAGE,
  REQUIRED_MESSAGE,
  ROLE_REQUIRED_MESSAGE,
} from './messages.ts';
import type { TipRule } from './validation.ts';
import {
  insuranceTableQueryErrors,
  isInsuranceTableQueryReady,
  isTipHoursQueryReady,
  pointer,
  pointerSegment,
  tipHoursQueryErrors,
  validateDropdownOptions,
  validateTipRule,
  validateTipRules,
} from './validation.ts';

const rule = (role: string, overrides: Partial<TipRule> = {}): TipRule => ({
  role,
  automaticDisbursement: false,
  accumulateTips: false,
  allowsFullSplit: false,
  ...overrides,
});

describe('tip rules (§5)', () => {
  it('uses the messages the spec fixes', () => {
    expect(AUTOMATIC_DISBURSEMENT_REQUIRES_ACCUMULATE_TIPS_MESSAGE).toBe(
      'To enable Automatic Disbursement you need to enable Accumulate Tips',
    );
  });

  it.each([
    ['both off', rule('Server'), []],
    ['accumulate only', rule('Server', { accumulateTips: true }), []],
    ['both on', rule('Server', { accumulateTips: true, automaticDisbursement: true }), []],
    [
      'automatic disbursement without accumulate tips',
      rule('Server', { automaticDisbursement: true }),
      [{ path: '/automaticDisbursement', message: AUTOMATIC_DISBURSEMENT_REQUIRES_ACCUMULATE_TIPS_MESSAGE }],
    ],
    ['an empty role', rule(' '), [{ path: '/role', message: ROLE_REQUIRED_MESSAGE }]],
  ])('a rule with %s', (_name, tipRule, errors) => {
    expect(validateTipRule(tipRule)).toEqual(errors);
  });

  it('reports every error of every rule with its path, not just the first', () => {
    expect(
      validateTipRules([
        rule('Server'),
        rule('Bartender', { automaticDisbursement: true }),
        rule('Server '),
        rule('Busser'),
        rule('Bartender', { automaticDisbursement: true }),
        rule(''),
        rule(''),
      ]),
    ).toEqual([
      { path: '/rules/1/automaticDisbursement', message: AUTOMATIC_DISBURSEMENT_REQUIRES_ACCUMULATE_TIPS_MESSAGE },
      { path: '/rules/2/role', message: 'Duplicated role on tip rule: Server' },
      { path: '/rules/4/automaticDisbursement', message: AUTOMATIC_DISBURSEMENT_REQUIRES_ACCUMULATE_TIPS_MESSAGE },
      { path: '/rules/4/role', message: 'Duplicated role on tip rule: Bartender' },
      { path: '/rules/5/role', message: ROLE_REQUIRED_MESSAGE },
      { path: '/rules/6/role', message: ROLE_REQUIRED_MESSAGE },
    ]);
  });

  it('can place the rules under another path', () => {
    expect(validateTipRules([rule('A'), rule('A')], '/tipRules')).toEqual([
      { path: '/tipRules/1/role', message: 'Duplicated role on tip rule: A' },
    ]);
  });
});

describe('tip hours query readiness (§5)', () => {
  it('runs only with company, date and worker ids', () => {
    expect(isTipHoursQueryReady({ companyId: 'isla', date: '2026-11-21', workerIds: ['w1'] })).toBe(true);
  });

  it.each([
    ['nothing', {}, ['/companyId', '/date', '/workerIds']],
    ['a blank company', { companyId: ' ', date: '2026-11-21', workerIds: ['w1'] }, ['/companyId']],
    ['no date', { companyId: 'isla', date: null, workerIds: ['w1'] }, ['/date']],
    ['an impossible date', { companyId: 'isla', date: '2026-02-30', workerIds: ['w1'] }, ['/date']],
    ['no workers', { companyId: 'isla', date: '2026-11-21', workerIds: [] }, ['/workerIds']],
    ['only blank worker ids', { companyId: null, date: '2026-11-21', workerIds: [''] }, ['/companyId', '/workerIds']],
    ['null worker ids', { companyId: 'isla', date: '2026-11-21', workerIds: null }, ['/workerIds']],
  ])('waits with %s', (_name, query, paths) => {
    const errors = tipHoursQueryErrors(query);
    expect(errors.map((error) => error.path)).toEqual(paths);
    expect(errors.every((error) => error.message === REQUIRED_MESSAGE)).toBe(true);
    expect(isTipHoursQueryReady(query)).toBe(false);
  });
});

describe('insurance table query readiness (§5)', () => {
  it.each([
    [{ balance: 'greater-than', balanceValue: 10_000 }, true],
    [{ balance: 'less-than', balanceValue: 0 }, true],
    [{ balance: 'greater-than', balanceValue: null }, false],
    [{ balance: 'less-than' }, false],
    [{ balance: 'less-than', balanceValue: Number.NaN }, false],
    [{ balance: 'all', balanceValue: null }, true],
    [{ balance: null }, true],
    [{}, true],
  ])('%j is ready: %s', (query, ready) => {
    expect(isInsuranceTableQueryReady(query)).toBe(ready);
    expect(insuranceTableQueryErrors(query)).toEqual(
      ready ? [] : [{ path: '/balanceValue', message: BALANCE_VALUE_REQUIRED_MESSAGE }],
    );
  });
});

describe('dropdown options (§5)', () => {
  it('refuses every option with an empty value', () => {
    expect(
      validateDropdownOptions([
        { value: '103', label: 'Isla (103)' },
        { value: '', label: 'None' },
        { value: '  ', label: 'Blank' },
      ]),
    ).toEqual([
      { path: '/options/1/value', message: EMPTY_DROPDOWN_VALUE_MESSAGE },
      { path: '/options/2/value', message: EMPTY_DROPDOWN_VALUE_MESSAGE },
    ]);
  });
});

describe('JSON pointers (RFC 6901)', () => {
  it('escapes ~ and / inside keys', () => {
    expect(pointerSegment('a/b~c')).toBe('a~1b~0c');
    expect(pointer('values', 'Gross / Net', 2)).toBe('/values/Gross ~1 Net/2');
    expect(pointer()).toBe('');
  });
});
