import { describe, expect, it } from 'vitest';
import {
  brandListOf,
  emptyUserDraft,
  groupFieldsOf,
  reachDepartments,
  sameTitles,
  titleKey,
  titleKeysOf,
  userProblemsOf,
  validateUserDraft,
} from './user-form.ts';

describe('user form', () => {
  it('asks for names, a valid e-mail and some access', () => {
    expect(validateUserDraft({ ...emptyUserDraft, email: 'nope' })).toEqual({
      email: 'email',
      firstName: 'required',
      lastName: 'required',
      permissions: 'permissions',
    });
  });

  it('accepts a manager with one permission on one group', () => {
    const draft = {
      ...emptyUserDraft,
      email: 'gerente@isla.example',
      firstName: 'Lucía',
      lastName: 'Ortiz',
      permissions: ['tips-manager' as const],
      workerGroupCodes: ['103'],
    };
    expect(validateUserDraft(draft)).toEqual({});
    expect(groupFieldsOf(draft)).toEqual({ workerGroupCode: '103', workerGroupCodes: ['103'] });
  });

  it('lets a super-admin be invited without listing permissions', () => {
    expect(
      validateUserDraft({
        ...emptyUserDraft,
        email: 'jefa@isla.example',
        firstName: 'Ana',
        lastName: 'Rivera',
        role: 'super-admin',
      }),
    ).toEqual({});
  });
});

describe('a user’s brands, departments and titles', () => {
  const held = [{ name: 'Toyota', departments: [{ name: 'Sales', titles: [{ name: 'Sales Manager', rank: 2 }] }] }];
  const calendar = {
    commissionBatchCreationLimitDate: null,
    commissionBatchApprovalLimitDate: null,
    commissionFrequency: 'monthly' as const,
    daysBeforeCreationNotification: 3,
    daysBeforeApprovalNotification: 3,
  };
  const available = [
    {
      name: 'Toyota',
      logoUrl: null,
      departments: [{ name: 'Service', titles: [{ name: 'Service Advisor', ...calendar }] }],
    },
    { name: 'Kia', logoUrl: null, departments: [{ name: 'Sales', titles: [{ name: 'Sales Manager', ...calendar }] }] },
  ];

  it('offers the company’s titles with the user’s own beside them, by brand and department', () => {
    expect(reachDepartments(available, held)).toEqual([
      { brand: 'Kia', name: 'Sales', titles: ['Sales Manager'] },
      { brand: 'Toyota', name: 'Sales', titles: ['Sales Manager'] },
      { brand: 'Toyota', name: 'Service', titles: ['Service Advisor'] },
    ]);
    expect(
      reachDepartments(
        [{ ...available[0]!, departments: [{ name: 'Sales', titles: [{ name: 'Sales Manager', ...calendar }] }] }],
        held,
      ),
    ).toEqual([{ brand: 'Toyota', name: 'Sales', titles: ['Sales Manager'] }]);
  });

  it('sends the chosen titles grouped, keeping each known rank', () => {
    const chosen = [
      titleKey('Toyota', 'Sales', 'Sales Manager'),
      titleKey('Kia', 'Sales', 'Sales Manager'),
      titleKey('Toyota', 'Sales', 'Salesperson'),
    ];
    expect(brandListOf(chosen, held)).toEqual([
      {
        name: 'Toyota',
        departments: [
          {
            name: 'Sales',
            titles: [
              { name: 'Sales Manager', rank: 2 },
              { name: 'Salesperson', rank: 1 },
            ],
          },
        ],
      },
      { name: 'Kia', departments: [{ name: 'Sales', titles: [{ name: 'Sales Manager', rank: 0 }] }] },
    ]);
    expect(titleKeysOf(held)).toEqual([titleKey('Toyota', 'Sales', 'Sales Manager')]);
    expect(sameTitles(chosen, [...chosen].reverse())).toBe(true);
    expect(sameTitles(chosen, chosen.slice(1))).toBe(false);
  });

  it('places the API’s refusals on their fields', () => {
    expect(
      userProblemsOf({
        status: 422,
        errors: [
          { pointer: '/body/brands', message: 'No title Toyota / Sales / Porter.' },
          { pointer: '/body/workerGroupCodes/1', message: 'No worker group 999 in this company.' },
          {
            pointer: '/body/firstName',
            message: 'must NOT have more than 200 characters',
            code: 'maxLength',
            limit: 200,
          },
          { pointer: '/body/companyId', message: 'unknown' },
        ],
      }),
    ).toEqual([
      { field: 'brands', kind: 'unknown-title', title: 'Toyota / Sales / Porter' },
      { field: 'groups', kind: 'unknown-group', code: '999' },
      {
        field: 'firstName',
        kind: 'field',
        error: {
          pointer: '/body/firstName',
          message: 'must NOT have more than 200 characters',
          code: 'maxLength',
          limit: 200,
        },
      },
    ]);
    expect(
      userProblemsOf({ status: 403, detail: 'You cannot grant permissions you do not hold: billing, reports.' }),
    ).toEqual([{ field: 'permissions', kind: 'not-held', permissions: ['billing', 'reports'] }]);
    expect(userProblemsOf({ status: 403, detail: 'Only a super-admin makes another super-admin.' })).toEqual([
      { field: 'role', kind: 'super-admin-only' },
    ]);
    expect(
      userProblemsOf({ status: 409, detail: 'You cannot remove your own super-admin role; another super-admin can.' }),
    ).toEqual([{ field: 'role', kind: 'own-super-admin' }]);
    expect(userProblemsOf({ status: 409, detail: 'This e-mail already has an account.' })).toEqual([
      { field: 'email', kind: 'taken' },
    ]);
    expect(userProblemsOf({ status: 409, detail: 'The user is not disabled.' })).toEqual([]);
  });
});
