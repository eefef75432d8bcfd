import type { Cents } from './money/cents.ts';
import { assertCents } from './money/cents.ts';

export type CsvCell = string | number | boolean | null | undefined;

export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell };

// OWASP CSV injection: characters that make a spreadsheet read a cell as a formula.
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r', '\0'];

// A plain decimal number ("-12.05"): a spreadsheet reads it as that number, never as a formula.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

// UTF-8 byte-order mark so spreadsheet programs read accents correctly; prepend when writing a file.
export const CSV_BOM = '\uFEFF';

// §9 (exports): a text cell that a spreadsheet would run as a formula gets a leading apostrophe; numbers are kept,
// and so is text that is a plain decimal number (a negative amount, "-12.05").
export function neutralizeCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string' || PLAIN_NUMBER.test(value)) return String(value);
  return FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
}

// RFC 4180: quote a field holding a comma, quote or line break, doubling inner quotes.
export function quoteCsvField(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

// RFC 4180: header line and rows, CRLF line endings, every cell neutralised.
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const line = (cells: readonly CsvCell[]): string =>
    cells.map((cell) => quoteCsvField(neutralizeCsvCell(cell))).join(',');
  const lines = [
    line(columns.map((column) => column.header)),
    ...rows.map((row) => line(columns.map((column) => column.value(row)))),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

// DESIGN (exports): money in a CSV, as dollars with two decimals, exact to the cent, a minus for negatives ("-12.05"),
// which a spreadsheet reads as a number.
export function csvDollars(cents: Cents): string {
  assertCents(cents);
  const magnitude = BigInt(Math.abs(cents));
  const text = `${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}
