import { describe, expect, it } from 'vitest';
import { PERCENTAGES_NOT_100_MESSAGE, REQUIRED_MESSAGE, ZERO_HOURS_MESSAGE, sumCents } from '@cuadre/domain';
import type { SplitDraft } from './split-draft.ts';
import {
  createSplitBody,
  emptySplitDraft,
  errorAt,
  previewSplit,
  problemErrors,
  SOURCE_RECEIVES_MESSAGE,
  TWO_DECIMALS_MESSAGE,
} from './split-draft.ts';

const draft = (changes: Partial<SplitDraft>): SplitDraft => ({
  ...emptySplitDraft(),
  fromWorkerId: 'w0',
  initialAmount: '100.00',
  recipients: [
    { workerId: 'w1', value: '' },
    { workerId: 'w2', value: '' },
    { workerId: 'w3', value: '' },
  ],
  ...changes,
});

const context = { companyId: 'c1', workerGroupCode: '103', dateTip: '2026-11-20' };

describe('the split preview', () => {
  it('shares an equal split of $100.00 among three workers to the cent', () => {
    const preview = previewSplit(draft({ splitType: 'equal' }));
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(preview.shares.map((share) => share.amount)).toEqual([3334, 3333, 3333]);
    expect(sumCents(preview.shares.map((share) => share.amount))).toBe(10000);
  });

  it('shares an hours-based split in proportion to the hours and leaves out who worked none', () => {
    const preview = previewSplit(
      draft({
        splitType: 'hours-based',
        recipients: [
          { workerId: 'w1', value: '4' },
          { workerId: 'w2', value: '2.5' },
          { workerId: 'w3', value: '0' },
          { workerId: 'w4', value: '1.5' },
        ],
      }),
    );
    expect(preview.ok && preview.shares).toEqual([
      { workerId: 'w1', amount: 5000 },
      { workerId: 'w2', amount: 3125 },
      { workerId: 'w4', amount: 1875 },
    ]);
  });

  it('keeps what a money split does not give away', () => {
    const preview = previewSplit(draft({ splitType: 'money', amount: '10', initialAmount: '50' }));
    expect(preview.ok && preview.allocation.kept).toBe(4000);
  });

  it('refuses custom percentages that do not add up to 100 at the list', () => {
    const preview = previewSplit(
      draft({
        splitType: 'custom-percentage',
        recipients: [
          { workerId: 'w1', value: '50' },
          { workerId: 'w2', value: '40' },
        ],
      }),
    );
    expect(preview.ok).toBe(false);
    if (preview.ok) return;
    expect(errorAt(preview.errors, '/recipients')).toBe(PERCENTAGES_NOT_100_MESSAGE);
  });

  it('names each field that is missing or malformed', () => {
    const preview = previewSplit(
      draft({
        fromWorkerId: '',
        initialAmount: 'ten',
        splitType: 'hours-based',
        recipients: [{ workerId: 'w1', value: '1.234' }],
      }),
    );
    expect(preview.ok).toBe(false);
    if (preview.ok) return;
    expect(errorAt(preview.errors, '/fromWorkerId')).toBe(REQUIRED_MESSAGE);
    expect(errorAt(preview.errors, '/initialAmount')).toBeDefined();
    expect(errorAt(preview.errors, '/recipients/0/hours')).toBe(TWO_DECIMALS_MESSAGE);
  });

  it('refuses all-zero hours', () => {
    const preview = previewSplit(draft({ splitType: 'hours-based', recipients: [{ workerId: 'w1', value: '0' }] }));
    expect(!preview.ok && errorAt(preview.errors, '/recipients')).toBe(ZERO_HOURS_MESSAGE);
  });

  it('refuses a worker giving tips to themself', () => {
    const preview = previewSplit(draft({ recipients: [{ workerId: 'w0', value: '' }] }));
    expect(!preview.ok && errorAt(preview.errors, '/recipients/0/workerId')).toBe(SOURCE_RECEIVES_MESSAGE);
  });

  it('asks for at least one recipient at the list', () => {
    const preview = previewSplit(draft({ recipients: [] }));
    expect(!preview.ok && errorAt(preview.errors, '/recipients')).toBeDefined();
  });
});

describe('the create-split body', () => {
  it('sends an hours-based split with each recipient hours as shares', () => {
    const value = draft({
      splitType: 'hours-based',
      recipients: [
        { workerId: 'w1', value: '3' },
        { workerId: 'w2', value: '1' },
      ],
    });
    const preview = previewSplit(value);
    if (!preview.ok) throw new Error('expected a valid preview');
    expect(createSplitBody(value, preview.request, context)).toEqual({
      ...context,
      fromType: 'worker',
      fromWorkerId: 'w0',
      splitType: 'hours-based',
      initialAmount: 10000,
      toWorkerIds: ['w1', 'w2'],
      shares: [
        { workerId: 'w1', value: 3 },
        { workerId: 'w2', value: 1 },
      ],
    });
  });

  it('sends a split from a job with its name as the role', () => {
    const value = draft({ fromType: 'job', job: ' Bar pool ', splitType: 'percentage', percent: '12.5' });
    const preview = previewSplit(value);
    if (!preview.ok) throw new Error('expected a valid preview');
    expect(createSplitBody(value, preview.request, context)).toMatchObject({
      fromType: 'job',
      role: 'Bar pool',
      percentage: 12.5,
    });
  });
});

describe('server field errors', () => {
  it('land on the form fields they name', () => {
    expect(
      problemErrors({
        errors: [
          { pointer: '/body/shares/1/value', message: 'x' },
          { pointer: '/body/percentage', message: 'y' },
        ],
      }),
    ).toEqual([
      { path: '/recipients/1/value', message: 'x' },
      { path: '/percent', message: 'y' },
    ]);
  });
});
