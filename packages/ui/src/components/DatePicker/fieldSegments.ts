export type DateSegmentType = 'month' | 'day' | 'year';

export type FieldSegment =
  | { type: 'literal'; text: string }
  | { type: DateSegmentType; text: string; value: number | null; min: number; max: number };

// The placeholders react-aria's date field shows for an empty segment, in the languages the product speaks.
const placeholders: Record<string, Record<DateSegmentType, string>> = {
  en: { year: 'yyyy', month: 'mm', day: 'dd' },
  es: { year: 'aaaa', month: 'mm', day: 'dd' },
};

const limits: Record<DateSegmentType, { min: number; max: number }> = {
  year: { min: 1, max: 9999 },
  month: { min: 1, max: 12 },
  day: { min: 1, max: 31 },
};

/** A YYYY-MM-DD calendar date as its parts; an unparseable or impossible one counts as none. */
export function parseIsoDate(value: string | null | undefined): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * The segments react-aria's date field draws for a date in a locale (order, separators, leading zeros, placeholders),
 * so the field can be drawn the same before its code has loaded.
 */
export function fieldSegments(locale: string, value: string | null | undefined): FieldSegment[] {
  const date = parseIsoDate(value);
  const format = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const options = format.resolvedOptions();
  const language = new Intl.Locale(locale).language;
  const placeholder = placeholders[language] ?? placeholders.en!;
  // Any date gives the order and the separators; an empty field shows placeholders in its segments.
  const parts = format.formatToParts(date ? Date.UTC(date.year, date.month - 1, date.day) : Date.UTC(2000, 0, 1));
  return parts.map((part): FieldSegment => {
    if (part.type !== 'year' && part.type !== 'month' && part.type !== 'day')
      return { type: 'literal', text: part.value };
    const type = part.type;
    const number = date ? date[type] : null;
    let text = placeholder[type];
    if (number !== null) text = options[type] === '2-digit' ? String(number).padStart(2, '0') : String(number);
    return { type, text, value: number, ...limits[type] };
  });
}
