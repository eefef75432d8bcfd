import {
  JOB_CODE_MESSAGE,
  ROLE_REQUIRED_MESSAGE,
  ROLE_TOO_LONG_MESSAGE,
  ROLE_WITHOUT_USE_MESSAGE,
} from '@cuadre/domain';
import { useCallback } from 'react';
import { defineFeatureMessages, useFeatureT } from '../i18n/feature-messages.ts';

// The messages of role rules (a group's tip rules, a worker's own, an irsi group's job codes) in English and Spanish
// (Puerto Rico), shared by every screen that edits them, so that Tips and Settings say the same thing.
export const roleRuleMessages = defineFeatureMessages(
  {
    'roleRules.validation.roleRequired': 'Role is required.',
    'roleRules.validation.roleTooLong': 'A role has at most 100 characters.',
    'roleRules.validation.duplicatedRole': 'Duplicated role on tip rule: {role}',
    'roleRules.validation.duplicatedJobCode': 'Duplicated job code on role rule: {jobcode}',
    'roleRules.validation.jobCode': 'A job code is a whole number from 0 to 999999.',
    'roleRules.validation.withoutUse': 'Choose what the role does (receives tips, in reports, paid out), or remove it.',
  },
  {
    'roleRules.validation.roleRequired': 'El rol es obligatorio.',
    'roleRules.validation.roleTooLong': 'Un rol tiene 100 caracteres como máximo.',
    'roleRules.validation.duplicatedRole': 'Rol duplicado en la regla de propinas: {role}',
    'roleRules.validation.duplicatedJobCode': 'Código de puesto duplicado en la regla de roles: {jobcode}',
    'roleRules.validation.jobCode': 'Un código de puesto es un número entero de 0 a 999999.',
    'roleRules.validation.withoutUse': 'Elija qué hace el rol (recibe propinas, en informes, se paga), o quítelo.',
  },
);

const FIXED = {
  [ROLE_REQUIRED_MESSAGE]: 'roleRules.validation.roleRequired',
  [ROLE_TOO_LONG_MESSAGE]: 'roleRules.validation.roleTooLong',
  [JOB_CODE_MESSAGE]: 'roleRules.validation.jobCode',
  [ROLE_WITHOUT_USE_MESSAGE]: 'roleRules.validation.withoutUse',
} as const;

const DUPLICATED_ROLE = /^Duplicated role on tip rule: (.*)$/s;
const DUPLICATED_JOB_CODE = /^Duplicated job code on role rule: (.*)$/s;

// A role rule's message of the domain (validateTipRules, validateRoleRuleRows) in the active language; undefined for
// any other message.
export function useRoleRuleMessage(): (message: string) => string | undefined {
  const t = useFeatureT(roleRuleMessages);
  return useCallback(
    (message: string) => {
      const key = (FIXED as Record<string, keyof (typeof roleRuleMessages)['en-US']>)[message];
      if (key !== undefined) return t(key);
      const role = DUPLICATED_ROLE.exec(message);
      if (role !== null) return t('roleRules.validation.duplicatedRole', { role: role[1] ?? '' });
      const jobcode = DUPLICATED_JOB_CODE.exec(message);
      if (jobcode !== null) return t('roleRules.validation.duplicatedJobCode', { jobcode: jobcode[1] ?? '' });
      return undefined;
    },
    [t],
  );
}
