import { describe, expect, it, vi } from 'vitest';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatPercent,
  formatPeriod,
  formatPeriodSides,
  isCalendarDate,
  perLocale,
  TIME_ZONE,
  todayInPuertoRico,
  toTipsHoursDate,
} from './format.ts';

// Intl may use narrow no-break spaces; compare with plain spaces.
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCents (§9)', () => {
  it.each([
    [123456, 'en', '$1,234.56'],
    [5, 'en', '$0.05'],
    [0, 'en', '$0.00'],
    [-0, 'en', '$0.00'],
    [-1250, 'en', '($12.50)'],
    [123456, 'es', '$1,234.56'],
    [-99, 'es', '($0.99)'],
    [900_719_925_474_099, 'en', '$9,007,199,254,740.99'],
  ] as const)('%i cents in %s is %s', (cents, locale, expected) => {
    expect(plain(formatCents(cents, locale))).toBe(expected);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => formatCents(1.5, 'en')).toThrow(RangeError);
  });
});

describe('formatPercent (§9)', () => {
  it.each([
    [12.5, 'en', '12.50%'],
    [0, 'en', '0.00%'],
    [3.14159, 'es', '3.14%'],
    [100, 'es', '100.00%'],
  ] as const)('%d in %s is %s', (value, locale, expected) => {
    expect(plain(formatPercent(value, locale))).toBe(expected);
  });
});

describe('formatFileSize (§9)', () => {
  it.each([
    [0, 'en', '0 bytes'],
    [1, 'en', '1 byte'],
    [1023, 'en', '1,023 bytes'],
    [1024, 'en', '1 KB'],
    [1536, 'en', '1.5 KB'],
    [1_048_576, 'en', '1 MB'],
    [5_347_738, 'en', '5.1 MB'],
    [1536, 'es', '1.5 KB'],
  ] as const)('%i bytes in %s is %s', (bytes, locale, expected) => {
    expect(formatFileSize(bytes, locale)).toBe(expected);
  });

  it.each([-1, Number.NaN])('refuses %d', (bytes) => {
    expect(() => formatFileSize(bytes, 'en')).toThrow(RangeError);
  });
});

describe('dates in Puerto Rico (§9)', () => {
  it('uses the Puerto Rico time zone', () => {
    expect(TIME_ZONE).toBe('America/Puerto_Rico');
  });

  it.each([
    ['2026-11-22', 'en', 'Nov 22, 2026'],
    ['2026-11-22', 'es', '22 nov 2026'],
    ['2026-11-22T03:00:00Z', 'en', 'Nov 21, 2026'],
    ['2026-11-22T04:00:00Z', 'en', 'Nov 22, 2026'],
    ['2026-07-01T03:59:59Z', 'es', '30 jun 2026'],
  ] as const)('formatDate(%s, %s) is %s', (value, locale, expected) => {
    expect(formatDate(value, locale)).toBe(expected);
  });

  it('formats a Date instant too', () => {
    expect(formatDate(new Date('2026-01-01T02:00:00Z'), 'en')).toBe('Dec 31, 2025');
  });

  it.each([
    ['2026-11-22T03:00:00Z', 'en', 'Nov 21, 2026, 11:00 PM'],
    ['2026-11-22T16:05:00-04:00', 'es', '22 nov 2026, 4:05 p. m.'],
  ] as const)('formatDateTime(%s, %s) is %s', (value, locale, expected) => {
    expect(plain(formatDateTime(value, locale))).toBe(expected);
  });

  it.each(['not a date', '2026-02-30T99:00:00Z'])('refuses %s', (value) => {
    expect(() => formatDateTime(value, 'en')).toThrow(RangeError);
    expect(() => formatDate(value, 'en')).toThrow(RangeError);
  });

  it.each([
    ['2026-11-02', '11/2/2026'],
    ['2026-01-31', '1/31/2026'],
  ])('the tips hours call gets %s as %s', (value, expected) => {
    expect(toTipsHoursDate(value)).toBe(expected);
  });

  it.each(['2026-02-30', '11/2/2026', '2026-1-2'])('the tips hours date refuses %s', (value) => {
    expect(() => toTipsHoursDate(value)).toThrow(RangeError);
    expect(isCalendarDate(value)).toBe(false);
  });

  it.each([
    ['2026-11-22T03:59:59Z', '2026-11-21'],
    ['2026-11-22T04:00:00Z', '2026-11-22'],
    ['2026-12-31T23:00:00Z', '2026-12-31'],
  ])('at %s it is %s in Puerto Rico', (instant, expected) => {
    expect(todayInPuertoRico(new Date(instant))).toBe(expected);
  });

  it("names each instant's own day, whatever day was asked for before it", () => {
    const instants = [
      '2026-11-22T03:59:59.999Z',
      '2026-11-22T04:00:00.000Z',
      '2026-11-23T03:59:59.999Z',
      '2026-11-23T04:00:00.000Z',
    ];
    const days = ['2026-11-21', '2026-11-22', '2026-11-22', '2026-11-23'];
    for (const order of [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [1, 3, 0, 2],
      [2, 2, 0, 0],
    ]) {
      for (const index of order) expect(todayInPuertoRico(new Date(instants[index]!))).toBe(days[index]);
    }
    expect(todayInPuertoRico(new Date('1969-12-31T23:00:00Z'))).toBe('1969-12-31');
    expect(todayInPuertoRico(new Date('1970-01-01T03:59:59Z'))).toBe('1969-12-31');
    expect(todayInPuertoRico(new Date('1970-01-01T04:00:00Z'))).toBe('1970-01-01');
  });

  it('refuses an invalid clock reading', () => {
    expect(() => todayInPuertoRico(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('a period of calendar dates, its shared month and year said once', () => {
  const spaced = (text: string): string => text.replace(/\s/g, ' ');

  it.each([
    ['2026-11-02', '2026-11-15', 'Nov 2 – 15, 2026'],
    ['2026-10-27', '2026-11-09', 'Oct 27 – Nov 9, 2026'],
    ['2025-12-28', '2026-01-10', 'Dec 28, 2025 – Jan 10, 2026'],
    ['2026-11-19', '2026-11-19', 'Nov 19, 2026'],
  ])('from %s to %s reads %s', (start, end, text) => {
    expect(spaced(formatPeriod(start, end, 'en'))).toBe(text);
  });

  it('reads the dates as written, whatever the time zone (a period ending on the last of the month)', () => {
    expect(spaced(formatPeriod('2026-10-16', '2026-10-31', 'en'))).toBe('Oct 16 – 31, 2026');
  });

  it('says each end in full when they are out of order', () => {
    expect(spaced(formatPeriod('2026-11-15', '2026-11-02', 'en'))).toBe('Nov 15, 2026 – Nov 2, 2026');
  });

  it('speaks Spanish', () => {
    expect(spaced(formatPeriod('2026-11-02', '2026-11-15', 'es'))).toBe('2 – 15 de nov de 2026');
  });

  it.each([
    ['2026-08-31', '2026-09-13', 'es', ['31 de ago –', '13 de sept de 2026']],
    ['2026-11-02', '2026-11-15', 'es', ['2 –', '15 de nov de 2026']],
    ['2025-12-29', '2026-01-11', 'en', ['Dec 29, 2025 –', 'Jan 11, 2026']],
    ['2026-10-27', '2026-11-09', 'en', ['Oct 27 –', 'Nov 9, 2026']],
    ['2026-11-15', '2026-11-02', 'en', ['Nov 15, 2026 –', 'Nov 2, 2026']],
  ] as const)('breaks the period from %s to %s (%s) after its dash only: %j', (start, end, locale, sides) => {
    const pieces = formatPeriodSides(start, end, locale);
    expect(pieces?.map(spaced)).toEqual(sides);
    expect(spaced(pieces!.join(' '))).toBe(spaced(formatPeriod(start, end, locale)));
  });

  it('leaves a period of one day whole: it has no dash', () => {
    expect(formatPeriodSides('2026-11-19', '2026-11-19', 'en')).toBeNull();
  });
});

describe('perLocale', () => {
  it("builds a formatter once for each product language, with that language's Intl locale", () => {
    const built: string[] = [];
    const format = perLocale((intl) => {
      built.push(intl);
      return new Intl.NumberFormat(intl, { minimumFractionDigits: 1 });
    });
    expect(format('en').format(1234)).toBe('1,234.0');
    expect(format('en')).toBe(format('en'));
    expect(format('es').format(1234)).toBe(new Intl.NumberFormat('es-PR', { minimumFractionDigits: 1 }).format(1234));
    expect(built).toEqual(['en-US', 'es-PR']);
  });
});

describe('prepareFormatters', () => {
  it('builds the money and date formatters of both languages, so that formatting later builds none', async () => {
    vi.resetModules();
    const fresh = await import('./format.ts');
    fresh.prepareFormatters();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (const locale of ['en', 'es'] as const) {
        fresh.formatCents(-12345, locale);
        fresh.formatDate('2026-11-20T15:00:00Z', locale);
      }
      expect(numberFormat).not.toHaveBeenCalled();
      expect(dateTimeFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
      dateTimeFormat.mockRestore();
    }
  });
});
