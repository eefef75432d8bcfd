import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDollars, neutralizeCsvCell, quoteCsvField, toCsv } from './csv.ts';

describe('neutralizeCsvCell (exports)', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tcell', "'\tcell"],
    ['\rcell', "'\rcell"],
    ['\0cell', "'\0cell"],
    ['Ana = 1', 'Ana = 1'],
    ['', ''],
    ['-12.05', '-12.05'],
    ['-7', '-7'],
    ['-1e3', "'-1e3"],
    ['-12.05+A1', "'-12.05+A1"],
  ])('a text cell %j becomes %j', (value, expected) => {
    expect(neutralizeCsvCell(value)).toBe(expected);
  });

  it.each([
    [-12.5, '-12.5'],
    [0, '0'],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
  ])('a non-text cell %j is written as %j', (value, expected) => {
    expect(neutralizeCsvCell(value)).toBe(expected);
  });
});

describe('toCsv (RFC 4180)', () => {
  it('quotes commas, quotes and line breaks, neutralises formulas and ends lines with CRLF', () => {
    const rows = [
      { name: 'Rivera, Ana', note: 'said "hi"', amount: -1250 },
      { name: '=HYPERLINK("x")', note: 'two\nlines', amount: 0 },
    ];
    expect(
      toCsv(rows, [
        { header: 'Name', value: (row) => row.name },
        { header: 'Note', value: (row) => row.note },
        { header: 'Amount (cents)', value: (row) => row.amount },
      ]),
    ).toBe('Name,Note,Amount (cents)\r\n"Rivera, Ana","said ""hi""",-1250\r\n"\'=HYPERLINK(""x"")","two\nlines",0\r\n');
  });

  it('writes only the header line for no rows', () => {
    expect(toCsv([], [{ header: '-Header', value: () => '' }])).toBe("'-Header\r\n");
  });

  it('leaves plain fields unquoted and exposes the UTF-8 BOM', () => {
    expect(quoteCsvField('Año')).toBe('Año');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});

describe('csvDollars (exports)', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123_456, '1234.56'],
    [-1_205, '-12.05'],
    [-0, '0.00'],
    [900_719_925_474_099, '9007199254740.99'],
  ])('%i cents are written %s', (cents, expected) => {
    expect(csvDollars(cents)).toBe(expected);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => csvDollars(12.5)).toThrow(RangeError);
  });

  it('writes a negative amount as a number a spreadsheet reads, not as neutralised text', () => {
    expect(toCsv([{ amount: -1_205 }], [{ header: 'amount', value: (row) => csvDollars(row.amount) }])).toBe(
      'amount\r\n-12.05\r\n',
    );
  });
});
