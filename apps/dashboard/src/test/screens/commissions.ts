import type { Schemas } from '@cuadre/api-client';
import { batch, coveredWorkers, salesPlan } from '../../features/commissions/test/commissions-fixtures.tsx';
import { commissionInputTotal } from '@cuadre/domain';
import { answer } from './contract.ts';
import { costa } from './personas.ts';

type Batch = Schemas['CommissionBatch'];
type Line = Batch['commissions'][number];

// first, last, brand, title, vehicles sold in October
const sellers: [string, string, string, string, number][] = [
  ['Luis', 'Ortiz Rivera', 'Costa Toyota', 'Sales Manager', 19],
  ['Marta', 'Vega Colón', 'Costa Toyota', 'Sales Consultant', 11],
  ['Edwin', 'Santiago Cruz', 'Costa Toyota', 'Sales Consultant', 8],
  ['Glenda', 'Rosado Pérez', 'Costa Honda', 'Sales Consultant', 9],
  ['Ramón', 'Irizarry Feliciano', 'Costa Honda', 'Finance Manager', 14],
  ['Keila', 'Maldonado Ríos', 'Costa Honda', 'Sales Consultant', 0],
];

// One input per seller, its total as the domain computes it: $275.00 a vehicle.
const vehiclesSold = (value: number): Schemas['CommissionInput'] => {
  const input = {
    name: 'Vehicles sold',
    origin: 'dealer-system' as const,
    inputType: 'quantity' as const,
    stepType: 'tiered' as const,
    steps: [{ min: 0, max: null, perUnit: 27_500, flat: 0 }],
    initialValue: value,
    value,
  };
  const total = commissionInputTotal(input);
  if (!total.ok) throw new Error(`The fixture's input does not compute: ${JSON.stringify(total.errors)}`);
  return { ...input, total: total.value };
};

const lines: Line[] = sellers.map(([firstName, lastName, brand, title, units], index) => ({
  workerId: `costa-worker-${index + 1}`,
  payrollFileNumber: String(6010 + index * 7),
  firstName,
  lastName,
  total: vehiclesSold(units).total,
  manualTotal: index === 2 ? 250_000 : null,
  status: units === 0 ? 'excluded' : 'included',
  compensationPlanId: 'plan-sales',
  brand,
  department: 'Sales',
  title,
  rank: index + 1,
  inputs: [vehiclesSold(units)],
}));

const october = (id: string, status: Batch['status'], overrides: Partial<Batch> = {}): Batch =>
  batch(id, status, {
    companyId: costa.id,
    creatorEmail: 'creator@costa.example',
    commissions: lines,
    workerCount: lines.filter((line) => line.status === 'included').length,
    total: lines
      .filter((line) => line.status === 'included')
      .reduce((sum, line) => sum + (line.manualTotal ?? line.total), 0),
    setOfWorkers: [
      { brand: 'Costa Toyota', departments: [{ name: 'Sales', titles: ['Sales Manager', 'Sales Consultant'] }] },
      { brand: 'Costa Honda', departments: [{ name: 'Sales', titles: ['Sales Consultant', 'Finance Manager'] }] },
    ],
    events: [
      { type: 'created', actorEmail: 'creator@costa.example', at: '2026-11-02T13:05:00.000Z', reason: null },
      { type: 'submitted', actorEmail: 'creator@costa.example', at: '2026-11-03T15:40:00.000Z', reason: null },
    ],
    createdAt: '2026-11-02T13:05:00.000Z',
    updatedAt: '2026-11-03T15:40:00.000Z',
    ...overrides,
  });

/** The batch the details and verification screens open (`?id=`): October's, submitted for approval. */
export const OCTOBER_BATCH = 'batch-2026-10';

const batches: Batch[] = [
  october(OCTOBER_BATCH, 'in-review'),
  october('batch-2026-09', 'approved', {
    startDate: '2026-09-01',
    endDate: '2026-09-30',
    uploaded: true,
    total: 1_287_640,
    createdAt: '2026-10-01T13:00:00.000Z',
    updatedAt: '2026-10-05T18:20:00.000Z',
  }),
  october('batch-2026-08', 'approved', {
    startDate: '2026-08-01',
    endDate: '2026-08-31',
    uploaded: true,
    total: 1_154_915,
    createdAt: '2026-09-01T13:00:00.000Z',
    updatedAt: '2026-09-04T17:45:00.000Z',
  }),
  october('batch-2026-11-draft', 'draft', {
    startDate: '2026-11-01',
    endDate: '2026-11-15',
    total: 402_300,
    events: [{ type: 'created', actorEmail: 'creator@costa.example', at: '2026-11-16T14:00:00.000Z', reason: null }],
    createdAt: '2026-11-16T14:00:00.000Z',
    updatedAt: '2026-11-16T14:00:00.000Z',
  }),
];

const summary = ({ commissions: _lines, ...rest }: Batch): Schemas['CommissionBatchSummary'] => rest;

type Summary = Schemas['CommissionBatchSummary'];

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

// A time of day in Puerto Rico (UTC−4 all year) as an instant.
const inPuertoRico = (date: string, hour: number, minute: number) =>
  `${date}T${String(hour + 4).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;

// The steps a batch has been through to reach its status, a day apart from the day after its period ends.
const eventsTo = (status: Summary['status'], endDate: string, uploaded: boolean): Summary['events'] => {
  const event = (type: Summary['events'][number]['type'], actorEmail: string, days: number, hour: number) => ({
    type,
    actorEmail,
    at: inPuertoRico(dayAfter(endDate, days), hour, 10 + days * 7),
    reason: null,
  });
  const events = [event('created', 'creator@costa.example', 1, 9)];
  if (status === 'draft') return events;
  events.push(event('submitted', 'creator@costa.example', 2, 11));
  if (status === 'pending-approval') return events;
  events.push(event('moved-to-review', 'approver@costa.example', 3, 10));
  if (status === 'in-review') return events;
  if (status === 'rejected')
    return [
      ...events,
      {
        ...event('rejected', 'approver@costa.example', 3, 15),
        reason: 'Units do not match the dealer report; please re-upload.',
      },
    ];
  events.push(event('approved', 'approver@costa.example', 4, 14));
  return uploaded ? [...events, event('uploaded', 'approver@costa.example', 5, 9)] : events;
};

// Costa's brands, departments and titles (apps/api/src/seed/catalog.ts) a batch of another area covers.
const positions = {
  toyotaSales: {
    brand: 'Costa Toyota',
    departments: [{ name: 'Sales', titles: ['Sales Consultant', 'Sales Manager'] }],
  },
  hondaSales: { brand: 'Costa Honda', departments: [{ name: 'Sales', titles: ['Sales Consultant', 'Sales Manager'] }] },
  service: {
    brand: 'Costa Parts & Service',
    departments: [{ name: 'Service', titles: ['Technician', 'Service Advisor'] }],
  },
  parts: { brand: 'Costa Parts & Service', departments: [{ name: 'Parts', titles: ['Parts Specialist'] }] },
} satisfies Record<string, Summary['setOfWorkers'][number]>;

// Costa's biweekly periods before SCREEN_NOW, newest first: Nov 9 – 22, Oct 26 – Nov 8, Oct 12 – 25, Sep 28 – Oct 11.
const PERIOD_ENDS = ['2026-11-22', '2026-11-08', '2026-10-25', '2026-10-11'] as const;

// One batch of an area's list: a biweekly period, whom it covers, its included workers and their total (cents).
const listed = (
  area: Summary['area'],
  period: number,
  covers: keyof typeof positions,
  status: Summary['status'],
  workerCount: number,
  total: number,
): Summary => {
  const endDate = PERIOD_ENDS[period]!;
  const uploaded = status === 'approved' && period > 1;
  const events = eventsTo(status, endDate, uploaded);
  return {
    id: `${area}-${endDate}-${covers}`,
    area,
    type: 'normal',
    startDate: dayAfter(endDate, -13),
    endDate,
    uploaded,
    status,
    companyId: costa.id,
    creatorEmail: 'creator@costa.example',
    notes: status === 'rejected' ? 'Units do not match the dealer report; please re-upload.' : null,
    events,
    manualInputs: [],
    setOfWorkers: [positions[covers]],
    total,
    workerCount,
    version: events.length,
    createdAt: events[0]!.at,
    updatedAt: events.at(-1)!.at,
  };
};

// Costa's Parts & Services Commissions (area commissions, the v1 Home): technicians and advisors, and the parts counter.
const partsAndServiceBatches: Summary[] = [
  listed('commissions', 0, 'service', 'pending-approval', 12, 2_318_450),
  listed('commissions', 0, 'parts', 'draft', 4, 264_315),
  listed('commissions', 1, 'service', 'in-review', 12, 2_206_975),
  listed('commissions', 1, 'parts', 'approved', 4, 238_940),
  listed('commissions', 2, 'service', 'approved', 11, 2_412_030),
  listed('commissions', 2, 'parts', 'approved', 4, 291_205),
  listed('commissions', 3, 'service', 'approved', 11, 2_150_680),
  listed('commissions', 3, 'parts', 'approved', 4, 247_560),
];

// Costa's Commission Batches (area commissions-v3), which the provider's staff run from the dealers' uploads.
const commissionBatchesV3: Summary[] = [
  listed('commissions-v3', 0, 'toyotaSales', 'pending-approval', 14, 6_184_220),
  listed('commissions-v3', 0, 'hondaSales', 'in-review', 12, 5_247_815),
  listed('commissions-v3', 0, 'service', 'draft', 12, 2_296_140),
  listed('commissions-v3', 1, 'toyotaSales', 'approved', 14, 5_903_660),
  listed('commissions-v3', 1, 'hondaSales', 'rejected', 12, 4_871_305),
  listed('commissions-v3', 1, 'service', 'approved', 12, 2_187_495),
  listed('commissions-v3', 2, 'toyotaSales', 'approved', 13, 6_422_780),
  listed('commissions-v3', 2, 'hondaSales', 'approved', 12, 5_016_930),
];

const listOf = (area: string | null): Summary[] =>
  area === 'commissions'
    ? partsAndServiceBatches
    : area === 'commissions-v3'
      ? commissionBatchesV3
      : batches.map(summary);

// What the server adds up over an area's batches: one row per period, brand and department, and the overall figures.
const periodTotals = (list: readonly Summary[]) => {
  const rows = new Map<string, Schemas['CommissionPeriodTotal']>();
  for (const batch of list) {
    const brand = batch.setOfWorkers.map((position) => position.brand).join(', ');
    const department = batch.setOfWorkers
      .flatMap((position) => position.departments.map((item) => item.name))
      .join(', ');
    const key = `${batch.startDate}/${batch.endDate}/${brand}/${department}`;
    const row = rows.get(key) ?? {
      startDate: batch.startDate,
      endDate: batch.endDate,
      brand,
      department,
      batches: 0,
      workers: 0,
      total: 0,
      approved: 0,
    };
    row.batches += 1;
    row.workers += batch.workerCount;
    row.total += batch.total;
    if (batch.status === 'approved') row.approved += batch.total;
    rows.set(key, row);
  }
  const items = [...rows.values()].sort(
    (a, b) =>
      b.startDate.localeCompare(a.startDate) ||
      a.brand.localeCompare(b.brand) ||
      a.department.localeCompare(b.department),
  );
  const sum = (of: (row: Schemas['CommissionPeriodTotal']) => number) => items.reduce((all, row) => all + of(row), 0);
  return {
    items,
    page: 1,
    limit: 25,
    total: items.length,
    overall: {
      batches: list.length,
      periods: new Set(list.map((batch) => `${batch.startDate}/${batch.endDate}`)).size,
      workers: sum((row) => row.workers),
      total: sum((row) => row.total),
      approved: sum((row) => row.approved),
    },
  };
};

// Costa Motors' commission batches of each area (commissions-v2 unless the request names another), for the screens
// of the approver, the viewer and the provider's staff.
export const commissionsHandlers = [
  answer('get', '/compensation/commission-batches', ({ url }) => {
    const items = listOf(url.searchParams.get('area'));
    return { items, page: 1, limit: 20, total: items.length };
  }),
  answer('get', '/compensation/commission-period-totals', ({ url }) =>
    periodTotals(listOf(url.searchParams.get('area'))),
  ),
  answer('get', '/compensation/commission-batch/{id}', ({ url }) => {
    const id = url.pathname.split('/').pop();
    return batches.find((candidate) => candidate.id === id) ?? batches[0]!;
  }),
  answer('get', '/compensation/brands', {
    brands: [
      { name: 'Costa Toyota', departments: [{ name: 'Sales', titles: [] }] },
      { name: 'Costa Honda', departments: [{ name: 'Sales', titles: [] }] },
    ],
  }),
  answer('get', '/compensation/batch-workers-data', {
    workers: lines.map((line, index) => ({
      ...coveredWorkers[0]!,
      workerId: line.workerId,
      payrollFileNumber: line.payrollFileNumber,
      firstName: line.firstName,
      lastName: line.lastName,
      brand: line.brand,
      title: line.title,
      rank: index + 1,
    })),
  }),
  answer('get', '/compensation/compensation-plans', { plans: [{ ...salesPlan, companyId: costa.id }] }),
];
