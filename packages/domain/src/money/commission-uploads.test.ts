import { describe, expect, it } from 'vitest';
import type { BatchInputToFeed, UploadedFigure, UploadOfPeriod } from './commission-uploads.ts';
import {
  feedBatchInputs,
  feedInput,
  isFedByUploads,
  parseHours,
  periodsOverlap,
  replacedUploads,
  UPLOAD_ORIGIN,
  uploadedInputValue,
} from './commission-uploads.ts';

const biweek = { startDate: '2026-11-02', endDate: '2026-11-15' };

const figures: UploadedFigure[] = [
  { kind: 'deals', uploadId: 'deals-1', workerId: 'ana', date: '2026-11-03', units: 1, grossProfit: 240_000 },
  { kind: 'deals', uploadId: 'deals-2', workerId: 'ana', date: '2026-11-10', units: 2, grossProfit: 190_000 },
  { kind: 'deals', uploadId: null, workerId: 'ana', date: '2026-11-12', units: 1, grossProfit: 10_000 },
  { kind: 'deals', uploadId: 'deals-2', workerId: 'ana', date: '2026-11-16', units: 5, grossProfit: 900_000 },
  { kind: 'deals', uploadId: 'deals-1', workerId: 'luis', date: '2026-11-04', units: 1, grossProfit: 50_000 },
  { kind: 'payroll-provider', uploadId: 'adp-1', workerId: 'ana', period: biweek, input: null, amount: 12_500 },
  { kind: 'payroll-provider', uploadId: 'adp-2', workerId: 'ana', period: biweek, input: 'Spiff', amount: 2_000 },
  {
    kind: 'payroll-provider',
    uploadId: 'adp-3',
    workerId: 'ana',
    period: { startDate: '2026-11-09', endDate: '2026-11-22' },
    input: null,
    amount: 99_900,
  },
  { kind: 'technician-hours', uploadId: 'hours-1', workerId: 'ana', date: '2026-11-03', hours: 7.1 },
  { kind: 'technician-hours', uploadId: 'hours-1', workerId: 'ana', date: '2026-11-04', hours: 8.2 },
  { kind: 'technician-hours', uploadId: 'hours-1', workerId: 'ana', date: '2026-11-30', hours: 8 },
];

describe('uploadedInputValue', () => {
  it.each([
    [
      'units sold: the units of her deals inside the period, whatever file they came in',
      'dealer-system',
      'quantity',
      'Units sold',
      { value: 4, uploadIds: ['deals-1', 'deals-2'] },
    ],
    [
      'front gross: the gross profit of those deals',
      'dealer-system',
      'dollars',
      'Front gross',
      { value: 440_000, uploadIds: ['deals-1', 'deals-2'] },
    ],
    ['a dealer-system score: no file measures it', 'dealer-system', 'percentage', 'CSI', null],
    [
      'a payroll-provider amount naming no input fills every payroll-provider dollars input',
      'payroll-provider',
      'dollars',
      'Earnings',
      { value: 12_500, uploadIds: ['adp-1'] },
    ],
    [
      'an amount naming an input fills that one too (a file whose period leaves the batch does not count)',
      'payroll-provider',
      'dollars',
      'Spiff',
      { value: 14_500, uploadIds: ['adp-1', 'adp-2'] },
    ],
    ['a payroll-provider count: an amount is money, never a count', 'payroll-provider', 'quantity', 'Earnings', null],
    [
      'flagged hours: the hours dated inside the period, summed exactly',
      'technician-hours',
      'quantity',
      'Flagged hours',
      { value: 15.3, uploadIds: ['hours-1'] },
    ],
    ['technician-hours dollars: hours are no money', 'technician-hours', 'dollars', 'Flagged hours', null],
    ['a line typed by hand', 'other', 'quantity', 'CSI bonus', null],
  ] as const)('%s', (_name, origin, inputType, name, expected) => {
    expect(uploadedInputValue({ name, origin, inputType }, 'ana', biweek, figures)).toEqual(expected);
  });

  it('reads only the worker’s own rows; a worker in no file is measured by none', () => {
    expect(
      uploadedInputValue(
        { name: 'Units sold', origin: 'dealer-system', inputType: 'quantity' },
        'luis',
        biweek,
        figures,
      ),
    ).toEqual({ value: 1, uploadIds: ['deals-1'] });
    expect(
      uploadedInputValue(
        { name: 'Units sold', origin: 'dealer-system', inputType: 'quantity' },
        'marta',
        biweek,
        figures,
      ),
    ).toBeNull();
    expect(
      uploadedInputValue(
        { name: 'Earnings', origin: 'payroll-provider', inputType: 'dollars' },
        'marta',
        biweek,
        figures,
      ),
    ).toBeNull();
    expect(
      uploadedInputValue(
        { name: 'Flagged hours', origin: 'technician-hours', inputType: 'quantity' },
        'marta',
        biweek,
        figures,
      ),
    ).toBeNull();
  });
});

describe('feedInput', () => {
  const fresh = { initialValue: 0, value: 0, uploadIds: [] };
  it.each([
    [
      'a fresh input takes the uploaded value as both its initial value and its value',
      fresh,
      { value: 4, uploadIds: ['d1'] },
      { initialValue: 4, value: 4, uploadIds: ['d1'] },
    ],
    [
      'a corrected file replaces the value it fed, never adds to it',
      { initialValue: 4, value: 4, uploadIds: ['d1'] },
      { value: 1, uploadIds: ['d2'] },
      { initialValue: 1, value: 1, uploadIds: ['d2'] },
    ],
    [
      'a value typed by hand stays; the initial value follows the file',
      { initialValue: 4, value: 6, uploadIds: ['d1'] },
      { value: 1, uploadIds: ['d2'] },
      { initialValue: 1, value: 6, uploadIds: ['d2'] },
    ],
    [
      'an input a corrected file no longer measures goes back to 0',
      { initialValue: 4, value: 4, uploadIds: ['d1'] },
      null,
      { initialValue: 0, value: 0, uploadIds: [] },
    ],
    [
      '… keeping a value typed by hand',
      { initialValue: 4, value: 7, uploadIds: ['d1'] },
      null,
      { initialValue: 0, value: 7, uploadIds: [] },
    ],
    ['an input no file ever fed is left as typed', { initialValue: 0, value: 3, uploadIds: [] }, null, null],
    [
      'the same figures from the same files change nothing',
      { initialValue: 4, value: 4, uploadIds: ['d2', 'd1'] },
      { value: 4, uploadIds: ['d1', 'd2'] },
      null,
    ],
    [
      'the same figure from another file changes its source',
      { initialValue: 4, value: 4, uploadIds: ['d1'] },
      { value: 4, uploadIds: ['d3'] },
      { initialValue: 4, value: 4, uploadIds: ['d3'] },
    ],
    [
      'the same figure from one more file changes its sources',
      { initialValue: 4, value: 4, uploadIds: ['d1'] },
      { value: 4, uploadIds: ['d1', 'd3'] },
      { initialValue: 4, value: 4, uploadIds: ['d1', 'd3'] },
    ],
    [
      'a changed value from the same file',
      { initialValue: 4, value: 4, uploadIds: ['d1'] },
      { value: 5, uploadIds: ['d1'] },
      { initialValue: 5, value: 5, uploadIds: ['d1'] },
    ],
  ] as const)('%s', (_name, current, uploaded, expected) => {
    expect(
      feedInput(current, uploaded === null ? null : { value: uploaded.value, uploadIds: [...uploaded.uploadIds] }),
    ).toEqual(expected);
  });
});

describe('feedBatchInputs', () => {
  const input = (
    key: string,
    workerId: string,
    name: string,
    origin: BatchInputToFeed<string>['origin'],
    inputType: BatchInputToFeed<string>['inputType'],
    uploadIds: string[] = [],
  ): BatchInputToFeed<string> => ({
    key,
    workerId,
    name,
    origin,
    inputType,
    initialValue: 0,
    value: 0,
    uploadIds,
  });
  const inputs = [
    input('ana-units', 'ana', 'Units sold', 'dealer-system', 'quantity'),
    input('ana-gross', 'ana', 'Front gross', 'dealer-system', 'dollars'),
    input('ana-csi', 'ana', 'CSI bonus', 'other', 'quantity'),
    input('ana-hours', 'ana', 'Flagged hours', 'technician-hours', 'quantity'),
    input('marta-units', 'marta', 'Units sold', 'dealer-system', 'quantity'),
  ];

  it('a deals file re-reads the dealer-system inputs of the workers it names, and nothing else', () => {
    expect(feedBatchInputs(biweek, inputs, figures, [UPLOAD_ORIGIN.deals])).toEqual([
      { key: 'ana-units', next: { initialValue: 4, value: 4, uploadIds: ['deals-1', 'deals-2'] } },
      { key: 'ana-gross', next: { initialValue: 440_000, value: 440_000, uploadIds: ['deals-1', 'deals-2'] } },
    ]);
  });

  it('a new batch reads every origin', () => {
    expect(
      feedBatchInputs(biweek, inputs, figures, ['dealer-system', 'payroll-provider', 'technician-hours']).map(
        (change) => change.key,
      ),
    ).toEqual(['ana-units', 'ana-gross', 'ana-hours']);
  });

  it('a corrected deals file that leaves a worker out takes back what the earlier file gave them', () => {
    const fed = [input('marta-units', 'marta', 'Units sold', 'dealer-system', 'quantity', ['deals-0'])].map((i) => ({
      ...i,
      initialValue: 3,
      value: 3,
    }));
    expect(feedBatchInputs(biweek, fed, figures, ['dealer-system'])).toEqual([
      { key: 'marta-units', next: { initialValue: 0, value: 0, uploadIds: [] } },
    ]);
  });
});

describe('replacedUploads', () => {
  const uploads: UploadOfPeriod[] = [
    { id: 'a', kind: 'deals', ...biweek, supersededAt: null },
    { id: 'b', kind: 'deals', ...biweek, supersededAt: '2026-11-16T12:00:00Z' },
    { id: 'c', kind: 'payroll-provider', ...biweek, supersededAt: null },
    { id: 'd', kind: 'deals', startDate: '2026-11-02', endDate: '2026-11-08', supersededAt: null },
  ];
  it('a file of the same kind and the same period replaces the current one; an earlier replaced file stays replaced', () => {
    expect(replacedUploads({ kind: 'deals', ...biweek }, uploads).map((u) => u.id)).toEqual(['a']);
  });
  it('another kind or another period replaces nothing', () => {
    expect(replacedUploads({ kind: 'technician-hours', ...biweek }, uploads)).toEqual([]);
    expect(replacedUploads({ kind: 'deals', startDate: '2026-11-09', endDate: '2026-11-15' }, uploads)).toEqual([]);
  });
});

describe('isFedByUploads', () => {
  const batch = { generation: 3, status: 'draft', ...biweek };
  it.each([
    ['a Commission Batches draft of the period', batch, true],
    ['a rejected one, which is edited again', { ...batch, status: 'rejected' }, true],
    ['one waiting for approval keeps its figures', { ...batch, status: 'pending-approval' }, false],
    ['one in review', { ...batch, status: 'in-review' }, false],
    ['an approved one', { ...batch, status: 'approved' }, false],
    ['a Sales Commissions batch', { ...batch, generation: 2 }, false],
    [
      'a Commission Batches draft of another period',
      { ...batch, startDate: '2026-11-16', endDate: '2026-11-29' },
      false,
    ],
    ['a monthly draft the file’s period falls in', { ...batch, startDate: '2026-11-01', endDate: '2026-11-30' }, true],
  ] as const)('%s: %s', (_name, candidate, expected) => {
    expect(isFedByUploads(candidate, { startDate: '2026-11-09', endDate: '2026-11-15' })).toBe(expected);
  });

  it('periods meet when they share a day', () => {
    expect(periodsOverlap(biweek, { startDate: '2026-11-15', endDate: '2026-11-20' })).toBe(true);
    expect(periodsOverlap(biweek, { startDate: '2026-11-16', endDate: '2026-11-20' })).toBe(false);
    expect(periodsOverlap(biweek, { startDate: '2026-10-20', endDate: '2026-11-01' })).toBe(false);
  });
});

describe('parseHours', () => {
  it.each([
    ['8', 8],
    ['7.5', 7.5],
    [' 8.25 ', 8.25],
    ['0', 0],
    ['24', 24],
    ['24.01', null],
    ['25', null],
    ['8.125', null],
    ['-1', null],
    ['', null],
    ['eight', null],
    ['100', null],
  ] as const)('%j → %s', (text, expected) => {
    expect(parseHours(text)).toBe(expected);
  });
});
