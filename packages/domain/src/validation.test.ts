import { describe, expect, it } from 'vitest';
import {
  AUTOMATIC_DISBURSEMENT_REQUIRES_ACCUMULATE_TIPS_MESSAGE,
  BALANCE_VALUE_REQUIRED_MESSAGE,
  EMPTY_DROPDOWN_VALUE_MESSAGE,
  JOB_CODE_MESSAGE,
  REQUIRED_MESSAGE,
  ROLE_REQUIRED_MESSAGE,
  ROLE_TOO_LONG_MESSAGE,
  ROLE_WITHOUT_USE_MESSAGE,
} from './messages.ts';
import type { RoleRuleRow, TipRule } from './validation.ts';
import {
  roleRuleLists,
  roleRuleRowsOf,
  validateRoleRuleRows,
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

const role = (jobcode: string, name: string, overrides: Partial<RoleRuleRow> = {}): RoleRuleRow => ({
  jobcode,
  name,
  tipUser: true,
  report: false,
  payable: false,
  ...overrides,
});

describe('role rules of an irsi worker group (§3, §5)', () => {
  it('accepts named roles with distinct job codes that do something', () => {
    expect(
      validateRoleRuleRows([role('0', 'Server'), role(' 999999 ', 'Host', { tipUser: false, payable: true })]),
    ).toEqual([]);
  });

  it('reports every error of every row with its path, with the messages of the tip rules', () => {
    expect(
      validateRoleRuleRows([
        role('10', 'Server'),
        role('010', ' '),
        role('1000000', 'x'.repeat(101)),
        role('1.5', 'Busser', { tipUser: false }),
        role('', 'Host'),
        role('10', 'Bartender'),
      ]),
    ).toEqual([
      { path: '/roles/1/jobcode', message: 'Duplicated job code on role rule: 10' },
      { path: '/roles/1/name', message: ROLE_REQUIRED_MESSAGE },
      { path: '/roles/2/jobcode', message: JOB_CODE_MESSAGE },
      { path: '/roles/2/name', message: ROLE_TOO_LONG_MESSAGE },
      { path: '/roles/3/jobcode', message: JOB_CODE_MESSAGE },
      { path: '/roles/3/uses', message: ROLE_WITHOUT_USE_MESSAGE },
      { path: '/roles/4/jobcode', message: JOB_CODE_MESSAGE },
      { path: '/roles/5/jobcode', message: 'Duplicated job code on role rule: 10' },
    ]);
  });

  it('can place the rows under another path', () => {
    expect(validateRoleRuleRows([role('7', '')], '/rows')).toEqual([
      { path: '/rows/0/name', message: ROLE_REQUIRED_MESSAGE },
    ]);
  });

  it('turns rows into the three lists, trimmed and in job-code order, and back', () => {
    const rows = [
      role(' 20 ', ' Host ', { report: true }),
      role('3', 'Server', { payable: true }),
      role('100', 'Cook', { tipUser: false, report: true }),
    ];
    const lists = roleRuleLists(rows);
    expect(lists).toEqual({
      tipUserRoles: [
        { jobcode: 3, name: 'Server' },
        { jobcode: 20, name: 'Host' },
      ],
      reportRoles: [
        { jobcode: 20, name: 'Host' },
        { jobcode: 100, name: 'Cook' },
      ],
      payableRoles: [{ jobcode: 3, name: 'Server' }],
    });
    expect(roleRuleRowsOf(lists)).toEqual([
      role('3', 'Server', { payable: true }),
      role('20', 'Host', { report: true }),
      role('100', 'Cook', { tipUser: false, report: true }),
    ]);
    expect(roleRuleRowsOf({ tipUserRoles: [], reportRoles: [], payableRoles: [] })).toEqual([]);
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
