export type BankDraft = {
  accountHolderName: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  accountType: 'checking' | 'savings';
};

export type BankField = Exclude<keyof BankDraft, 'accountType'>;

export type BankError = {
  path: `/${BankField}`;
  code: 'required' | 'routing-format' | 'routing-check' | 'account-format' | 'mismatch';
};

// ABA routing numbers carry a check digit: 3·d1 + 7·d2 + d3 + 3·d4 … must be a multiple of 10.
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...routing].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
}

export function validateBankDraft(draft: BankDraft): BankError[] {
  const errors: BankError[] = [];
  if (draft.accountHolderName.trim() === '') errors.push({ path: '/accountHolderName', code: 'required' });
  if (draft.bankName.trim() === '') errors.push({ path: '/bankName', code: 'required' });
  const routing = draft.routingNumber.trim();
  if (!/^\d{9}$/.test(routing)) errors.push({ path: '/routingNumber', code: 'routing-format' });
  else if (!isValidRoutingNumber(routing)) errors.push({ path: '/routingNumber', code: 'routing-check' });
  const account = draft.accountNumber.trim();
  if (!/^\d{4,17}$/.test(account)) errors.push({ path: '/accountNumber', code: 'account-format' });
  else if (draft.confirmAccountNumber.trim() !== account)
    errors.push({ path: '/confirmAccountNumber', code: 'mismatch' });
  return errors;
}

export const maskAccount = (last4: string): string => `•••• ${last4}`;
