// A total, locale-free order on strings (code units) for deterministic tie-breaks.
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

const nameCollator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

// Names sort as a Spanish or English reader expects (accents and case ignored), then by code units.
export function compareNames(a: string, b: string): number {
  return nameCollator.compare(a, b) || compareStrings(a, b);
}
