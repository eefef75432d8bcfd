import { CSV_BOM } from '@cuadre/domain';
import { describe, expect, it } from 'vitest';
import { workerSelection } from '../test/ewa-fixtures.ts';
import { employeesCsv, normalizeColumns, sortWorkers } from './employee-columns.ts';
import { NO_FILTERS, filterWorkers } from './employee-filters.ts';

const roster = [
  workerSelection({ id: 'a', firstName: 'Ana', lastName: 'Ortiz', payRate: 1800, workerId: 'E-10' }),
  workerSelection({ id: 'b', firstName: 'Ángel', lastName: 'Álvarez', payRate: 1500, workerId: 'E-9' }),
  workerSelection({ id: 'c', firstName: 'Bea', lastName: 'Ortiz', payRate: 1500, workerId: 'E-11' }),
];

describe('employee table columns', () => {
  it('sorts names by last then first name, ignoring accents', () => {
    expect(sortWorkers(roster, { column: 'name', direction: 'ascending' }).map((w) => w.id)).toEqual(['b', 'a', 'c']);
  });

  it('sorts money as numbers and keeps ties in roster order in both directions', () => {
    expect(sortWorkers(roster, { column: 'payRate', direction: 'ascending' }).map((w) => w.id)).toEqual([
      'b',
      'c',
      'a',
    ]);
    expect(sortWorkers(roster, { column: 'payRate', direction: 'descending' }).map((w) => w.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('sorts worker ids with their numbers in numeric order', () => {
    expect(sortWorkers(roster, { column: 'workerId', direction: 'ascending' }).map((w) => w.workerId)).toEqual([
      'E-9',
      'E-10',
      'E-11',
    ]);
  });

  it('filtering the sorted roster gives the rows of sorting the filtered one, ties in the same order', () => {
    // The screen sorts once per sort order and filters on each keystroke; the sort's stability makes that equal.
    const many = Array.from({ length: 60 }, (_, n) =>
      workerSelection({
        id: `w${n}`,
        firstName: `F${n % 7}`,
        lastName: `L${n % 5}`,
        payRate: 1000 + (n % 4) * 100,
        workerId: `E-${n}`,
      }),
    );
    for (const column of ['name', 'payRate', 'workerId'] as const) {
      for (const direction of ['ascending', 'descending'] as const) {
        for (const search of ['', 'l1', 'f3', 'e-1']) {
          const filters = { ...NO_FILTERS, search };
          const sortedThenFiltered = filterWorkers(sortWorkers(many, { column, direction }), filters);
          const filteredThenSorted = sortWorkers(filterWorkers(many, filters), { column, direction });
          expect(sortedThenFiltered.map((w) => w.id)).toEqual(filteredThenSorted.map((w) => w.id));
        }
      }
    }
  });

  it('keeps the chosen columns in table order, always with the name', () => {
    expect(normalizeColumns(['email', 'workerId', 'nonsense'])).toEqual(['name', 'workerId', 'email']);
  });
});

describe('employee CSV export', () => {
  it('writes the rows and columns shown, money in dollars, with a BOM and CRLF lines', () => {
    const csv = employeesCsv(roster.slice(0, 1), ['name', 'workerId', 'payRate'], (column) => column.toUpperCase());
    expect(csv).toBe(`${CSV_BOM}NAME,WORKERID,PAYRATE\r\n"Ortiz, Ana",E-10,18.00\r\n`);
  });

  it('neutralises cells that a spreadsheet would run as a formula', () => {
    const risky = workerSelection({
      firstName: '=HYPERLINK("x")',
      lastName: '@Sum',
      workerId: '+1',
      payrollFileNumber: '-2+3',
    });
    const csv = employeesCsv([risky], ['workerId', 'payrollFileNumber', 'email'], (column) => column);
    const [, row] = csv.slice(1).split('\r\n');
    expect(row).toBe("'+1,'-2+3,ana@example.com");
    const names = employeesCsv([risky], ['name'], (column) => column)
      .slice(1)
      .split('\r\n')[1];
    expect(names).toBe(`"'@Sum, =HYPERLINK(""x"")"`);
  });
});
