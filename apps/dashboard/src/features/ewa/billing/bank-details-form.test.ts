import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber, maskAccount, validateBankDraft } from './bank-details-form.ts';

const draft = {
  accountHolderName: 'Isla Restaurant Group LLC',
  bankName: 'Banco Popular',
  routingNumber: '021502011',
  accountNumber: '123456789',
  confirmAccountNumber: '123456789',
  accountType: 'checking' as const,
};

describe('bank details form', () => {
  it.each([
    ['021502011', true],
    ['011000015', true],
    ['021502012', false],
    ['12345', false],
  ])('routing %s valid: %s', (routing, valid) => {
    expect(isValidRoutingNumber(routing)).toBe(valid);
  });

  it('accepts a complete account', () => {
    expect(validateBankDraft(draft)).toEqual([]);
  });

  it('names each problem with its field', () => {
    expect(
      validateBankDraft({
        ...draft,
        accountHolderName: ' ',
        routingNumber: '021502012',
        accountNumber: '12',
        confirmAccountNumber: '12',
      }),
    ).toEqual([
      { path: '/accountHolderName', code: 'required' },
      { path: '/routingNumber', code: 'routing-check' },
      { path: '/accountNumber', code: 'account-format' },
    ]);
    expect(validateBankDraft({ ...draft, confirmAccountNumber: '123456780' })).toEqual([
      { path: '/confirmAccountNumber', code: 'mismatch' },
    ]);
  });

  it('shows only the last four digits', () => {
    expect(maskAccount('6789')).toBe('•••• 6789');
  });
});
