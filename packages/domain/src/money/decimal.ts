// Rates, hours, quantities and percentages are exact to this many decimal places.
export const DECIMAL_PLACES = 4;
export const SCALE = 10n ** BigInt(DECIMAL_PLACES);
const SCALE_NUMBER = 10 ** DECIMAL_PLACES;

// A number with at most 4 decimals as an exact integer count of ten-thousandths; null otherwise.
export function toScaled(value: number): bigint | null {
  if (!Number.isFinite(value)) return null;
  const scaled = Math.round(value * SCALE_NUMBER);
  if (!Number.isSafeInteger(scaled) || scaled / SCALE_NUMBER !== value) return null;
  return BigInt(scaled);
}

// DESIGN "Money": ten-thousandths back to a number.
export function fromScaled(scaled: bigint): number {
  return Number(scaled) / SCALE_NUMBER;
}

// Integer division rounding halves away from zero (the way payroll rounds a half cent).
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive.');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twice = remainder < 0n ? -2n * remainder : 2n * remainder;
  if (twice < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

// DESIGN "Money": a computed amount back to a number, refusing anything beyond 2^53.
export function toSafeNumber(value: bigint): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`Amount out of range: ${value}`);
  return number;
}
