import { describe, expect, it } from 'vitest';
import { emptyDraft, entryBody, validateEntry } from './entry-form.ts';

const TODAY = '2026-11-22';

describe('a new ledger entry', () => {
  it('needs a payment method for a payment', () => {
    expect(validateEntry({ ...emptyDraft(TODAY), mcsAmount: 2_500 }, TODAY)).toEqual({
      paymentMethod: 'methodRequired',
    });
    expect(validateEntry({ ...emptyDraft(TODAY), mcsAmount: 2_500, paymentMethod: 'cash' }, TODAY)).toEqual({});
  });

  it('may not be dated after today in Puerto Rico', () => {
    expect(
      validateEntry({ ...emptyDraft(TODAY), date: '2026-11-23', mcsAmount: 100, paymentMethod: 'card' }, TODAY),
    ).toEqual({ date: 'future' });
    expect(validateEntry({ ...emptyDraft(TODAY), date: null, mcsAmount: 100, paymentMethod: 'card' }, TODAY)).toEqual({
      date: 'required',
    });
  });

  it('moves some money, in whole cents, negative only for an adjustment', () => {
    expect(validateEntry({ ...emptyDraft(TODAY), paymentMethod: 'cash' }, TODAY)).toEqual({ mcsAmount: 'noMoney' });
    expect(validateEntry({ ...emptyDraft(TODAY), type: 'debt', mcsAmount: 10.5 }, TODAY)).toEqual({
      mcsAmount: 'wholeCents',
    });
    expect(validateEntry({ ...emptyDraft(TODAY), type: 'debt', deltaAmount: -500 }, TODAY)).toEqual({
      deltaAmount: 'negative',
    });
    expect(validateEntry({ ...emptyDraft(TODAY), type: 'adjustment', deltaAmount: -500 }, TODAY)).toEqual({});
  });

  it('sends a debt without a payment method and trims the notes', () => {
    expect(
      entryBody('w1', {
        ...emptyDraft(TODAY),
        type: 'debt',
        mcsAmount: 7_500,
        paymentMethod: 'cash',
        notes: '  Prima de noviembre ',
      }),
    ).toEqual({
      workerId: 'w1',
      date: TODAY,
      type: 'debt',
      mcsAmount: 7_500,
      deltaAmount: 0,
      notes: 'Prima de noviembre',
    });
  });
});
