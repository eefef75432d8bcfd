import type { Cents } from '@cuadre/domain';
import { MAX_MONEY_CENTS } from '@cuadre/domain';

export type ManualTotalDraft = { text: string; reason: string };

export type ManualTotalCheck =
  | { kind: 'unchanged' }
  | { kind: 'clear' }
  | { kind: 'set'; cents: Cents; reason: string }
  | { kind: 'invalid'; field: 'amount' | 'reason'; tooLarge?: true };

// A manual total replaces the computed one and always needs a reason; clearing it needs none.
export function checkManualTotal(
  current: Cents | null,
  draft: ManualTotalDraft,
  parse: (text: string) => Cents | null,
): ManualTotalCheck {
  const text = draft.text.trim();
  if (text === '') return current === null ? { kind: 'unchanged' } : { kind: 'clear' };
  const cents = parse(text);
  if (cents === null) return { kind: 'invalid', field: 'amount' };
  // The API refuses more than any paycheck holds; said here, before sending, with the bound.
  if (Math.abs(cents) > MAX_MONEY_CENTS) return { kind: 'invalid', field: 'amount', tooLarge: true };
  if (cents === current) return { kind: 'unchanged' };
  const reason = draft.reason.trim();
  if (reason === '') return { kind: 'invalid', field: 'reason' };
  return { kind: 'set', cents, reason };
}

// The line added to the batch notes, so the reason reaches the approver and the event timeline.
export function manualTotalNote(existing: string | null, line: string): string {
  const notes = (existing ?? '').trimEnd();
  return notes === '' ? line : `${notes}\n${line}`;
}
