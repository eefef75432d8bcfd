import {
  AUTOMATIC_DISBURSEMENT_REQUIRES_ACCUMULATE_TIPS_MESSAGE,
  BALANCE_VALUE_REQUIRED_MESSAGE,
  duplicatedRoleMessage,
  EMPTY_DROPDOWN_VALUE_MESSAGE,
  REQUIRED_MESSAGE,
  ROLE_REQUIRED_MESSAGE,
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
