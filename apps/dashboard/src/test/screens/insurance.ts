import type { Schemas } from '@cuadre/api-client';
import { ledgerRunningBalances } from '@cuadre/domain';
import { answer } from './contract.ts';
import { isla, personas } from './personas.ts';

type Row = Schemas['InsuranceTableRow'];
type Entry = Schemas['LedgerEntry'];
type Upload = Schemas['InsuranceUpload'];

const stores = ['Isla Condado', 'Isla Viejo San Juan', 'Isla Dorado', 'Isla Ponce'];

const people: [string, string, Row['planType'], number, number][] = [
  ['Ana', 'Rivera Colón', 'family', 60_800, 15_375],
  ['José', 'Martínez Ortiz', 'individual', 18_240, 0],
  ['Carmen', 'Rodríguez Vélez', 'couple', 33_575, 8_150],
  ['Maritza', 'Cruz Figueroa', 'family', 0, 0],
  ['Javier', 'Ramos Pagán', 'individual', 9_120, 2_460],
  ['Yesenia', 'Báez Medina', 'couple', 61_380, 15_900],
  ['Héctor', 'Soto Rosario', 'individual', -2_500, 0],
  ['Lourdes', 'Vázquez Ayala', 'family', 27_015, 6_480],
];

// Workers of Isla's restaurants who owe on their medical (MCS) and dental (Delta) plans; one paid ahead.
const rows: Row[] = people.map(([firstName, lastName, planType, mcs, delta], index) => ({
  workerId: `isla-worker-${index + 1}`,
  firstName,
  lastName,
  payrollFileNumber: String(20310 + index * 13),
  store: stores[index % stores.length]!,
  workerStatus: index === 4 ? 'Inactive' : 'Active',
  planType,
  planOrigin: index % 3 === 0 ? 'offline' : 'payroll-provider',
  mcs: true,
  delta: delta > 0,
  mcsRemainingBalance: mcs,
  deltaRemainingBalance: delta,
  totalRemainingBalance: mcs + delta,
}));

const entry = (id: number, date: string, change: Partial<Entry>): Entry => ({
  id: `ledger-${id}`,
  workerId: 'isla-worker-1',
  companyId: isla.id,
  startDate: null,
  endDate: null,
  date,
  type: 'debt',
  paymentMethod: null,
  mcsInitialBalance: null,
  deltaInitialBalance: null,
  mcsDebt: 0,
  deltaDebt: 0,
  mcsPayment: 0,
  deltaPayment: 0,
  mcsAdditionalPayment: 0,
  deltaAdditionalPayment: 0,
  mcsRemainingBalance: 0,
  deltaRemainingBalance: 0,
  notes: null,
  uploadId: null,
  createdBy: 'insurance@isla.example',
  createdAt: `${date}T14:00:00.000Z`,
  ...change,
});

// Ana Rivera Colón's ledger: the family plan's premiums each pay period, what payroll withheld, one cash payment;
// the stored balances follow the domain's rule, newest first as the API pages them.
const ledger: Entry[] = ledgerRunningBalances([
  entry(1, '2026-09-18', {
    startDate: '2026-09-07',
    endDate: '2026-09-20',
    mcsInitialBalance: 12_150,
    deltaInitialBalance: 3_075,
    mcsDebt: 24_300,
    deltaDebt: 6_150,
  }),
  entry(2, '2026-10-02', {
    startDate: '2026-09-21',
    endDate: '2026-10-04',
    mcsDebt: 24_300,
    deltaDebt: 6_150,
    mcsPayment: 12_000,
    deltaPayment: 3_000,
  }),
  entry(3, '2026-10-16', {
    type: 'additional-payment',
    paymentMethod: 'cash',
    mcsAdditionalPayment: 10_000,
    notes: 'Pago en efectivo en la oficina de Condado.',
  }),
  entry(4, '2026-10-30', {
    startDate: '2026-10-19',
    endDate: '2026-11-01',
    mcsDebt: 24_300,
    deltaDebt: 6_150,
    mcsPayment: 12_000,
    deltaPayment: 3_000,
  }),
  entry(5, '2026-11-13', {
    startDate: '2026-11-02',
    endDate: '2026-11-15',
    mcsDebt: 24_300,
    deltaDebt: 6_150,
    mcsPayment: 14_550,
    deltaPayment: 6_300,
    uploadId: 'upload-7',
  }),
]).reverse();

const page = <T>(items: T[]) => ({ items, page: 1, limit: 50, total: items.length });

const insuranceUser = personas.insurance.user;
const owner = personas.owner.user;
const upload = (id: number, filename: string, uploadedAt: string, rowCount: number, workerCount: number): Upload => ({
  id: `upload-${id}`,
  companyId: isla.id,
  filename,
  uploaderId: insuranceUser.id,
  uploaderEmail: insuranceUser.email,
  uploadedAt,
  rowCount,
  workerCount,
});

// The payroll provider's file of each biweekly period, uploaded the Monday after it closes: a debt and a payment row
// per plan, for the workers on the plans then (seven, five with dental; eight since October), and one correction file
// the owner sent; newest first. Upload 7 is the file Ana Rivera Colón's ledger and events above point to.
const uploads: Upload[] = [
  upload(7, 'isla-seguros-2026-11-02-2026-11-15.csv', '2026-11-16T12:00:00.000Z', 26, 8),
  upload(6, 'isla-seguros-2026-10-19-2026-11-01.csv', '2026-11-02T13:12:00.000Z', 26, 8),
  {
    ...upload(5, 'isla-seguros-correcciones-octubre.csv', '2026-10-21T19:40:00.000Z', 4, 2),
    uploaderId: owner.id,
    uploaderEmail: owner.email,
  },
  upload(4, 'isla-seguros-2026-10-05-2026-10-18.csv', '2026-10-19T13:20:00.000Z', 26, 8),
  upload(3, 'isla-seguros-2026-09-21-2026-10-04.csv', '2026-10-05T13:08:00.000Z', 24, 7),
  upload(2, 'isla-seguros-2026-09-07-2026-09-20.csv', '2026-09-21T13:31:00.000Z', 24, 7),
  upload(1, 'isla-seguros-2026-08-24-2026-09-06.csv', '2026-09-08T13:02:00.000Z', 24, 7),
];

// Every call of the insurance home, a worker's ledger and the uploads.
export const insuranceHandlers = [
  answer('get', '/insurance/get-stores', { stores }),
  answer('post', '/insurance/get-table', page(rows)),
  answer('post', '/insurance/get-table-summary', {
    workerCount: rows.length,
    owingCount: rows.filter((row) => row.totalRemainingBalance > 0).length,
    mcsOutstanding: rows.reduce((sum, row) => sum + Math.max(row.mcsRemainingBalance, 0), 0),
    deltaOutstanding: rows.reduce((sum, row) => sum + row.deltaRemainingBalance, 0),
    totalOutstanding: rows.reduce((sum, row) => sum + Math.max(row.totalRemainingBalance, 0), 0),
    distribution: [
      { from: null, to: 0, count: 2 },
      { from: 0, to: 25_000, count: 2 },
      { from: 25_000, to: 50_000, count: 2 },
      { from: 50_000, to: null, count: 2 },
    ],
  }),
  answer('get', '/insurance/get-arrears', {
    ...page(
      rows.slice(0, 4).map((row, index) => ({
        workerId: row.workerId,
        firstName: row.firstName,
        lastName: row.lastName,
        payrollFileNumber: row.payrollFileNumber,
        store: row.store,
        planType: row.planType,
        balances: [20_000 + index * 3_000, 30_000 + index * 3_500, row.totalRemainingBalance],
        startBalance: 20_000 + index * 3_000,
        currentBalance: row.totalRemainingBalance,
        growth: row.totalRemainingBalance - (20_000 + index * 3_000),
        periodsGrown: 2,
      })),
    ),
    periodEnds: ['2026-10-18', '2026-11-01', '2026-11-15'],
  }),
  answer('get', '/insurance/get-ledger', page(ledger)),
  answer('get', '/insurance/get-uploads', { ...page(uploads), limit: 20 }),
  answer('get', '/insurance/get-status', {
    workerId: 'isla-worker-1',
    mcs: true,
    delta: true,
    dataOrigin: 'payroll-provider',
    planType: 'family',
    updatedAt: '2026-09-01T13:30:00.000Z',
    updatedBy: 'insurance@isla.example',
  }),
  answer('get', '/insurance/get-global-notes', {
    notes: [
      {
        id: 'note-1',
        workerId: 'isla-worker-1',
        message: 'Acordó pagar $100.00 adicionales cada quincena hasta ponerse al día.',
        createdBy: 'insurance@isla.example',
        createdAt: '2026-10-16T15:10:00.000Z',
      },
    ],
  }),
  answer('get', '/insurance/get-events', {
    ...page([
      {
        id: 'event-1',
        workerId: 'isla-worker-1',
        type: 'upload-applied' as const,
        description: 'Payroll file for Nov 2 – Nov 15 applied.',
        actorEmail: 'insurance@isla.example',
        at: '2026-11-16T12:00:00.000Z',
      },
      {
        id: 'event-2',
        workerId: 'isla-worker-1',
        type: 'note-added' as const,
        description: 'Note added.',
        actorEmail: 'insurance@isla.example',
        at: '2026-10-16T15:10:00.000Z',
      },
    ]),
  }),
];
