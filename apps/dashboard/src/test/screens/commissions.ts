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

// Costa Motors' commission batches (area commissions-v2), for the approver who reviews them.
export const commissionsHandlers = [
  answer('get', '/compensation/commission-batches', {
    items: batches.map(summary),
    page: 1,
    limit: 20,
    total: batches.length,
  }),
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
