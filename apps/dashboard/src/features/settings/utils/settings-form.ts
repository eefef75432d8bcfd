import type { components } from '@cuadre/api-client';
import type { CompanySettingsField, CompanySettingsGroup } from '@cuadre/domain';
import { COMPANY_SETTINGS_GROUPS, parseDollars, WORKER_FEE_PERCENT_CEILING } from '@cuadre/domain';

export type Company = components['schemas']['Company'];
export type CompanySettings = components['schemas']['CompanySettings'];
export type CompanySettingsUpdate = components['schemas']['CompanySettingsUpdate'];

export type FieldSpec =
  | { kind: 'percent'; max?: number }
  | { kind: 'cents' }
  | { kind: 'count'; min: number; max: number }
  | { kind: 'boolean' }
  | { kind: 'emails' }
  | { kind: 'text'; max: number }
  | { kind: 'date' }
  | { kind: 'choice'; options: readonly string[]; nullable?: boolean }
  | { kind: 'communication' };

// The form of each setting; `features` is configuration of the product, not a form field.
export const FIELD_SPECS: Record<Exclude<CompanySettingsField, 'features'>, FieldSpec> = {
  typeOfFunding: { kind: 'choice', options: ['employer-funded', 'provider-funded'] },
  hasNewPricing: { kind: 'boolean' },
  fundingFeePercent: { kind: 'percent' },
  processingFeePercent: { kind: 'percent' },
  transactionFeePercent: { kind: 'percent' },
  // The fees workers pay themselves have the domain's ceiling (money guardrails); the provider's own fees do not.
  cashoutFeePercent: { kind: 'percent', max: WORKER_FEE_PERCENT_CEILING },
  lowerTransactionFee: { kind: 'cents' },
  lowerTransactionFeeThreshold: { kind: 'cents' },
  transactionFeeCap: { kind: 'cents' },
  employeeFeePercent: { kind: 'percent', max: WORKER_FEE_PERCENT_CEILING },
  savingEmployeeFeePercent: { kind: 'percent', max: WORKER_FEE_PERCENT_CEILING },
  billingSavingEmployerFeePercent: { kind: 'percent' },
  grossDepositPercentAvailable: { kind: 'percent' },
  grossTipPercentAvailable: { kind: 'percent' },
  transactionLimitPerPayPeriod: { kind: 'count', min: 0, max: 1000 },
  amountLimitPerPayPeriod: { kind: 'cents' },
  employerCoveredTransactionsPerPayPeriod: { kind: 'count', min: 0, max: 1000 },
  periodsPerInvoiceEmail: { kind: 'count', min: 1, max: 52 },
  daysAfterEndDateForPayment: { kind: 'count', min: 0, max: 60 },
  billingEmails: { kind: 'emails' },
  payFrequency: { kind: 'choice', options: ['weekly', 'biweekly', 'semimonthly', 'monthly'] },
  periodStartDate: { kind: 'date' },
  timecardProvider: { kind: 'choice', options: ['blu-host', 'payroll-provider'], nullable: true },
  payrollAdminName: { kind: 'text', max: 200 },
  payrollAdminEmails: { kind: 'emails' },
  applyRetentions: { kind: 'boolean' },
  feeRetentionAtGroupCodeLevel: { kind: 'boolean' },
  communication: { kind: 'communication' },
  disableTipsTransactions: { kind: 'boolean' },
  hasAthMovil: { kind: 'boolean' },
  referralProgram: { kind: 'boolean' },
  status: { kind: 'choice', options: ['onboarding', 'active', 'suspended', 'inactive'] },
  numberStatusThreshold: { kind: 'count', min: 0, max: 1000 },
  dashboardTitle: { kind: 'text', max: 200 },
};

export type FormField = keyof typeof FIELD_SPECS;
export type Communication = CompanySettings['communication'];
export type DraftValue = string | boolean | Communication;
export type Draft = Partial<Record<FormField, DraftValue>>;

export type FieldError =
  | { code: 'required' }
  | { code: 'percent' }
  | { code: 'percent-decimals' }
  | { code: 'percent-max'; max: number }
  | { code: 'amount' }
  | { code: 'whole-number'; min: number; max: number }
  | { code: 'email'; value: string }
  | { code: 'too-many-emails' }
  | { code: 'date' }
  | { code: 'too-long'; max: number };

const TOP_LEVEL = new Set<FormField>(['dashboardTitle', 'payFrequency', 'periodStartDate']);
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

// The fields of a group that the form shows, in the order the group lists them.
export function groupFields(group: CompanySettingsGroup): FormField[] {
  return (COMPANY_SETTINGS_GROUPS[group] as readonly CompanySettingsField[]).filter(
    (field): field is FormField => field !== 'features',
  );
}

const valueOf = (company: Company, field: FormField): unknown =>
  TOP_LEVEL.has(field) ? company[field as 'dashboardTitle'] : company.settings[field as keyof CompanySettings];

const centsText = (cents: number): string => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

// The text a field shows for the company's current value.
export function toDraft(company: Company, group: CompanySettingsGroup): Draft {
  const draft: Draft = {};
  for (const field of groupFields(group)) {
    const spec = FIELD_SPECS[field];
    const value = valueOf(company, field);
    switch (spec.kind) {
      case 'percent':
        draft[field] = (value as number).toFixed(2);
        break;
      case 'cents':
        draft[field] = centsText(value as number);
        break;
      case 'count':
        draft[field] = String(value as number);
        break;
      case 'boolean':
        draft[field] = value as boolean;
        break;
      case 'emails':
        draft[field] = (value as string[]).join(', ');
        break;
      case 'communication':
        draft[field] = { ...(value as Communication) };
        break;
      case 'choice':
        draft[field] = (value as string | null) ?? '';
        break;
      case 'text':
      case 'date':
        draft[field] = (value as string | null) ?? '';
        break;
      default:
        spec satisfies never;
    }
  }
  return draft;
}

// A typed percent: 0 to 100 (or to a lower ceiling) with at most two decimals.
export function parsePercent(text: string, max = 100): number | FieldError {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (trimmed === '') return { code: 'required' };
  const match = /^(\d{1,3})(?:\.(\d+))?$/.exec(trimmed);
  if (!match) return { code: 'percent' };
  if ((match[2] ?? '').replace(/0+$/, '').length > 2) return { code: 'percent-decimals' };
  const value = Math.round(Number(trimmed) * 100) / 100;
  if (value > 100) return { code: 'percent' };
  if (value > max) return { code: 'percent-max', max };
  return value;
}

// A list of e-mail addresses typed with commas, semicolons or spaces between them.
export function parseEmails(text: string): string[] | FieldError {
  const list = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const bad = list.find((address) => !EMAIL.test(address) || address.length > 254);
  if (bad !== undefined) return { code: 'email', value: bad };
  if (list.length > 50) return { code: 'too-many-emails' };
  return list;
}

const isError = (value: unknown): value is FieldError => typeof value === 'object' && value !== null && 'code' in value;

function parseField(spec: FieldSpec, raw: DraftValue | undefined): unknown {
  switch (spec.kind) {
    case 'percent':
      return parsePercent(String(raw ?? ''), spec.max);
    case 'cents': {
      const text = String(raw ?? '').trim();
      if (text === '') return { code: 'required' };
      const cents = parseDollars(text);
      return cents === null || cents < 0 || cents > 10_000_000_000 ? { code: 'amount' } : cents;
    }
    case 'count': {
      const text = String(raw ?? '').trim();
      if (text === '') return { code: 'required' };
      const value = Number(text);
      return /^\d+$/.test(text) && value >= spec.min && value <= spec.max
        ? value
        : { code: 'whole-number', min: spec.min, max: spec.max };
    }
    case 'boolean':
      return raw === true;
    case 'emails':
      return parseEmails(String(raw ?? ''));
    case 'communication':
      return raw;
    case 'choice': {
      const text = String(raw ?? '');
      if (text === '') return spec.nullable ? null : { code: 'required' };
      return text;
    }
    case 'text': {
      const text = String(raw ?? '').trim();
      return text.length > spec.max ? { code: 'too-long', max: spec.max } : text;
    }
    case 'date': {
      const text = String(raw ?? '').trim();
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))
        ? text
        : { code: 'date' };
    }
    default:
      return spec satisfies never;
  }
}

export type GroupParse = { errors: Partial<Record<FormField, FieldError>>; payload: CompanySettingsUpdate | null };

// The save of one group: every other setting is sent as the company last showed it, with the version it showed.
export function parseGroup(company: Company, group: CompanySettingsGroup, draft: Draft): GroupParse {
  const errors: Partial<Record<FormField, FieldError>> = {};
  const settings: Record<string, unknown> = { ...company.settings };
  const top: Record<string, unknown> = {};
  for (const field of groupFields(group)) {
    const value = parseField(FIELD_SPECS[field], draft[field]);
    if (isError(value)) errors[field] = value;
    else if (TOP_LEVEL.has(field)) top[field] = value;
    else settings[field] = value;
  }
  if (Object.keys(errors).length > 0) return { errors, payload: null };
  const payload: CompanySettingsUpdate = { settings: settings as CompanySettings, ...top };
  if (company.settingsVersion !== undefined) payload.expectedVersion = company.settingsVersion;
  return { errors, payload };
}

// Which fields of a group differ from the company's current values.
export function changedFields(company: Company, group: CompanySettingsGroup, draft: Draft): FormField[] {
  const current = toDraft(company, group);
  return groupFields(group).filter((field) => JSON.stringify(current[field]) !== JSON.stringify(draft[field]));
}

// The server names a field as `/body/settings/x` or `/body/x`.
export function fieldOfPointer(pointer: string): FormField | null {
  const match = /^\/body\/(?:settings\/)?([A-Za-z]+)/.exec(pointer);
  const name = match?.[1];
  return name !== undefined && name in FIELD_SPECS ? (name as FormField) : null;
}
