import {
  DUPLICATE_LINE_MESSAGE,
  LINE_CYCLE_MESSAGE,
  LINE_UNITS_MISMATCH_MESSAGE,
  NOT_A_NUMBER_MESSAGE,
  NOT_CENTS_MESSAGE,
  PERCENTAGE_NEEDS_DOLLARS_MESSAGE,
  REQUIRED_MESSAGE,
  STEP_OVERLAP_MESSAGE,
  STEP_RANGE_MESSAGE,
  TOO_MANY_DECIMALS_MESSAGE,
  UNKNOWN_LINE_MESSAGE,
} from '../messages.ts';
import { compareNames } from '../compare.ts';
import type { Result, ValidationError } from '../validation-types.ts';
import { pointer } from '../validation-types.ts';
import type { Cents } from './cents.ts';
import { isCents } from './cents.ts';
import { divideRounded, fromScaled, SCALE, toSafeNumber, toScaled } from './decimal.ts';

// §3: what a commission input measures: money (in cents), a percentage score (in points) or a count.
export const COMMISSION_INPUT_TYPES = ['dollars', 'percentage', 'quantity'] as const;
export type CommissionInputType = (typeof COMMISSION_INPUT_TYPES)[number];

// §3: tiered pays each portion at its own step's rate; volume pays the whole value at the reached step's rate.
export const STEP_TYPES = ['tiered', 'volume'] as const;
export type StepType = (typeof STEP_TYPES)[number];

// §3: min and max are in the input's unit (cents for dollars); max null is open-ended. For a dollars
// input perUnit is a percent of the value (= cents per dollar); otherwise cents per unit or point. flat is cents.
export type CommissionStep = { min: number; max: number | null; perUnit: number; flat: Cents };

// §3: a commission input as a batch holds it; a manualTotal replaces the computed total.
export type CommissionInput = {
  name: string;
  inputType: CommissionInputType;
  value: number;
  stepType: StepType;
  steps: readonly CommissionStep[];
  manualTotal?: Cents | null;
};

function unitDivisor(inputType: CommissionInputType): bigint {
  return inputType === 'dollars' ? 100n : 1n;
}

// Value in ten-thousandths of its unit; dollars must be whole cents.
function valueErrors(value: number, inputType: CommissionInputType, path: string): ValidationError[] {
  if (!Number.isFinite(value)) return [{ path, message: NOT_A_NUMBER_MESSAGE }];
  if (inputType === 'dollars' && !isCents(value)) return [{ path, message: NOT_CENTS_MESSAGE }];
  if (toScaled(value) === null) return [{ path, message: TOO_MANY_DECIMALS_MESSAGE }];
  return [];
}

// Only called on values already validated as exact decimals.
const exact = (value: number): bigint => toScaled(value) as bigint;

// §3: every step well formed, and tiered steps never overlapping (sorted by min).
export function validateSteps(
  steps: readonly CommissionStep[],
  inputType: CommissionInputType,
  stepType: StepType,
  path: string,
): ValidationError[] {
  const errors = steps.flatMap((step, index) => {
    const stepPath = `${path}${pointer(index)}`;
    const stepErrors = [
      ...valueErrors(step.min, inputType, `${stepPath}/min`),
      ...(step.max === null ? [] : valueErrors(step.max, inputType, `${stepPath}/max`)),
      ...valueErrors(step.perUnit, 'quantity', `${stepPath}/perUnit`),
      ...(isCents(step.flat) ? [] : [{ path: `${stepPath}/flat`, message: NOT_CENTS_MESSAGE }]),
    ];
    if (stepErrors.length === 0 && step.max !== null && step.max <= step.min) {
      stepErrors.push({ path: `${stepPath}/max`, message: STEP_RANGE_MESSAGE });
    }
    return stepErrors;
  });
  if (errors.length > 0 || stepType === 'volume') return errors;
  const order = steps.map((step, index) => ({ step, index })).sort((a, b) => a.step.min - b.step.min);
  let previous: CommissionStep | null = null;
  for (const { step, index } of order) {
    if (previous !== null && (previous.max === null || previous.max > step.min)) {
      errors.push({ path: `${path}${pointer(index, 'min')}`, message: STEP_OVERLAP_MESSAGE });
    }
    previous = step;
  }
  return errors;
}

// §3: the computed total of a value over steps, before any manual override (inputs already validated).
function stepsTotal(
  value: bigint,
  inputType: CommissionInputType,
  stepType: StepType,
  steps: readonly CommissionStep[],
): Cents {
  const denominator = SCALE * SCALE * unitDivisor(inputType);
  let numerator = 0n;
  let flats = 0n;
  if (stepType === 'tiered') {
    for (const step of steps) {
      const min = exact(step.min);
      if (value < min) continue;
      const top = step.max === null ? value : exact(step.max) < value ? exact(step.max) : value;
      numerator += (top - min) * exact(step.perUnit);
      flats += BigInt(step.flat);
    }
  } else {
    const reached = steps.filter((step) => exact(step.min) <= value).sort((a, b) => b.min - a.min)[0];
    if (reached !== undefined) {
      numerator = value * exact(reached.perUnit);
      flats = BigInt(reached.flat);
    }
  }
  return toSafeNumber(divideRounded(numerator, denominator) + flats);
}

// §3: the total of one commission input in cents: the manual total when set, else its steps.
export function commissionInputTotal(input: CommissionInput, path = ''): Result<Cents> {
  const errors = [
    ...valueErrors(input.value, input.inputType, `${path}/value`),
    ...validateSteps(input.steps, input.inputType, input.stepType, `${path}/steps`),
  ];
  const manual = input.manualTotal;
  if (manual !== undefined && manual !== null && !isCents(manual)) {
    errors.push({ path: `${path}/manualTotal`, message: NOT_CENTS_MESSAGE });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (manual !== undefined && manual !== null) return { ok: true, value: manual };
  return { ok: true, value: stepsTotal(exact(input.value), input.inputType, input.stepType, input.steps) };
}

// §3: a worker's commission total: the manual total when set, else the sum of the input totals.
export function workerCommissionTotal(inputTotals: readonly Cents[], manualTotal?: Cents | null): Cents {
  if (manualTotal !== undefined && manualTotal !== null) return manualTotal;
  return inputTotals.reduce((sum, total) => sum + total, 0);
}

// §3: one line of a commission plan.
export type CommissionPlanLine = {
  name: string;
  type: StepType;
  inputType: CommissionInputType;
  commissionType: 'dollars' | 'percentage';
  origin: string;
  manual: boolean;
  rank: number;
  // Take the value of the named line instead of this line's own input.
  applyTo: string | null;
  // Add this line's value to the value of each named line.
  addTo: readonly string[];
  // Subtract this line's value from the value of each named line.
  subtractTo: readonly string[];
  visible: boolean;
  steps: readonly CommissionStep[];
};

export type PlanLineResult = { name: string; value: number; total: Cents; visible: boolean; manual: boolean };

export type PlanResult = { lines: PlanLineResult[]; total: Cents };

export type PlanInputs = {
  // Each line's own input value, in its unit; a missing value counts as zero.
  values: Readonly<Record<string, number>>;
  // Totals typed by hand, replacing the computed total of a line.
  manualTotals?: Readonly<Record<string, Cents>>;
};

type Edge = { from: number; to: number; sign: 1n | -1n | 0n };

function planStructureErrors(lines: readonly CommissionPlanLine[], inputs: PlanInputs): ValidationError[] {
  const errors: ValidationError[] = [];
  const indexByName = new Map<string, number>();
  lines.forEach((line, index) => {
    const path = pointer('lines', index);
    if (line.name.trim() === '') errors.push({ path: `${path}/name`, message: REQUIRED_MESSAGE });
    else if (indexByName.has(line.name)) errors.push({ path: `${path}/name`, message: DUPLICATE_LINE_MESSAGE });
    else indexByName.set(line.name, index);
    if (line.commissionType === 'percentage' && line.inputType !== 'dollars') {
      errors.push({ path: `${path}/commissionType`, message: PERCENTAGE_NEEDS_DOLLARS_MESSAGE });
    }
    errors.push(...validateSteps(line.steps, line.inputType, line.type, `${path}/steps`));
    const value = inputs.values[line.name];
    if (value !== undefined) errors.push(...valueErrors(value, line.inputType, pointer('values', line.name)));
    const manual = inputs.manualTotals?.[line.name];
    if (manual !== undefined && !isCents(manual)) {
      errors.push({ path: pointer('manualTotals', line.name), message: NOT_CENTS_MESSAGE });
    }
  });
  lines.forEach((line, index) => {
    const references: [string, string][] = [
      ...(line.applyTo === null ? [] : [['applyTo', line.applyTo] as [string, string]]),
      ...line.addTo.map((name, position): [string, string] => [`addTo/${position}`, name]),
      ...line.subtractTo.map((name, position): [string, string] => [`subtractTo/${position}`, name]),
    ];
    for (const [field, name] of references) {
      const path = `${pointer('lines', index)}/${field}`;
      const target = indexByName.get(name);
      const targetLine = target === undefined || target === index ? undefined : lines[target];
      if (targetLine === undefined) errors.push({ path, message: UNKNOWN_LINE_MESSAGE });
      else if (targetLine.inputType !== line.inputType) errors.push({ path, message: LINE_UNITS_MISMATCH_MESSAGE });
    }
  });
  return errors;
}

// §3: a plan's lines evaluated for one worker: effective values, each line's total, and the sum.
// A line's value is its own input (or, with applyTo, the named line's value), plus the values of the lines
// that addTo it, minus the values of the lines that subtractTo it; its total is its steps over that value.
export function evaluateCommissionPlan(lines: readonly CommissionPlanLine[], inputs: PlanInputs): Result<PlanResult> {
  const errors = planStructureErrors(lines, inputs);
  if (errors.length > 0) return { ok: false, errors };
  const indexByName = new Map(lines.map((line, index) => [line.name, index]));
  const find = (name: string): number => indexByName.get(name) as number;
  const edges: Edge[] = lines.flatMap((line, index) => [
    ...(line.applyTo === null ? [] : [{ from: find(line.applyTo), to: index, sign: 0n } as Edge]),
    ...line.addTo.map((name): Edge => ({ from: index, to: find(name), sign: 1n })),
    ...line.subtractTo.map((name): Edge => ({ from: index, to: find(name), sign: -1n })),
  ]);
  const pending = lines.map((_, index) => edges.filter((edge) => edge.to === index).length);
  const values: bigint[] = lines.map((line) => (line.applyTo === null ? exact(inputs.values[line.name] ?? 0) : 0n));
  const ready = lines.map((_, index) => index).filter((index) => pending[index] === 0);
  const done = new Set<number>();
  while (ready.length > 0) {
    const index = ready.shift() as number;
    done.add(index);
    for (const edge of edges.filter((candidate) => candidate.from === index)) {
      const source = values[index] as bigint;
      values[edge.to] = (values[edge.to] as bigint) + (edge.sign === 0n ? source : edge.sign * source);
      pending[edge.to] = (pending[edge.to] as number) - 1;
      if (pending[edge.to] === 0) ready.push(edge.to);
    }
  }
  const cycle = lines.flatMap((_, index) =>
    done.has(index) ? [] : [{ path: pointer('lines', index), message: LINE_CYCLE_MESSAGE }],
  );
  if (cycle.length > 0) return { ok: false, errors: cycle };
  const results = lines
    .map((line, index): PlanLineResult & { rank: number } => {
      const value = values[index] as bigint;
      const manual = inputs.manualTotals?.[line.name];
      return {
        name: line.name,
        rank: line.rank,
        value: fromScaled(value),
        total: manual ?? stepsTotal(value, line.inputType, line.type, line.steps),
        visible: line.visible,
        manual: manual !== undefined,
      };
    })
    .sort((a, b) => a.rank - b.rank || compareNames(a.name, b.name))
    .map(({ rank: _rank, ...line }) => line);
  return { ok: true, value: { lines: results, total: results.reduce((sum, line) => sum + line.total, 0) } };
}
