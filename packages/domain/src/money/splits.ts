import {
  AMOUNT_OVER_TOTAL_MESSAGE,
  CUSTOM_AMOUNTS_OVER_TOTAL_MESSAGE,
  DUPLICATE_RECIPIENT_MESSAGE,
  NEGATIVE_AMOUNT_MESSAGE,
  NO_RECIPIENTS_MESSAGE,
  NOT_A_NUMBER_MESSAGE,
  NOT_CENTS_MESSAGE,
  PERCENT_RANGE_MESSAGE,
  PERCENTAGES_NOT_100_MESSAGE,
  REQUIRED_MESSAGE,
  TOO_MANY_DECIMALS_MESSAGE,
  ZERO_HOURS_MESSAGE,
} from '../messages.ts';
import type { Result, ValidationError } from '../validation-types.ts';
import { pointer } from '../validation-types.ts';
import { allocateByWeights } from './allocate.ts';
import type { Cents } from './cents.ts';
import { isCents } from './cents.ts';
import { divideRounded, SCALE, toScaled } from './decimal.ts';

// §3: the six ways a tip is split.
export const SPLIT_TYPES = [
  'money',
  'percentage',
  'equal',
  'hours-based',
  'custom-amount',
  'custom-percentage',
] as const;

export type SplitType = (typeof SPLIT_TYPES)[number];

// §3: what a split request carries for each type; initialAmount is the tip being split.
export type SplitRequest =
  | { splitType: 'money'; initialAmount: Cents; amount: Cents; toWorkerIds: readonly string[] }
  | { splitType: 'percentage'; initialAmount: Cents; percent: number; toWorkerIds: readonly string[] }
  | { splitType: 'equal'; initialAmount: Cents; toWorkerIds: readonly string[] }
  | { splitType: 'hours-based'; initialAmount: Cents; recipients: readonly { workerId: string; hours: number }[] }
  | { splitType: 'custom-amount'; initialAmount: Cents; recipients: readonly { workerId: string; amount: Cents }[] }
  | {
      splitType: 'custom-percentage';
      initialAmount: Cents;
      recipients: readonly { workerId: string; percent: number }[];
    };

export type SplitShare = { workerId: string; amount: Cents };

// splitAmount is what leaves the source worker; kept stays with them; shares sum exactly to splitAmount.
export type SplitAllocation = { splitAmount: Cents; kept: Cents; shares: SplitShare[] };

const HUNDRED_PERCENT = 100n * SCALE;

function centsErrors(value: number, path: string): ValidationError[] {
  if (!isCents(value)) return [{ path, message: NOT_CENTS_MESSAGE }];
  if (value < 0) return [{ path, message: NEGATIVE_AMOUNT_MESSAGE }];
  return [];
}

function decimalErrors(value: number, path: string, max?: number): ValidationError[] {
  if (!Number.isFinite(value)) return [{ path, message: NOT_A_NUMBER_MESSAGE }];
  if (value < 0) return [{ path, message: max === undefined ? NEGATIVE_AMOUNT_MESSAGE : PERCENT_RANGE_MESSAGE }];
  if (max !== undefined && value > max) return [{ path, message: PERCENT_RANGE_MESSAGE }];
  if (toScaled(value) === null) return [{ path, message: TOO_MANY_DECIMALS_MESSAGE }];
  return [];
}

function workerIdErrors(
  workerIds: readonly string[],
  listPath: string,
  idPath: (index: number) => string,
): ValidationError[] {
  if (workerIds.length === 0) return [{ path: listPath, message: NO_RECIPIENTS_MESSAGE }];
  const seen = new Set<string>();
  return workerIds.flatMap((workerId, index) => {
    const errors: ValidationError[] = [];
    if (workerId.trim() === '') errors.push({ path: idPath(index), message: REQUIRED_MESSAGE });
    else if (seen.has(workerId)) errors.push({ path: idPath(index), message: DUPLICATE_RECIPIENT_MESSAGE });
    seen.add(workerId);
    return errors;
  });
}

// Scaled exact values, valid once the request passed validation.
const scaled = (value: number): bigint => toScaled(value) ?? 0n;

function requestErrors(request: SplitRequest): ValidationError[] {
  const errors = centsErrors(request.initialAmount, '/initialAmount');
  const total = request.initialAmount;
  switch (request.splitType) {
    case 'money':
      errors.push(...centsErrors(request.amount, '/amount'));
      if (isCents(request.amount) && isCents(total) && request.amount > total) {
        errors.push({ path: '/amount', message: AMOUNT_OVER_TOTAL_MESSAGE });
      }
      break;
    case 'percentage':
      errors.push(...decimalErrors(request.percent, '/percent', 100));
      break;
    case 'equal':
      break;
    case 'hours-based': {
      const hourErrors = request.recipients.flatMap((recipient, index) =>
        decimalErrors(recipient.hours, pointer('recipients', index, 'hours')),
      );
      errors.push(...hourErrors);
      if (hourErrors.length === 0 && request.recipients.length > 0 && request.recipients.every((r) => r.hours === 0)) {
        errors.push({ path: '/recipients', message: ZERO_HOURS_MESSAGE });
      }
      break;
    }
    case 'custom-amount': {
      const amountErrors = request.recipients.flatMap((recipient, index) =>
        centsErrors(recipient.amount, pointer('recipients', index, 'amount')),
      );
      errors.push(...amountErrors);
      const sum = request.recipients.reduce((acc, recipient) => acc + recipient.amount, 0);
      if (amountErrors.length === 0 && isCents(total) && sum > total) {
        errors.push({ path: '/recipients', message: CUSTOM_AMOUNTS_OVER_TOTAL_MESSAGE });
      }
      break;
    }
    case 'custom-percentage': {
      const percentErrors = request.recipients.flatMap((recipient, index) =>
        decimalErrors(recipient.percent, pointer('recipients', index, 'percent'), 100),
      );
      errors.push(...percentErrors);
      const sum = request.recipients.reduce((acc, recipient) => acc + scaled(recipient.percent), 0n);
      if (percentErrors.length === 0 && request.recipients.length > 0 && sum !== HUNDRED_PERCENT) {
        errors.push({ path: '/recipients', message: PERCENTAGES_NOT_100_MESSAGE });
      }
      break;
    }
  }
  if ('toWorkerIds' in request) {
    errors.push(...workerIdErrors(request.toWorkerIds, '/toWorkerIds', (index) => pointer('toWorkerIds', index)));
  } else {
    errors.push(
      ...workerIdErrors(
        request.recipients.map((recipient) => recipient.workerId),
        '/recipients',
        (index) => pointer('recipients', index, 'workerId'),
      ),
    );
  }
  return errors;
}

function weightedShares(amount: Cents, parts: readonly { workerId: string; weight: bigint }[]): SplitShare[] {
  return allocateByWeights(
    amount,
    parts.map((part) => ({ key: part.workerId, weight: part.weight })),
  ).map((share) => ({
    workerId: share.key,
    amount: share.amount,
  }));
}

function equalShares(amount: Cents, workerIds: readonly string[]): SplitShare[] {
  return weightedShares(
    amount,
    workerIds.map((workerId) => ({ workerId, weight: 1n })),
  );
}

function allocation(initialAmount: Cents, shares: SplitShare[]): SplitAllocation {
  const splitAmount = shares.reduce((sum, share) => sum + share.amount, 0);
  return { splitAmount, kept: initialAmount - splitAmount, shares };
}

// §3: the shares of a tip split of any type, in integer cents, summing exactly; bad input names its field.
export function allocateSplit(request: SplitRequest): Result<SplitAllocation> {
  const errors = requestErrors(request);
  if (errors.length > 0) return { ok: false, errors };
  const total = request.initialAmount;
  switch (request.splitType) {
    case 'money':
      return { ok: true, value: allocation(total, equalShares(request.amount, request.toWorkerIds)) };
    case 'percentage': {
      const amount = Number(divideRounded(BigInt(total) * scaled(request.percent), HUNDRED_PERCENT));
      return { ok: true, value: allocation(total, equalShares(amount, request.toWorkerIds)) };
    }
    case 'equal':
      return { ok: true, value: allocation(total, equalShares(total, request.toWorkerIds)) };
    case 'hours-based':
      return {
        ok: true,
        value: allocation(
          total,
          weightedShares(
            total,
            request.recipients.map((r) => ({ workerId: r.workerId, weight: scaled(r.hours) })),
          ),
        ),
      };
    case 'custom-amount':
      return {
        ok: true,
        value: allocation(
          total,
          request.recipients.map((r) => ({ workerId: r.workerId, amount: r.amount })),
        ),
      };
    case 'custom-percentage':
      return {
        ok: true,
        value: allocation(
          total,
          weightedShares(
            total,
            request.recipients.map((r) => ({ workerId: r.workerId, weight: scaled(r.percent) })),
          ),
        ),
      };
  }
}
