import type { Schemas } from '@cuadre/api-client';
import type { CommissionInputType, ValidationError } from '@cuadre/domain';
import { NOT_A_NUMBER_MESSAGE, REQUIRED_MESSAGE, parseDollars } from '@cuadre/domain';
import { textToValue, valueToText } from '../math/input-units.ts';
import { planErrors } from './plan-validation.ts';

type Line = Schemas['CommissionLine'];

export type StepDraft = { min: string; max: string; perUnit: string; flat: string };
export type LineDraft = Omit<Line, 'steps' | 'applyTo' | 'addTo' | 'subtractTo'> & {
  applyTo: string;
  addTo: string;
  subtractTo: string;
  steps: StepDraft[];
};

export const DOLLARS_MESSAGE = 'Must be dollars with cents.';
export const NAME_LENGTH_MESSAGE = 'Use at most 200 characters.';
export const RANK_MESSAGE = 'Must be a whole number from 0 to 1000.';
const NAME_MAX_LENGTH = 200;

const names = (list: readonly string[]) => list.join(', ');
const splitNames = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

// perUnit: percent of a dollars input, else cents per unit typed as dollars.
const perUnitText = (inputType: CommissionInputType, perUnit: number) =>
  inputType === 'dollars' ? String(perUnit) : (perUnit / 100).toFixed(2);

export function lineToDraft(line: Line): LineDraft {
  return {
    ...line,
    applyTo: names(line.applyTo),
    addTo: names(line.addTo),
    subtractTo: names(line.subtractTo),
    steps: line.steps.map((step) => ({
      min: valueToText(line.inputType, step.min),
      max: step.max === null ? '' : valueToText(line.inputType, step.max),
      perUnit: perUnitText(line.inputType, step.perUnit),
      flat: (step.flat / 100).toFixed(2),
    })),
  };
}

export const emptyLine = (rank: number): LineDraft => ({
  name: '',
  type: 'tiered',
  inputType: 'dollars',
  commissionType: 'percentage',
  origin: 'dealer-system',
  manual: false,
  rank,
  applyTo: '',
  addTo: '',
  subtractTo: '',
  visible: true,
  steps: [{ min: '0.00', max: '', perUnit: '0', flat: '0.00' }],
});

export type ParsedPlan = { lines: Line[]; errors: ValidationError[] };

// The drafts as the contract's lines, with every unreadable number and every plan rule broken, by path.
export function parseDrafts(drafts: readonly LineDraft[]): ParsedPlan {
  const errors: ValidationError[] = [];
  const lines = drafts.map((draft, index): Line => {
    const path = `/lines/${index}`;
    if (draft.name.trim() === '') errors.push({ path: `${path}/name`, message: REQUIRED_MESSAGE });
    else if (draft.name.trim().length > NAME_MAX_LENGTH)
      errors.push({ path: `${path}/name`, message: NAME_LENGTH_MESSAGE });
    if (!Number.isInteger(draft.rank) || draft.rank < 0 || draft.rank > 1000)
      errors.push({ path: `${path}/rank`, message: RANK_MESSAGE });
    const steps = draft.steps.map((step, stepIndex) => {
      const stepPath = `${path}/steps/${stepIndex}`;
      const min = textToValue(draft.inputType, step.min);
      const max = step.max.trim() === '' ? null : textToValue(draft.inputType, step.max);
      const perUnitNumber = textToValue('quantity', step.perUnit);
      const perUnit =
        perUnitNumber === null
          ? null
          : draft.inputType === 'dollars'
            ? perUnitNumber
            : Math.round(perUnitNumber * 100 * 10_000) / 10_000;
      const flat = parseDollars(step.flat === '' ? '0' : step.flat);
      if (min === null) errors.push({ path: `${stepPath}/min`, message: NOT_A_NUMBER_MESSAGE });
      if (step.max.trim() !== '' && max === null)
        errors.push({ path: `${stepPath}/max`, message: NOT_A_NUMBER_MESSAGE });
      if (perUnit === null) errors.push({ path: `${stepPath}/perUnit`, message: NOT_A_NUMBER_MESSAGE });
      if (flat === null) errors.push({ path: `${stepPath}/flat`, message: DOLLARS_MESSAGE });
      return { min: min ?? 0, max, perUnit: perUnit ?? 0, flat: flat ?? 0 };
    });
    return {
      name: draft.name.trim(),
      type: draft.type,
      inputType: draft.inputType,
      commissionType: draft.commissionType,
      origin: draft.origin,
      manual: draft.manual,
      rank: draft.rank,
      applyTo: splitNames(draft.applyTo),
      addTo: splitNames(draft.addTo),
      subtractTo: splitNames(draft.subtractTo),
      visible: draft.visible,
      steps,
    };
  });
  if (errors.length > 0) return { lines, errors };
  return { lines, errors: planErrors(lines) };
}
