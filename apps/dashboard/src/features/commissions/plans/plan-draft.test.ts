import type { Schemas } from '@cuadre/api-client';
import { describe, expect, it } from 'vitest';
import { emptyLine, lineToDraft, parseDrafts } from './plan-draft.ts';
import { STEPS_ORDER_MESSAGE, STEPS_OVERLAP_MESSAGE, planErrors } from './plan-validation.ts';

const line = (overrides: Partial<Schemas['CommissionLine']> = {}): Schemas['CommissionLine'] => ({
  name: 'Front gross',
  type: 'tiered',
  inputType: 'dollars',
  commissionType: 'percentage',
  origin: 'dealer-system',
  manual: false,
  rank: 1,
  applyTo: [],
  subtractTo: [],
  addTo: [],
  visible: true,
  steps: [
    { min: 0, max: 2_000_000, perUnit: 20, flat: 0 },
    { min: 2_000_000, max: null, perUnit: 25, flat: 0 },
  ],
  ...overrides,
});

describe('plan validation', () => {
  it('accepts ordered, adjoining steps', () => {
    expect(planErrors([line()])).toEqual([]);
  });

  it('refuses a step whose maximum is not above its minimum', () => {
    expect(planErrors([line({ steps: [{ min: 100, max: 100, perUnit: 1, flat: 0 }] })])).toEqual([
      { path: '/lines/0/steps/0/max', message: 'The maximum must be greater than the minimum.' },
    ]);
  });

  it('refuses overlapping steps, tiered or volume', () => {
    const overlapping = [
      { min: 0, max: 10, perUnit: 1, flat: 0 },
      { min: 5, max: null, perUnit: 2, flat: 0 },
    ];
    expect(
      planErrors([line({ inputType: 'quantity', commissionType: 'dollars', steps: overlapping })]).map(
        (error) => error.path,
      ),
    ).toEqual(['/lines/0/steps/1/min']);
    expect(
      planErrors([line({ type: 'volume', inputType: 'quantity', commissionType: 'dollars', steps: overlapping })]),
    ).toEqual([{ path: '/lines/0/steps/1/min', message: STEPS_OVERLAP_MESSAGE }]);
  });

  it('refuses steps listed out of order', () => {
    const steps = [
      { min: 10, max: null, perUnit: 2, flat: 0 },
      { min: 0, max: 10, perUnit: 1, flat: 0 },
    ];
    expect(planErrors([line({ type: 'volume', inputType: 'quantity', commissionType: 'dollars', steps })])).toEqual([
      { path: '/lines/0/steps/1/min', message: STEPS_ORDER_MESSAGE },
    ]);
  });

  it('refuses a reference to a line that does not exist', () => {
    expect(planErrors([line({ addTo: ['Nope'] })])).toEqual([
      { path: '/lines/0/addTo/0', message: 'No commission line has this name.' },
    ]);
  });
});

describe('plan drafts', () => {
  it('round-trips a line through the editor’s text fields', () => {
    const original = line({
      inputType: 'quantity',
      commissionType: 'dollars',
      type: 'volume',
      steps: [{ min: 0, max: 8, perUnit: 15_000, flat: 2_500 }],
      addTo: [],
    });
    expect(parseDrafts([lineToDraft(original)])).toEqual({ lines: [original], errors: [] });
  });

  it('names every field it cannot read', () => {
    const draft = { ...emptyLine(1), name: ' ', steps: [{ min: 'a', max: '1.001', perUnit: 'x', flat: '1.5.0' }] };
    expect(parseDrafts([draft]).errors.map((error) => error.path)).toEqual([
      '/lines/0/name',
      '/lines/0/steps/0/min',
      '/lines/0/steps/0/max',
      '/lines/0/steps/0/perUnit',
      '/lines/0/steps/0/flat',
    ]);
  });
});
