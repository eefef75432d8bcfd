import type { Schemas } from '@cuadre/api-client';
import { isCalendarDate } from '@cuadre/domain';

export type EntryType = Schemas['LedgerEntryType'];
export type PaymentMethod = Schemas['PaymentMethod'];

export const ENTRY_TYPES = [
  'payment',
  'additional-payment',
  'debt',
  'adjustment',
] as const satisfies readonly EntryType[];
export const PAYMENT_METHODS = ['cash', 'check', 'card', 'giro'] as const satisfies readonly PaymentMethod[];

export type EntryDraft = {
  type: EntryType;
  date: string | null;
  mcsAmount: number | null;
  deltaAmount: number | null;
  paymentMethod: PaymentMethod | null;
  notes: string;
};

export type EntryField = 'date' | 'mcsAmount' | 'deltaAmount' | 'paymentMethod';
export type EntryProblem = 'required' | 'future' | 'wholeCents' | 'negative' | 'noMoney' | 'methodRequired';
export type EntryErrors = Partial<Record<EntryField, EntryProblem>>;

export const movesMoneyIn = (type: EntryType): boolean => type === 'payment' || type === 'additional-payment';

export const emptyDraft = (today: string): EntryDraft => ({
  type: 'payment',
  date: today,
  mcsAmount: null,
  deltaAmount: null,
  paymentMethod: null,
  notes: '',
});

// The rules the API enforces, checked before sending: whole cents, a method for payments, no date after today.
export function validateEntry(draft: EntryDraft, today: string): EntryErrors {
  const errors: EntryErrors = {};
  if (draft.date === null || !isCalendarDate(draft.date)) errors.date = 'required';
  else if (draft.date > today) errors.date = 'future';
  for (const field of ['mcsAmount', 'deltaAmount'] as const) {
    const amount = draft[field];
    if (amount === null) continue;
    if (!Number.isSafeInteger(amount)) errors[field] = 'wholeCents';
    else if (amount < 0 && draft.type !== 'adjustment') errors[field] = 'negative';
  }
  if (!errors.mcsAmount && !errors.deltaAmount && (draft.mcsAmount ?? 0) === 0 && (draft.deltaAmount ?? 0) === 0)
    errors.mcsAmount = 'noMoney';
  if (movesMoneyIn(draft.type) && draft.paymentMethod === null) errors.paymentMethod = 'methodRequired';
  return errors;
}

// The draft as the API's body; call only when validateEntry found nothing.
export function entryBody(workerId: string, draft: EntryDraft): Schemas['LedgerEntryCreate'] {
  const notes = draft.notes.trim();
  return {
    workerId,
    date: draft.date!,
    type: draft.type,
    mcsAmount: draft.mcsAmount ?? 0,
    deltaAmount: draft.deltaAmount ?? 0,
    ...(movesMoneyIn(draft.type) && draft.paymentMethod ? { paymentMethod: draft.paymentMethod } : {}),
    ...(notes ? { notes } : {}),
  };
}

// Problems the API named (problem+json pointers) as the form's fields.
export function fieldsOfProblem(errors: readonly { pointer: string }[]): EntryErrors {
  const named: EntryErrors = {};
  for (const { pointer } of errors) {
    const field = pointer.replace(/^\/body\//, '');
    if (field === 'date' || field === 'mcsAmount' || field === 'deltaAmount' || field === 'paymentMethod')
      named[field] = field === 'date' ? 'future' : field === 'paymentMethod' ? 'methodRequired' : 'noMoney';
  }
  return named;
}
