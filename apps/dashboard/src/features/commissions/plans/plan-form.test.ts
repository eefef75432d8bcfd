import { describe, expect, it } from 'vitest';
import { emptyLine } from './plan-draft.ts';
import { LINES_REQUIRED_MESSAGE, emptyPlanDraft, parseNewPlan, problemFieldErrors } from './plan-form.ts';

const grossLine = {
  ...emptyLine(1),
  name: 'Front gross',
  steps: [{ min: '0.00', max: '', perUnit: '20', flat: '0.00' }],
};

describe('a new plan from the form', () => {
  it('leaves an open placement as null and names each worker once', () => {
    const parsed = parseNewPlan({ ...emptyPlanDraft(), workerIds: ['w1', 'w2', 'w1'], lines: [grossLine] }, 'costa');
    expect(parsed.errors).toEqual([]);
    expect(parsed.body).toEqual({
      companyId: 'costa',
      active: true,
      workerIds: ['w1', 'w2'],
      brand: null,
      department: null,
      title: null,
      lines: [
        {
          name: 'Front gross',
          type: 'tiered',
          inputType: 'dollars',
          commissionType: 'percentage',
          origin: 'dealer-system',
          manual: false,
          rank: 1,
          applyTo: [],
          addTo: [],
          subtractTo: [],
          visible: true,
          steps: [{ min: 0, max: null, perUnit: 20, flat: 0 }],
        },
      ],
    });
  });

  it('keeps the brand, department and title chosen', () => {
    const parsed = parseNewPlan(
      {
        ...emptyPlanDraft(),
        brand: 'Costa Toyota',
        department: 'Sales',
        title: 'Sales Manager',
        active: false,
        lines: [grossLine],
      },
      'costa',
    );
    expect(parsed.body).toMatchObject({
      brand: 'Costa Toyota',
      department: 'Sales',
      title: 'Sales Manager',
      active: false,
    });
  });

  it('refuses a plan without lines and sends nothing', () => {
    expect(parseNewPlan({ ...emptyPlanDraft(), lines: [] }, 'costa')).toEqual({
      body: null,
      errors: [{ path: '/lines', message: LINES_REQUIRED_MESSAGE }],
    });
  });

  it('refuses a department without its brand', () => {
    expect(parseNewPlan({ ...emptyPlanDraft(), department: 'Sales', lines: [grossLine] }, 'costa').errors).toEqual([
      { path: '/brand', message: 'This field is required.' },
    ]);
  });

  it('refuses an unnamed line, a rank out of range and an unreadable step, each at its field', () => {
    const broken = { ...emptyLine(1001), steps: [{ min: 'ten', max: '', perUnit: '1', flat: '0.00' }] };
    expect(parseNewPlan({ ...emptyPlanDraft(), lines: [broken] }, 'costa')).toEqual({
      body: null,
      errors: [
        { path: '/lines/0/name', message: 'This field is required.' },
        { path: '/lines/0/rank', message: 'Must be a whole number from 0 to 1000.' },
        { path: '/lines/0/steps/0/min', message: 'Must be a number.' },
      ],
    });
  });

  it('refuses a line name over 200 characters', () => {
    expect(
      parseNewPlan({ ...emptyPlanDraft(), lines: [{ ...grossLine, name: 'x'.repeat(201) }] }, 'costa').errors,
    ).toEqual([{ path: '/lines/0/name', message: 'Use at most 200 characters.' }]);
  });
});

describe("the API's refusal on the form", () => {
  it('puts each pointer into the body on its field and drops the others', () => {
    const errors = problemFieldErrors(
      {
        errors: [
          { pointer: '/body/brand', message: 'No brand Costa Kia in this company.' },
          { pointer: '/body/lines/1/name', message: 'The line Gross appears twice.' },
          { pointer: '/header/Idempotency-Key', message: 'Required.' },
        ],
      },
      'en',
    );
    expect(errors).toEqual([
      { path: '/brand', message: 'No brand Costa Kia in this company.' },
      { path: '/lines/1/name', message: 'The line Gross appears twice.' },
    ]);
  });

  it('says a broken contract rule in the reader’s language, with its bound, never the schema’s words', () => {
    const problem = {
      errors: [
        {
          pointer: '/body/lines/0/steps/0/flat',
          message: 'must be <= 10000000000',
          code: 'maximum' as const,
          limit: 10_000_000_000,
          unit: 'cents' as const,
        },
      ],
    };
    expect(problemFieldErrors(problem, 'en')).toEqual([
      { path: '/lines/0/steps/0/flat', message: 'must be at most $100,000,000.00' },
    ]);
    expect(problemFieldErrors(problem, 'es')).toEqual([
      { path: '/lines/0/steps/0/flat', message: 'debe ser como máximo $100,000,000.00' },
    ]);
  });

  it('has no field errors for a problem without errors', () => {
    expect(problemFieldErrors({}, 'en')).toEqual([]);
  });
});
