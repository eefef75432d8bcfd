import { describe, expect, it } from 'vitest';
import { emptyUserDraft, groupFieldsOf, validateUserDraft } from './user-form.ts';

describe('user form', () => {
  it('asks for names, a valid e-mail and some access', () => {
    expect(validateUserDraft({ ...emptyUserDraft, email: 'nope' })).toEqual({ email: 'email', firstName: 'required', lastName: 'required', permissions: 'permissions' });
  });

  it('accepts a manager with one permission on one group', () => {
    const draft = { ...emptyUserDraft, email: 'gerente@isla.example', firstName: 'Lucía', lastName: 'Ortiz', permissions: ['tips-manager' as const], workerGroupCodes: ['103'] };
    expect(validateUserDraft(draft)).toEqual({});
    expect(groupFieldsOf(draft)).toEqual({ workerGroupCode: '103', workerGroupCodes: ['103'] });
  });

  it('lets a super-admin be invited without listing permissions', () => {
    expect(validateUserDraft({ ...emptyUserDraft, email: 'jefa@isla.example', firstName: 'Ana', lastName: 'Rivera', role: 'super-admin' })).toEqual({});
  });
});
