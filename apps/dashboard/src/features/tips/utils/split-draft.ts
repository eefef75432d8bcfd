import type { Schemas } from '@cuadre/api-client';
import type { Cents, SplitAllocation, SplitRequest, SplitShare, SplitType, ValidationError } from '@cuadre/domain';
import { allocateSplit, NOT_A_NUMBER_MESSAGE, parseDollars, REQUIRED_MESSAGE } from '@cuadre/domain';

// What the split form holds: typed text, parsed only for the preview and the request.
export type SplitRecipientDraft = { workerId: string; value: string };

export type SplitDraft = {
  fromType: 'worker' | 'job';
  fromWorkerId: string;
  job: string;
  initialAmount: string;
  splitType: SplitType;
  amount: string;
  percent: string;
  recipients: SplitRecipientDraft[];
};

export type SplitPreview =
  | { ok: true; request: SplitRequest; allocation: SplitAllocation; shares: SplitShare[] }
  | { ok: false; errors: ValidationError[] };

// Messages of the form itself; the domain's messages cover the money rules.
export const SOURCE_RECEIVES_MESSAGE = 'The worker giving the tips cannot also receive them.';
export const TWO_DECIMALS_MESSAGE = 'Use at most 2 decimal places.';

export const RECIPIENT_VALUE_TYPES = ['hours-based', 'custom-amount', 'custom-percentage'] as const;

// Whether each recipient carries its own value (hours, amount or percent) for this split type.
export function hasRecipientValues(splitType: SplitType): boolean {
  return (RECIPIENT_VALUE_TYPES as readonly SplitType[]).includes(splitType);
}

export function emptySplitDraft(): SplitDraft {
  return {
    fromType: 'worker',
    fromWorkerId: '',
    job: '',
    initialAmount: '',
    splitType: 'equal',
    amount: '',
    percent: '',
    recipients: [],
  };
}

type Parsed<T> = { value: T } | { error: ValidationError };

function dollars(text: string, path: string): Parsed<Cents> {
  if (text.trim() === '') return { error: { path, message: REQUIRED_MESSAGE } };
  const cents = parseDollars(text);
  return cents === null ? { error: { path, message: NOT_A_NUMBER_MESSAGE } } : { value: cents };
}

// The contract takes percentages and hours with at most two decimals.
function decimal(text: string, path: string): Parsed<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { error: { path, message: REQUIRED_MESSAGE } };
  if (!/^-?\d*(\.\d*)?$/.test(trimmed) || trimmed === '.' || trimmed === '-') {
    return { error: { path, message: NOT_A_NUMBER_MESSAGE } };
  }
  if (/\.\d{3,}$/.test(trimmed)) return { error: { path, message: TWO_DECIMALS_MESSAGE } };
  return { value: Number(trimmed) };
}

function requestFrom(draft: SplitDraft, initialAmount: Cents, errors: ValidationError[]): SplitRequest | null {
  const toWorkerIds = draft.recipients.map((recipient) => recipient.workerId);
  const values = <T>(parse: (text: string, path: string) => Parsed<T>): T[] =>
    draft.recipients.map((recipient, index) => {
      const parsed = parse(recipient.value, `/recipients/${index}/${valueField(draft.splitType)}`);
      if ('error' in parsed) {
        errors.push(parsed.error);
        return null as T;
      }
      return parsed.value;
    });
  switch (draft.splitType) {
    case 'money': {
      const amount = dollars(draft.amount, '/amount');
      if ('error' in amount) {
        errors.push(amount.error);
        return null;
      }
      return { splitType: 'money', initialAmount, amount: amount.value, toWorkerIds };
    }
    case 'percentage': {
      const percent = decimal(draft.percent, '/percent');
      if ('error' in percent) {
        errors.push(percent.error);
        return null;
      }
      return { splitType: 'percentage', initialAmount, percent: percent.value, toWorkerIds };
    }
    case 'equal':
      return { splitType: 'equal', initialAmount, toWorkerIds };
    case 'hours-based': {
      const hours = values(decimal);
      return {
        splitType: 'hours-based',
        initialAmount,
        recipients: toWorkerIds.map((workerId, i) => ({ workerId, hours: hours[i] ?? 0 })),
      };
    }
    case 'custom-amount': {
      const amounts = values(dollars);
      return {
        splitType: 'custom-amount',
        initialAmount,
        recipients: toWorkerIds.map((workerId, i) => ({ workerId, amount: amounts[i] ?? 0 })),
      };
    }
    case 'custom-percentage': {
      const percents = values(decimal);
      return {
        splitType: 'custom-percentage',
        initialAmount,
        recipients: toWorkerIds.map((workerId, i) => ({ workerId, percent: percents[i] ?? 0 })),
      };
    }
  }
}

// The name of a recipient's own value in the domain's error paths.
export function valueField(splitType: SplitType): 'hours' | 'amount' | 'percent' {
  return splitType === 'hours-based' ? 'hours' : splitType === 'custom-amount' ? 'amount' : 'percent';
}

// The shares the server keeps: an hours-based split pays no one who worked no hours.
export function storedShares(splitType: SplitType, shares: readonly SplitShare[]): SplitShare[] {
  return splitType === 'hours-based' ? shares.filter((share) => share.amount > 0) : [...shares];
}

// The live preview: each share to the cent from @cuadre/domain, or every error with its field.
export function previewSplit(draft: SplitDraft): SplitPreview {
  const errors: ValidationError[] = [];
  if (draft.fromType === 'worker' && draft.fromWorkerId === '')
    errors.push({ path: '/fromWorkerId', message: REQUIRED_MESSAGE });
  if (draft.fromType === 'job' && draft.job.trim() === '') errors.push({ path: '/job', message: REQUIRED_MESSAGE });
  draft.recipients.forEach((recipient, index) => {
    if (draft.fromType === 'worker' && recipient.workerId === draft.fromWorkerId) {
      errors.push({ path: `/recipients/${index}/workerId`, message: SOURCE_RECEIVES_MESSAGE });
    }
  });
  const initial = dollars(draft.initialAmount, '/initialAmount');
  if ('error' in initial) errors.push(initial.error);
  const request = requestFrom(draft, 'error' in initial ? 0 : initial.value, errors);
  if (request === null || 'error' in initial) return { ok: false, errors: withDomainErrors(errors, request) };
  const allocation = allocateSplit(request);
  if (!allocation.ok) return { ok: false, errors: [...errors, ...remapRecipientErrors(allocation.errors, request)] };
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    request,
    allocation: allocation.value,
    shares: storedShares(request.splitType, allocation.value.shares),
  };
}

function withDomainErrors(errors: ValidationError[], request: SplitRequest | null): ValidationError[] {
  if (request === null) return errors;
  const result = allocateSplit(request);
  if (result.ok) return errors;
  const seen = new Set(errors.map((error) => error.path));
  return [
    ...errors,
    ...remapRecipientErrors(result.errors, request).filter(
      (error) => !seen.has(error.path) && error.path !== '/initialAmount',
    ),
  ];
}

// Equal, money and percentage splits name recipients as /toWorkerIds/i; the form lists them as /recipients/i.
function remapRecipientErrors(errors: readonly ValidationError[], request: SplitRequest): ValidationError[] {
  if (!('toWorkerIds' in request)) return [...errors];
  return errors.map((error) => {
    const match = /^\/toWorkerIds(?:\/(\d+))?$/.exec(error.path);
    if (match === null) return error;
    return { ...error, path: match[1] === undefined ? '/recipients' : `/recipients/${match[1]}/workerId` };
  });
}

export type SplitContext = {
  companyId: string;
  workerGroupCode: string;
  dateTip: string;
  tipId?: string;
};

// The create-split body for exactly the previewed request.
export function createSplitBody(
  draft: Pick<SplitDraft, 'fromType' | 'fromWorkerId' | 'job'>,
  request: SplitRequest,
  context: SplitContext,
): Schemas['TipSplitCreate'] {
  const base = {
    companyId: context.companyId,
    workerGroupCode: context.workerGroupCode,
    fromType: draft.fromType,
    ...(draft.fromType === 'worker' ? { fromWorkerId: draft.fromWorkerId } : { role: draft.job.trim() }),
    ...(context.tipId === undefined ? {} : { tipId: context.tipId }),
    splitType: request.splitType,
    dateTip: context.dateTip,
    initialAmount: request.initialAmount,
  };
  switch (request.splitType) {
    case 'money':
      return { ...base, toWorkerIds: [...request.toWorkerIds], amount: request.amount };
    case 'percentage':
      return { ...base, toWorkerIds: [...request.toWorkerIds], percentage: request.percent };
    case 'equal':
      return { ...base, toWorkerIds: [...request.toWorkerIds] };
    case 'hours-based':
      return {
        ...base,
        toWorkerIds: request.recipients.map((r) => r.workerId),
        shares: request.recipients.map((r) => ({ workerId: r.workerId, value: r.hours })),
      };
    case 'custom-amount':
      return {
        ...base,
        toWorkerIds: request.recipients.map((r) => r.workerId),
        shares: request.recipients.map((r) => ({ workerId: r.workerId, value: r.amount })),
      };
    case 'custom-percentage':
      return {
        ...base,
        toWorkerIds: request.recipients.map((r) => r.workerId),
        shares: request.recipients.map((r) => ({ workerId: r.workerId, value: r.percent })),
      };
  }
}

// The first error of a field, for the message under it.
export function errorAt(errors: readonly ValidationError[], path: string): string | undefined {
  return errors.find((error) => error.path === path)?.message;
}

// A server problem's field errors (pointers under /body) in the form's paths.
export function problemErrors(
  problem: { errors?: readonly { pointer?: string; message?: string }[] } | undefined,
): ValidationError[] {
  return (problem?.errors ?? []).map((error) => ({
    path: (error.pointer ?? '')
      .replace(/^\/body/, '')
      .replace(/^\/shares/, '/recipients')
      .replace(/^\/percentage$/, '/percent'),
    message: error.message ?? '',
  }));
}
