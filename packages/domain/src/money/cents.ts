// DESIGN "Money": amounts are integer cents everywhere but the formatted UI.
export type Cents = number;

// DESIGN "Money": a safe integer number of cents.
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

// DESIGN "Money": throws unless the value is whole cents.
export function assertCents(value: number): asserts value is Cents {
  if (!isCents(value)) throw new RangeError(`Not a whole number of cents: ${String(value)}`);
}

const DOLLARS = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

// DESIGN "Money": a typed dollar amount ("1,234.5", "-3", "$12.05") as cents; null when it is not one.
export function parseDollars(text: string): Cents | null {
  const match = DOLLARS.exec(
    text
      .trim()
      .replace(/^(-?)\$/, '$1')
      .replaceAll(',', ''),
  );
  if (match === null) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] === undefined || cents === 0 ? cents : -cents;
}

// DESIGN "Money": the exact sum of amounts in cents.
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => total + amount, 0);
}
