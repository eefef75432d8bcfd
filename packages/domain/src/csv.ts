export type CsvCell = string | number | boolean | null | undefined;

export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell };

// OWASP CSV injection: characters that make a spreadsheet read a cell as a formula.
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r', '\0'];

// UTF-8 byte-order mark so spreadsheet programs read accents correctly; prepend when writing a file.
export const CSV_BOM = '\uFEFF';

// §9 (exports): a text cell that a spreadsheet would run as a formula gets a leading apostrophe; numbers are kept.
export function neutralizeCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
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
