import type { Schemas } from '@cuadre/api-client';
import type { CommissionPlanLine, ValidationError } from '@cuadre/domain';
import { evaluateCommissionPlan, validateSteps } from '@cuadre/domain';

type Line = Schemas['CommissionLine'];

export const STEPS_ORDER_MESSAGE = 'Steps must be listed from the lowest minimum up.';
export const STEPS_OVERLAP_MESSAGE = 'Steps must not overlap.';
export const APPLY_TO_ONE_MESSAGE = 'A line takes the value of at most one other line.';

const toDomainLine = (line: Line): CommissionPlanLine => ({ ...line, applyTo: line.applyTo[0] ?? null });

// A plan's lines as an editor checks them before saving: each line's steps (min < max, listed in order and not
// overlapping, for both step types) and the plan's structure (names, references, loops, units) from the domain.
export function planErrors(lines: readonly Line[]): ValidationError[] {
  const errors: ValidationError[] = [];
  lines.forEach((line, index) => {
    const path = `/lines/${index}/steps`;
    const stepErrors = validateSteps(line.steps, line.inputType, line.type, path);
    errors.push(...stepErrors);
    if (line.applyTo.length > 1) errors.push({ path: `/lines/${index}/applyTo`, message: APPLY_TO_ONE_MESSAGE });
    if (stepErrors.length > 0) return;
    line.steps.forEach((step, stepIndex) => {
      const previous = line.steps[stepIndex - 1];
      if (previous === undefined) return;
      if (step.min < previous.min) errors.push({ path: `${path}/${stepIndex}/min`, message: STEPS_ORDER_MESSAGE });
      else if (line.type === 'volume' && (previous.max === null || previous.max > step.min))
        errors.push({ path: `${path}/${stepIndex}/min`, message: STEPS_OVERLAP_MESSAGE });
    });
  });
  if (errors.length > 0) return errors;
  const structure = evaluateCommissionPlan(lines.map(toDomainLine), { values: {} });
  return structure.ok ? [] : structure.errors;
}
