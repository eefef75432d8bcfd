import type { Schemas } from '@cuadre/api-client';
import { feesInvoice, period, repaymentInvoice, rosterOf, worker } from '../../features/ewa/test/ewa-fixtures.ts';
import { answer } from './contract.ts';
import { isla } from './personas.ts';

type Worker = Schemas['Worker'];

const page = <T>(items: T[]) => ({ items, page: 1, limit: 100, total: items.length });

const people: [string, string, string, Partial<Worker>][] = [
  ['Ana', 'Rivera Colón', '103', {}],
  ['José', 'Martínez Ortiz', '103', { compensationType: 'tipped', payRate: 213 }],
  ['Carmen', 'Rodríguez Vélez', '203', { hasBankAccount: false, bankAccountVerified: false }],
  [
    'Luis',
    'Torres Santiago',
    '203',
    {
      workerStatus: 'Inactive',
      workerStatusLog: [
        { status: 'Active', changedAt: '2023-04-13T12:00:00.000Z' },
        { status: 'Inactive', changedAt: '2026-11-09T15:20:00.000Z' },
      ],
      statusAdminEnabled: false,
      // Oldest first, as the API keeps it: his account opened, then paused by the company for his leave.
      statusLog: [
        {
          type: 'system',
          changedTo: true,
          changedBy: 'system',
          changeMotives: [],
          changedAt: '2023-04-14T14:00:00.000Z',
        },
        {
          type: 'admin',
          changedTo: false,
          changedBy: 'ewa@isla.example',
          changeMotives: ['Licencia sin sueldo hasta el 4 de enero'],
          changedAt: '2026-11-09T15:20:00.000Z',
        },
      ],
    },
  ],
  ['Maritza', 'Cruz Figueroa', '403', { compensationType: 'salaried', payRate: 5200000, payRateUnit: 'year' }],
  ['Javier', 'Ramos Pagán', '250', { savingsEnabled: true, hasSavingsAccount: true }],
  ['Yesenia', 'Báez Medina', '250', {}],
  ['Ángel', 'Morales Quiñones', '150', { payFrequency: 'weekly' }],
  ['Wanda', 'Nieves Acevedo', '103', { terminationDate: '2026-10-30', workerStatus: 'Terminated' }],
  ['Héctor', 'Soto Rosario', '403', { hoursThisPeriod: 34.5 }],
  ['Lourdes', 'Vázquez Ayala', '203', {}],
  ['Gabriel', 'Negrón Class', '150', { statusSystemEnabled: false }],
];

// The roster of Isla's restaurants: hourly, tipped and salaried workers in each group, a few with something to see.
export const islaWorkers: Worker[] = people.map(([firstName, lastName, workerGroupCode, extra], index) =>
  worker({
    id: `isla-worker-${index + 1}`,
    companyId: isla.id,
    workerId: `ISL-${String(1040 + index * 7).padStart(5, '0')}`,
    payrollFileNumber: String(20310 + index * 13),
    firstName,
    lastName,
    email: `${firstName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.${index + 1}@correo.example`,
    workerGroupCode,
    hireDate: `202${index % 5}-0${(index % 9) + 1}-1${index % 9}`,
    hoursThisPeriod: 18 + ((index * 5) % 20),
    limitForUser: 40000 + (index % 4) * 5000,
    ...extra,
  }),
);

const groups = isla.companyGroups.map((group) => group.workerGroupCode);

// Two biweekly periods per restaurant: the one that closed last, whose file is due, and the one before it.
const periods = groups.flatMap((workerGroupCode, index) => [
  period({ id: `period-${workerGroupCode}-b`, companyId: isla.id, workerGroupCode, deductionDate: '2026-12-04' }),
  period({
    id: `period-${workerGroupCode}-a`,
    companyId: isla.id,
    workerGroupCode,
    startDate: '2026-10-19',
    endDate: '2026-11-01',
    deductionDate: `2026-11-0${6 + (index % 3)}`,
  }),
]);

const deductions: Schemas['DeductionRecord'][] = groups.map((workerGroupCode, index) => ({
  id: `deduction-${workerGroupCode}`,
  companyId: isla.id,
  csvDriveId: null,
  employerCSVDriveId: null,
  startDate: '2026-10-19',
  endDate: '2026-11-01',
  cycle: 'biweekly',
  set: 1,
  uploadDate: `2026-11-0${3 + (index % 3)}T15:2${index}:00.000Z`,
  workerGroupCode,
  compensationType: 'hourly',
  origin: index === 2 ? 'automatic' : 'employer',
  payroll: islaWorkers
    .filter((candidate) => candidate.workerGroupCode === workerGroupCode)
    .map((candidate, row) => ({
      workerId: candidate.id,
      payrollFileNumber: candidate.payrollFileNumber,
      amount: 12500 + row * 4575,
      code: 'EWA',
    })),
  periodId: `period-${workerGroupCode}-a`,
  total: 31250 + index * 18_040,
  workerCount: 2 + (index % 3),
  supersededAt: null,
  supersededBy: null,
  uploadedBy: index === 2 ? null : { id: 'user-ewa', email: 'ewa@isla.example', name: 'Héctor Santiago' },
  replacedBy: null,
}));

const invoices = [
  repaymentInvoice({
    id: 'inv-1',
    companyId: isla.id,
    code: 'ISLA-103-0041',
    amount: 1_284_350,
    dueDate: '2026-11-20',
  }),
  feesInvoice({ id: 'inv-2', companyId: isla.id, code: 'ISLA-103-0042', amount: 18_975, dueDate: '2026-11-20' }),
  repaymentInvoice({
    id: 'inv-3',
    companyId: isla.id,
    workerGroupCode: '203',
    code: 'ISLA-203-0038',
    amount: 962_410,
    status: 'pending',
    dueDate: '2026-12-04',
    startDate: '2026-11-02',
    endDate: '2026-11-15',
  }),
  feesInvoice({
    id: 'inv-4',
    companyId: isla.id,
    workerGroupCode: '403',
    code: 'ISLA-403-0027',
    amount: 7_230,
    status: 'paid',
    dueDate: '2026-11-06',
    startDate: '2026-10-19',
    endDate: '2026-11-01',
  }),
  repaymentInvoice({
    id: 'inv-5',
    companyId: isla.id,
    workerGroupCode: '250',
    code: 'ISLA-250-0019',
    amount: 411_800,
    status: 'scheduled',
    dueDate: '2026-12-18',
    startDate: '2026-11-16',
    endDate: '2026-11-29',
  }),
];

const reports: Schemas['Report'][] = [
  {
    id: 'report-4',
    companyId: isla.id,
    type: 'insurance-balances',
    workerGroupCode: '403',
    startDate: '2025-12-15',
    endDate: '2026-01-14',
    status: 'running',
    filename: 'isla-insurance-balances-403-2025-12-15-2026-01-14.csv',
    sizeBytes: null,
    createdAt: '2026-11-27T14:02:00.000Z',
    createdBy: 'ewa@isla.example',
    failureReason: null,
    progress: 60,
  },
  {
    id: 'report-1',
    companyId: isla.id,
    type: 'transactions',
    workerGroupCode: null,
    startDate: '2026-11-01',
    endDate: '2026-11-26',
    status: 'ready',
    filename: 'isla-deposits-2026-11-01-2026-11-26.csv',
    sizeBytes: 48_213,
    createdAt: '2026-11-27T13:12:00.000Z',
    createdBy: 'ewa@isla.example',
    failureReason: null,
    progress: 100,
  },
  {
    id: 'report-2',
    companyId: isla.id,
    type: 'workers',
    workerGroupCode: '103',
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    status: 'ready',
    filename: 'isla-workers-103-2026-10.csv',
    sizeBytes: 9_870,
    createdAt: '2026-11-20T18:40:00.000Z',
    createdBy: 'owner@isla.example',
    failureReason: null,
    progress: 100,
  },
  {
    id: 'report-3',
    companyId: isla.id,
    type: 'deductions',
    workerGroupCode: '203',
    startDate: '2026-09-01',
    endDate: '2026-09-30',
    status: 'failed',
    filename: 'isla-deductions-203-2026-09.csv',
    sizeBytes: null,
    createdAt: '2026-11-02T12:05:00.000Z',
    createdBy: 'ewa@isla.example',
    failureReason: 'The payroll provider did not answer.',
    progress: 40,
  },
];

// Advances paid on each of the last `days` days: weekdays busier than weekends, and a varying amount each day.
function depositedIn(days: number): number {
  let total = 0;
  for (let day = 0; day < days; day += 1) total += (day % 7 < 2 ? 18_500 : 41_000) + ((day * 7919) % 23) * 1_450;
  return total;
}

// Every call of the EWA screens, answered from the fixtures above.
export const ewaHandlers = [
  answer('get', '/users2', page(islaWorkers)),
  answer('get', '/workers/roster', rosterOf(islaWorkers)),
  answer('get', '/workers/{workerId}', ({ url }) => {
    const id = url.pathname.split('/').pop();
    return islaWorkers.find((candidate) => candidate.id === id) ?? islaWorkers[0]!;
  }),
  answer('get', '/employer-dashboard/totals-deposited', ({ url }) => ({
    totals: Object.fromEntries(url.searchParams.getAll('days').map((days) => [days, depositedIn(Number(days))])),
  })),
  answer('get', '/periods/to-upload', { periods }),
  answer('get', '/deductions', page(deductions)),
  answer('get', '/deductions/periods-deduction-worker-counts', ({ url }) => ({
    counts: Object.fromEntries(url.searchParams.getAll('periodIds').map((id, index) => [id, 3 + (index % 4)])),
  })),
  answer('get', '/deductions/payroll-status', { status: false }),
  answer('get', '/employer-dashboard/invoices', page(invoices)),
  answer('get', '/employer-dashboard/company-bank-details', {
    companyId: isla.id,
    accountHolderName: 'Isla Restaurant Group LLC',
    bankName: 'Banco Popular de Puerto Rico',
    routingNumber: '021502011',
    accountNumberLast4: '4417',
    accountType: 'checking',
    updatedAt: '2026-08-14T16:30:00.000Z',
    updatedBy: 'owner@isla.example',
  }),
  answer('get', '/reports/{companyId}', page(reports)),
];
