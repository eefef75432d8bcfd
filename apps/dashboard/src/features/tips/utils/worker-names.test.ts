import type { Schemas } from '@cuadre/api-client';
import { describe, expect, it } from 'vitest';
import type { NamedWorker, WorkerLookup } from './worker-names.ts';
import { splitGiverIds, splitWorkerIds, workerLabel, workersToLookUp } from './worker-names.ts';

const ANA = 'a1';
const LUIS = 'b2';
const ANDREA = 'dd07fae1-aabf-42d4-80b3-e93608a3b9b8';
const labels = { pending: 'Loading name…', missing: 'Name not available' };
const known = new Map<string, NamedWorker>([[ANA, { firstName: 'Ana', lastName: 'Rivera' }]]);

const split = (fromType: 'worker' | 'job', fromWorkerId: string | null, receivers: string[]) =>
  ({ fromType, fromWorkerId, splits: receivers.map((workerId) => ({ workerId })) }) as unknown as Schemas['TipSplit'];

describe('who a split names', () => {
  it('lists each giver and receiver once', () => {
    expect(splitWorkerIds([split('worker', ANDREA, [ANA, LUIS]), split('worker', ANA, [LUIS])])).toEqual([
      ANDREA,
      ANA,
      LUIS,
    ]);
  });

  it('has no giver for a split from a job or pool', () => {
    expect(splitWorkerIds([split('job', null, [LUIS])])).toEqual([LUIS]);
    expect(
      splitGiverIds([split('job', null, [LUIS]), split('worker', ANDREA, [ANA]), split('worker', ANDREA, [LUIS])]),
    ).toEqual([ANDREA]);
  });
});

describe("a worker's name when the group's tip workers lack them", () => {
  it('looks up only the workers the known list lacks, each once', () => {
    expect(workersToLookUp([LUIS, ANA, null, undefined, '', ANDREA, LUIS], known)).toEqual([LUIS, ANDREA].sort());
  });

  it('names a known worker by last name, first name', () => {
    expect(workerLabel(ANA, known, new Map(), labels)).toBe('Rivera, Ana');
  });

  it('names a worker no longer enabled for tips from their own record, never by a piece of their id', () => {
    const lookedUp = new Map<string, WorkerLookup>([
      [ANDREA, { status: 'found', worker: { firstName: 'Andrea', lastName: 'Matos' } }],
    ]);
    expect(workerLabel(ANDREA, known, lookedUp, labels)).toBe('Matos, Andrea');
  });

  it('says the name is loading while the record is read', () => {
    expect(workerLabel(ANDREA, known, new Map([[ANDREA, { status: 'pending' }]]), labels)).toBe('Loading name…');
  });

  it('gives a plain label when the record cannot be read', () => {
    expect(workerLabel(ANDREA, known, new Map([[ANDREA, { status: 'missing' }]]), labels)).toBe('Name not available');
    expect(workerLabel(ANDREA, known, new Map(), labels)).toBe('Name not available');
  });
});
