export type BankDraft = {
  bankName: string;
  accountHolderName: string;
  accountType: 'checking' | 'savings';
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
};
export type BankField = keyof BankDraft;
export type BankError = 'required' | 'routing' | 'account' | 'mismatch';

export const emptyBankDraft: BankDraft = {
  bankName: '',
  accountHolderName: '',
  accountType: 'checking',
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
};

// A replacement bank account: every field filled, a 9-digit routing number, the account number typed twice alike.
export function validateBankDraft(draft: BankDraft): Partial<Record<BankField, BankError>> {
  const errors: Partial<Record<BankField, BankError>> = {};
  if (draft.bankName.trim() === '') errors.bankName = 'required';
  if (draft.accountHolderName.trim() === '') errors.accountHolderName = 'required';
  if (!/^\d{9}$/.test(draft.routingNumber.trim())) errors.routingNumber = 'routing';
  if (!/^\d{4,17}$/.test(draft.accountNumber.trim())) errors.accountNumber = 'account';
  else if (draft.accountNumber.trim() !== draft.confirmAccountNumber.trim()) errors.confirmAccountNumber = 'mismatch';
  return errors;
}
