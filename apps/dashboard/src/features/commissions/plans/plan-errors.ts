import type { ValidationError } from '@cuadre/domain';
import {
  CHARGEBACK_ONLY_NEGATIVE_MESSAGE,
  DUPLICATE_LINE_MESSAGE,
  HOURS_HUNDREDTHS_MESSAGE,
  NOT_WHOLE_COUNT_MESSAGE,
  PERCENT_RANGE_MESSAGE,
  VALUE_TOO_LARGE_MESSAGE,
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
} from '@cuadre/domain';
import type { CommissionsMessageKey } from '../messages.ts';
import { DOLLARS_MESSAGE, NAME_LENGTH_MESSAGE, RANK_MESSAGE } from './plan-draft.ts';
import { LINES_REQUIRED_MESSAGE } from './plan-form.ts';
import { APPLY_TO_ONE_MESSAGE, STEPS_ORDER_MESSAGE, STEPS_OVERLAP_MESSAGE } from './plan-validation.ts';

type Translate = (key: CommissionsMessageKey, values?: Record<string, string | number>) => string;

// The domain's and the editor's English messages, in the reader's language; the server's own stay as they came.
const MESSAGE_KEYS: Record<string, CommissionsMessageKey> = {
  [REQUIRED_MESSAGE]: 'commissions.validation.required',
  [NOT_A_NUMBER_MESSAGE]: 'commissions.validation.notANumber',
  [NOT_CENTS_MESSAGE]: 'commissions.validation.notCents',
  [TOO_MANY_DECIMALS_MESSAGE]: 'commissions.validation.tooManyDecimals',
  [STEP_RANGE_MESSAGE]: 'commissions.validation.stepRange',
  [STEP_OVERLAP_MESSAGE]: 'commissions.validation.stepOverlap',
  [UNKNOWN_LINE_MESSAGE]: 'commissions.validation.unknownLine',
  [DUPLICATE_LINE_MESSAGE]: 'commissions.validation.duplicateLine',
  [LINE_UNITS_MISMATCH_MESSAGE]: 'commissions.validation.unitsMismatch',
  [LINE_CYCLE_MESSAGE]: 'commissions.validation.lineCycle',
  [PERCENTAGE_NEEDS_DOLLARS_MESSAGE]: 'commissions.validation.percentageNeedsDollars',
  [DOLLARS_MESSAGE]: 'commissions.validation.dollars',
  [NAME_LENGTH_MESSAGE]: 'commissions.validation.nameLength',
  [RANK_MESSAGE]: 'commissions.validation.rank',
  [LINES_REQUIRED_MESSAGE]: 'commissions.validation.linesRequired',
  [STEPS_ORDER_MESSAGE]: 'commissions.validation.stepsOrder',
  [STEPS_OVERLAP_MESSAGE]: 'commissions.validation.stepsOverlap',
  [APPLY_TO_ONE_MESSAGE]: 'commissions.validation.applyToOne',
  [NOT_WHOLE_COUNT_MESSAGE]: 'commissions.validation.wholeCount',
  [HOURS_HUNDREDTHS_MESSAGE]: 'commissions.validation.hoursHundredths',
  [CHARGEBACK_ONLY_NEGATIVE_MESSAGE]: 'commissions.validation.chargebackOnlyNegative',
  [VALUE_TOO_LARGE_MESSAGE]: 'commissions.validation.tooLarge',
  [PERCENT_RANGE_MESSAGE]: 'commissions.validation.percentRange',
};

const PLAN_FIELDS: Record<string, CommissionsMessageKey> = {
  brand: 'commissions.column.brand',
  department: 'commissions.column.department',
  title: 'commissions.column.title',
  active: 'commissions.plans.active',
  workerIds: 'commissions.plans.extraWorkers',
  lines: 'commissions.plans.lines',
};

const LINE_FIELDS: Record<string, CommissionsMessageKey> = {
  name: 'commissions.column.name',
  rank: 'commissions.plans.rank',
  type: 'commissions.plans.stepType',
  inputType: 'commissions.plans.inputType',
  commissionType: 'commissions.plans.commissionType',
  origin: 'commissions.input.origin',
  manual: 'commissions.plans.manual',
  visible: 'commissions.plans.visible',
  applyTo: 'commissions.plans.applyTo',
  addTo: 'commissions.plans.addTo',
  subtractTo: 'commissions.plans.subtractTo',
  steps: 'commissions.plans.steps',
};

const STEP_FIELDS = ['min', 'max', 'perUnit', 'flat'] as const;

// The field a path points at, in words: "Brand", "Line 2", "Line 2, Name", "Line 1, From, step 3".
export function planFieldName(path: string, t: Translate): string {
  const [first = '', index, field, stepIndex, stepField] = path.split('/').slice(1);
  if (first !== 'lines' || index === undefined) return PLAN_FIELDS[first] ? t(PLAN_FIELDS[first]) : path;
  const line = t('commissions.plans.lineNumber', { line: Number(index) + 1 });
  if (field === undefined) return line;
  if (field === 'steps' && stepIndex !== undefined && STEP_FIELDS.some((name) => name === stepField)) {
    return `${line}, ${t(`commissions.plans.stepField.${stepField as (typeof STEP_FIELDS)[number]}`, { step: Number(stepIndex) + 1 })}`;
  }
  return LINE_FIELDS[field] ? `${line}, ${t(LINE_FIELDS[field])}` : line;
}

export function planErrorMessage(message: string, t: Translate): string {
  const key = MESSAGE_KEYS[message];
  return key === undefined ? message : t(key);
}

// One error as the form's summary lists it: the field it concerns, then what is wrong with it.
export function describePlanError(error: ValidationError, t: Translate): string {
  return t('commissions.plans.error', {
    field: planFieldName(error.path, t),
    message: planErrorMessage(error.message, t),
  });
}
