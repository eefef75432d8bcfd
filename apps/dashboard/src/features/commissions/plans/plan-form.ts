import type { Schemas } from '@cuadre/api-client';
import type { Locale, ValidationError } from '@cuadre/domain';
import { fieldProblemOf, fieldProblemPredicate, REQUIRED_MESSAGE } from '@cuadre/domain';
import type { LineDraft } from './plan-draft.ts';
import { emptyLine, parseDrafts } from './plan-draft.ts';

export const LINES_REQUIRED_MESSAGE = 'Add at least one line.';

// A new plan as the form holds it: the placement ('' for any), the named workers and the lines being typed.
export type NewPlanDraft = {
  brand: string;
  department: string;
  title: string;
  active: boolean;
  workerIds: readonly string[];
  lines: readonly LineDraft[];
};

export const emptyPlanDraft = (): NewPlanDraft => ({
  brand: '',
  department: '',
  title: '',
  active: true,
  workerIds: [],
  lines: [emptyLine(1)],
});

export type ParsedNewPlan = { body: Schemas['CommissionPlanInput'] | null; errors: ValidationError[] };

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

// The contract's CommissionPlanInput from the form, or every field that stops it (paths as the API's pointers
// without /body): a placement narrower than its parent, no line, and each line's own rules.
export function parseNewPlan(draft: NewPlanDraft, companyId: string): ParsedNewPlan {
  const errors: ValidationError[] = [];
  if (draft.department !== '' && draft.brand === '') errors.push({ path: '/brand', message: REQUIRED_MESSAGE });
  if (draft.title !== '' && draft.department === '') errors.push({ path: '/department', message: REQUIRED_MESSAGE });
  if (draft.lines.length === 0) errors.push({ path: '/lines', message: LINES_REQUIRED_MESSAGE });
  const parsed = parseDrafts(draft.lines);
  errors.push(...parsed.errors);
  if (errors.length > 0) return { body: null, errors };
  return {
    body: {
      companyId,
      active: draft.active,
      workerIds: [...new Set(draft.workerIds)],
      brand: orNull(draft.brand),
      department: orNull(draft.department),
      title: orNull(draft.title),
      lines: parsed.lines,
    },
    errors: [],
  };
}

// The API's 400/422 answer as the form's errors: each pointer into the body becomes the field's path, so the
// message lands beside the field; a problem naming no field of the body keeps its detail for the form's alert.
// A rule of the contract the value broke reads in the user's language ("must be at most $100,000,000.00"); a
// handler's own sentence stays as the server wrote it.
export function problemFieldErrors(problem: Pick<Schemas['Problem'], 'errors'>, locale: Locale): ValidationError[] {
  return (problem.errors ?? [])
    .filter((error) => error.pointer.startsWith('/body/'))
    .map((error) => ({
      path: error.pointer.slice('/body'.length),
      message: fieldProblemPredicate(fieldProblemOf(error), locale),
    }));
}
