import type { CommissionInputType, CommissionStep, Locale } from '@cuadre/domain';
import { formatCents, parseDollars, perLocale } from '@cuadre/domain';

const DECIMAL = /^-?\d+(?:\.\d{1,4})?$/;

// A value as typed in a field: dollars as "1234.56" (cents in the API), other units as plain numbers.
export function valueToText(inputType: CommissionInputType, value: number): string {
  return inputType === 'dollars' ? (value / 100).toFixed(2) : String(value);
}

// §3: what the user typed, in the input's unit (cents for dollars); null when it is not a number in that unit.
export function textToValue(inputType: CommissionInputType, text: string): number | null {
  if (inputType === 'dollars') return parseDollars(text);
  const cleaned = text.trim().replaceAll(',', '');
  return DECIMAL.test(cleaned) ? Number(cleaned) : null;
}

const percentageUnitFormat = perLocale(
  (intl) => new Intl.NumberFormat(intl, { maximumFractionDigits: 4, minimumFractionDigits: 2 }),
);
const countUnitFormat = perLocale((intl) => new Intl.NumberFormat(intl, { maximumFractionDigits: 4 }));
const perUnitDollarsFormat = perLocale(
  (intl) => new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD', maximumFractionDigits: 4 }),
);

// A value for reading: money with cents, a percentage with two decimals, a count as is.
export function formatValue(inputType: CommissionInputType, value: number, locale: Locale): string {
  if (inputType === 'dollars') return formatCents(value, locale);
  const number = (inputType === 'percentage' ? percentageUnitFormat : countUnitFormat)(locale).format(value);
  return inputType === 'percentage' ? `${number}%` : number;
}

// One step in words: "0 – 8: $150.00 each" / "$20,000.00 – ∞: 25% + $250.00".
export function describeStep(inputType: CommissionInputType, step: CommissionStep, locale: Locale): string {
  const bound = (value: number | null) => (value === null ? '∞' : formatValue(inputType, value, locale));
  const rate =
    inputType === 'dollars'
      ? `${countUnitFormat(locale).format(step.perUnit)}%`
      : `${perUnitDollarsFormat(locale).format(step.perUnit / 100)}/u`;
  const flat = step.flat === 0 ? '' : ` + ${formatCents(step.flat, locale)}`;
  return `${bound(step.min)} – ${bound(step.max)}: ${rate}${flat}`;
}
