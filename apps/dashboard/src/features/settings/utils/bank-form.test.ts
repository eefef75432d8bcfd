import { describe, expect, it } from 'vitest';
import { emptyBankDraft, validateBankDraft } from './bank-form.ts';

const good = {
  ...emptyBankDraft,
  bankName: 'Banco Popular',
  accountHolderName: 'Isla LLC',
  routingNumber: '021502011',
  accountNumber: '0012345678',
  confirmAccountNumber: '0012345678',
};

describe('bank account form', () => {
  it('accepts a complete account typed twice alike', () => {
    expect(validateBankDraft(good)).toEqual({});
  });

  it('names each bad field', () => {
    expect(validateBankDraft({ ...emptyBankDraft, routingNumber: '12', accountNumber: '12' })).toEqual({
      bankName: 'required',
      accountHolderName: 'required',
      routingNumber: 'routing',
      accountNumber: 'account',
    });
  });

  it('refuses account numbers that differ', () => {
    expect(validateBankDraft({ ...good, confirmAccountNumber: '0012345679' })).toEqual({
      confirmAccountNumber: 'mismatch',
    });
  });
});
