import {
  AUTOMATIC_DISBURSEMENT_REQUIRES_ACCUMULATE_TIPS_MESSAGE,
  BALANCE_VALUE_REQUIRED_MESSAGE,
  duplicatedJobCodeMessage,
  duplicatedRoleMessage,
  EMPTY_DROPDOWN_VALUE_MESSAGE,
  JOB_CODE_MESSAGE,
  REQUIRED_MESSAGE,
  ROLE_REQUIRED_MESSAGE,
  ROLE_TOO_LONG_MESSAGE,
  ROLE_WITHOUT_USE_MESSAGE,
} from './messages.ts';
import { isCalendarDate } from './format.ts';
import type { ValidationError } from './validation-types.ts';
import { pointer } from './validation-types.ts';

export type { Result, ValidationError } from './validation-types.ts';
export { pointer, pointerSegment } from './validation-types.ts';

// §3: a tip rule.
export type TipRule = {
  role: string;
  automaticDisbursement: boolean;
  accumulateTips: boolean;
  allowsFullSplit: boolean;
};

// §5: automatic disbursement only with accumulate tips.
export function validateTipRule(rule: TipRule, path = ''): ValidationError[] {
  const errors: ValidationError[] = [];
  if (rule.role.trim() === '') errors.push({ path: `${path}/role`, message: ROLE_REQUIRED_MESSAGE });
  if (rule.automaticDisbursement && !rule.accumulateTips) {
    errors.push({
      path: `${path}/automaticDisbursement`,
      message: AUTOMATIC_DISBURSEMENT_REQUIRES_ACCUMULATE_TIPS_MESSAGE,
    });
  }
  return errors;
}

// §5: every rule valid and no role twice (each repeat after the first is reported).
export function validateTipRules(rules: readonly TipRule[], path = '/rules'): ValidationError[] {
  const seen = new Set<string>();
  return rules.flatMap((rule, index) => {
    const rulePath = `${path}${pointer(index)}`;
    const errors = validateTipRule(rule, rulePath);
    const role = rule.role.trim();
    if (role !== '' && seen.has(role)) errors.push({ path: `${rulePath}/role`, message: duplicatedRoleMessage(role) });
    seen.add(role);
    return errors;
  });
}

// The contract's RoleName: a role's name has 1 to 100 characters.
export const ROLE_NAME_MAX_LENGTH = 100;

// §3: one job code of an irsi worker group's role rules as a form edits it: the point of sale's job code (as typed),
// the role's name and what the role does: receives tips, appears in tip reports, has its tips paid out.
export type RoleRuleRow = { jobcode: string; name: string; tipUser: boolean; report: boolean; payable: boolean };

export type JobRole = { jobcode: number; name: string };

export type RoleRuleLists = { tipUserRoles: JobRole[]; reportRoles: JobRole[]; payableRoles: JobRole[] };

const JOB_CODE = /^\d{1,6}$/;

// §5 for an irsi group's role rules, as for its tip rules: a named role (the same "Role is required." and length),
// a job code the point of sale can send, each job code once (every repeat after the first is reported), and a role
// that does something (one that does nothing would vanish on save).
export function validateRoleRuleRows(rows: readonly RoleRuleRow[], path = '/roles'): ValidationError[] {
  const seen = new Set<number>();
  return rows.flatMap((row, index) => {
    const rowPath = `${path}${pointer(index)}`;
    const errors: ValidationError[] = [];
    const code = row.jobcode.trim();
    if (!JOB_CODE.test(code)) errors.push({ path: `${rowPath}/jobcode`, message: JOB_CODE_MESSAGE });
    else if (seen.has(Number(code)))
      errors.push({ path: `${rowPath}/jobcode`, message: duplicatedJobCodeMessage(String(Number(code))) });
    else seen.add(Number(code));
    const name = row.name.trim();
    if (name === '') errors.push({ path: `${rowPath}/name`, message: ROLE_REQUIRED_MESSAGE });
    else if (name.length > ROLE_NAME_MAX_LENGTH)
      errors.push({ path: `${rowPath}/name`, message: ROLE_TOO_LONG_MESSAGE });
    if (!row.tipUser && !row.report && !row.payable)
      errors.push({ path: `${rowPath}/uses`, message: ROLE_WITHOUT_USE_MESSAGE });
    return errors;
  });
}

// The three lists of `PUT /tips/irsi-role-rules` from valid rows, each in job-code order.
export function roleRuleLists(rows: readonly RoleRuleRow[]): RoleRuleLists {
  const roles = rows
    .map((row) => ({ ...row, code: Number(row.jobcode.trim()), trimmed: row.name.trim() }))
    .sort((a, b) => a.code - b.code);
  const list = (flag: 'tipUser' | 'report' | 'payable') =>
    roles.filter((role) => role[flag]).map((role) => ({ jobcode: role.code, name: role.trimmed }));
  return { tipUserRoles: list('tipUser'), reportRoles: list('report'), payableRoles: list('payable') };
}

// The three lists as one row per job code, in job-code order (a job code's name is its first list's).
export function roleRuleRowsOf(lists: Readonly<Record<keyof RoleRuleLists, readonly JobRole[]>>): RoleRuleRow[] {
  const rows = new Map<number, RoleRuleRow>();
  const mark = (roles: readonly JobRole[], flag: 'tipUser' | 'report' | 'payable') => {
    for (const role of roles) {
      const row = rows.get(role.jobcode) ?? {
        jobcode: String(role.jobcode),
        name: role.name,
        tipUser: false,
        report: false,
        payable: false,
      };
      row[flag] = true;
      rows.set(role.jobcode, row);
    }
  };
  mark(lists.tipUserRoles, 'tipUser');
  mark(lists.reportRoles, 'report');
  mark(lists.payableRoles, 'payable');
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

export type TipHoursQuery = { companyId?: string | null; date?: string | null; workerIds?: readonly string[] | null };

const missing = (value: string | null | undefined): boolean =>
  value === undefined || value === null || value.trim() === '';

// §5: the e-mail-to-tip-hours query needs a company, a date and at least one worker id.
export function tipHoursQueryErrors(query: TipHoursQuery): ValidationError[] {
  const errors: ValidationError[] = [];
  if (missing(query.companyId)) errors.push({ path: '/companyId', message: REQUIRED_MESSAGE });
  if (!isCalendarDate(query.date ?? '')) errors.push({ path: '/date', message: REQUIRED_MESSAGE });
  if ((query.workerIds ?? []).filter((id) => id.trim() !== '').length === 0) {
    errors.push({ path: '/workerIds', message: REQUIRED_MESSAGE });
  }
  return errors;
}

// §5: whether the tip hours query may run.
export function isTipHoursQueryReady(query: TipHoursQuery): boolean {
  return tipHoursQueryErrors(query).length === 0;
}

export const BALANCE_COMPARISONS = ['greater-than', 'less-than'] as const;

export type InsuranceTableQuery = { balance?: string | null; balanceValue?: number | null };

// §5: a greater-than or less-than balance filter waits for a balance value.
export function insuranceTableQueryErrors(query: InsuranceTableQuery): ValidationError[] {
  const comparing = (BALANCE_COMPARISONS as readonly (string | null | undefined)[]).includes(query.balance);
  const value = query.balanceValue;
  if (comparing && (value === undefined || value === null || !Number.isFinite(value))) {
    return [{ path: '/balanceValue', message: BALANCE_VALUE_REQUIRED_MESSAGE }];
  }
  return [];
}

// §5: whether the insurance table query may run.
export function isInsuranceTableQueryReady(query: InsuranceTableQuery): boolean {
  return insuranceTableQueryErrors(query).length === 0;
}

export type DropdownOption = { value: string; label: string };

// §5: a dropdown option may not have an empty value.
export function validateDropdownOptions(options: readonly DropdownOption[], path = '/options'): ValidationError[] {
  return options.flatMap((option, index) =>
    option.value.trim() === ''
      ? [{ path: `${path}${pointer(index, 'value')}`, message: EMPTY_DROPDOWN_VALUE_MESSAGE }]
      : [],
  );
}
