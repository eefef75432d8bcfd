/**
 * Both ends of a period as the dashboard writes it in English, each in full: "Nov 9 – 22, 2026" is Nov 9, 2026 and
 * Nov 22, 2026; "Oct 26 – Nov 8, 2026" and "Dec 28, 2026 – Jan 10, 2027" say their months and years once where the
 * ends share them. Intl puts thin spaces around the range's dash.
 */
export function periodEnds(period: string): [string, string] {
  const [start = '', end = ''] = period.split(/\s–\s/).map((side) => side.trim());
  const month = (text: string) => /^[A-Z][a-z]{2}\b/.exec(text)?.[0];
  const year = (text: string) => /\d{4}$/.exec(text)?.[0];
  const fullEnd = month(end) ? end : `${month(start) ?? ''} ${end}`;
  const fullStart = year(start) ? start : `${start}, ${year(end) ?? ''}`;
  return [fullStart, fullEnd];
}

/** A date written "Nov 9, 2026" as YYYY-MM-DD. */
export const isoDate = (text: string): string => new Date(`${text} 00:00 UTC`).toISOString().slice(0, 10);
