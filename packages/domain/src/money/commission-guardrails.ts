import {
  CHARGEBACK_ONLY_NEGATIVE_MESSAGE,
  GROSS_OVER_SALE_MESSAGE,
  HOURS_HUNDREDTHS_MESSAGE,
  LOSS_OVER_SALE_MESSAGE,
  NEGATIVE_SALE_MESSAGE,
  NOT_A_NUMBER_MESSAGE,
  NOT_CENTS_MESSAGE,
  NOT_WHOLE_COUNT_MESSAGE,
  PERCENT_RANGE_MESSAGE,
  VALUE_TOO_LARGE_MESSAGE,
  VEHICLE_SALE_NOT_POSITIVE_MESSAGE,
} from '../messages.ts';
import type { ValidationError } from '../validation-types.ts';
import type { Cents } from './cents.ts';
import { isCents } from './cents.ts';
import type { CommissionOrigin } from './commission-uploads.ts';
import type { CommissionInputType } from './commissions.ts';
import { toScaled } from './decimal.ts';

// The contract's bound on money: ±100 million dollars.
export const MAX_MONEY_CENTS: Cents = 10_000_000_000;
// No count or score of one pay period comes near this; the database holds commission values below 10^10.
export const MAX_COMMISSION_COUNT = 100_000_000;

// §3 plan lines: a line that lowers another line (`subtractTo`) is how a plan models a chargeback or a deduction.
export function isChargebackLine(line: { subtractTo: readonly string[] }): boolean {
  return line.subtractTo.length > 0;
}

// Plausibility of a commission input's value by what it measures. Dollars are whole cents; quantities count whole
// units (cars, repair orders), except a quantity of technician hours (its origin), counted to the hundredth of an hour;
// percentages are points from 0 to 100. No value is negative unless its line is a chargeback, and none passes the
// money bound (dollars) or the count bound (the others). Decimal places beyond 4 stay `commissionInputTotal`'s to report.
export function commissionValueErrors(
  value: number,
  input: { inputType: CommissionInputType; chargeback: boolean; origin?: CommissionOrigin },
  path: string,
): ValidationError[] {
  if (!Number.isFinite(value)) return [{ path, message: NOT_A_NUMBER_MESSAGE }];
  if (Math.abs(value) > (input.inputType === 'dollars' ? MAX_MONEY_CENTS : MAX_COMMISSION_COUNT))
    return [{ path, message: VALUE_TOO_LARGE_MESSAGE }];
  const errors: ValidationError[] = [];
  if (input.inputType === 'dollars' && !isCents(value)) errors.push({ path, message: NOT_CENTS_MESSAGE });
  if (input.inputType === 'quantity' && input.origin === 'technician-hours') {
    const scaled = toScaled(value);
    if (scaled === null || scaled % 100n !== 0n) errors.push({ path, message: HOURS_HUNDREDTHS_MESSAGE });
  } else if (input.inputType === 'quantity' && !Number.isInteger(value))
    errors.push({ path, message: NOT_WHOLE_COUNT_MESSAGE });
  if (input.inputType === 'percentage' && (value < 0 || value > 100))
    errors.push({ path, message: PERCENT_RANGE_MESSAGE });
  else if (value < 0 && !input.chargeback) errors.push({ path, message: CHARGEBACK_ONLY_NEGATIVE_MESSAGE });
  return errors;
}

// The deal types of the dealer system's file (commissions v3).
export const DEAL_TYPES = ['new-vehicle', 'used-vehicle', 'service', 'parts'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

export type DealAmountError = { field: 'saleAmount' | 'grossProfit'; message: string };

// Plausibility of a deal's amounts by its type. A vehicle is never sold for nothing; a repair order or a parts
// ticket may be ($0 warranty or goodwill work), but no sale is negative. Gross profit is the sale less its cost, so
// it is never above the sale amount, and a loss is never larger than the sale amount itself.
export function dealAmountErrors(deal: {
  dealType: DealType;
  saleAmount: Cents;
  grossProfit: Cents;
}): DealAmountError[] {
  const errors: DealAmountError[] = [];
  if (Math.abs(deal.saleAmount) > MAX_MONEY_CENTS)
    errors.push({ field: 'saleAmount', message: VALUE_TOO_LARGE_MESSAGE });
  else if (deal.saleAmount < 0) errors.push({ field: 'saleAmount', message: NEGATIVE_SALE_MESSAGE });
  else if (deal.saleAmount === 0 && (deal.dealType === 'new-vehicle' || deal.dealType === 'used-vehicle')) {
    errors.push({ field: 'saleAmount', message: VEHICLE_SALE_NOT_POSITIVE_MESSAGE });
  }
  if (errors.length > 0) return errors;
  if (deal.grossProfit > deal.saleAmount) errors.push({ field: 'grossProfit', message: GROSS_OVER_SALE_MESSAGE });
  else if (deal.grossProfit < -deal.saleAmount) errors.push({ field: 'grossProfit', message: LOSS_OVER_SALE_MESSAGE });
  return errors;
}

export type BatchCoverage = {
  generation: number;
  type: 'normal' | 'preview';
  startDate: string;
  endDate: string;
  titleIds: readonly string[];
};

// §4 createCommissionBatch: a batch "already covers the same dates and set of workers" when it is of the same
// commissions area (generation), runs over exactly the same dates and shares a title with the new one: those
// workers would be paid twice. Preview batches pay nobody, so they neither block nor are blocked.
export function coveringBatch<Batch extends BatchCoverage>(
  candidate: BatchCoverage,
  existing: readonly Batch[],
): Batch | undefined {
  if (candidate.type === 'preview') return undefined;
  const titles = new Set(candidate.titleIds);
  return existing.find(
    (batch) =>
      batch.type !== 'preview' &&
      batch.generation === candidate.generation &&
      batch.startDate === candidate.startDate &&
      batch.endDate === candidate.endDate &&
      batch.titleIds.some((title) => titles.has(title)),
  );
}
