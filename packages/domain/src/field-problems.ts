import { formatCents, type Locale, perLocale } from './format.ts';

/**
 * What the API's contract check found wrong with one field, as data: the kind of rule the value broke and its
 * bound. The API sends it beside its English message (`code`, `limit`, `allowed`, `unit`, `format` of a problem's
 * field error); a form turns it into a sentence that names the field and the bound in the user's language, never
 * the schema's own words ("must be <= 10000000000", "must match exactly one schema in oneOf").
 */
export const FIELD_PROBLEM_CODES = [
  'required',
  'unknown',
  'type',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
  'pattern',
  'format',
  'enum',
  'invalid',
] as const;

export type FieldProblemCode = (typeof FIELD_PROBLEM_CODES)[number];

export type FieldProblem = {
  code?: FieldProblemCode;
  /** The bound of a size, length, count or step rule. */
  limit?: number;
  /** The values an `enum` rule accepts. */
  allowed?: readonly string[];
  /** `cents` when the value is money in cents: bounds read as dollars. */
  unit?: 'cents';
  /** The type a `type` rule wants (`integer`, `number`, `string`…) or the name of a `format` rule (`date`, `email`…). */
  expected?: string;
  /** The server's own sentence: shown as it is when there is no code (rules of the handlers, already sentences). */
  message: string;
};

const isCode = (value: unknown): value is FieldProblemCode =>
  typeof value === 'string' && (FIELD_PROBLEM_CODES as readonly string[]).includes(value);

/** The field problem of a problem+json field error as the API sends it; unknown extras are dropped. */
export function fieldProblemOf(error: { message: string } & Record<string, unknown>): FieldProblem {
  return {
    message: error.message,
    ...(isCode(error.code) ? { code: error.code } : {}),
    ...(typeof error.limit === 'number' ? { limit: error.limit } : {}),
    ...(Array.isArray(error.allowed) ? { allowed: error.allowed.map(String) } : {}),
    ...(error.unit === 'cents' ? { unit: 'cents' as const } : {}),
    ...(typeof error.expected === 'string' ? { expected: error.expected } : {}),
  };
}

const plainNumber = perLocale((intl) => new Intl.NumberFormat(intl, { maximumFractionDigits: 4 }));

type Phrases = {
  required: string;
  unknown: string;
  atMost: (bound: string) => string;
  atLeast: (bound: string) => string;
  below: (bound: string) => string;
  above: (bound: string) => string;
  notNegative: string;
  longest: (n: string) => string;
  shortest: (n: string) => string;
  mostItems: (n: string) => string;
  fewestItems: (n: string) => string;
  noRepeats: string;
  decimals: (places: number) => string;
  whole: string;
  stepOf: (step: string) => string;
  oneOf: (values: string) => string;
  shape: string;
  invalid: string;
  types: Record<string, string>;
  formats: Record<string, string>;
};

const PHRASES: Record<Locale, Phrases> = {
  en: {
    required: 'is required',
    unknown: 'is not a field this form sends',
    atMost: (bound) => `must be at most ${bound}`,
    atLeast: (bound) => `must be at least ${bound}`,
    below: (bound) => `must be less than ${bound}`,
    above: (bound) => `must be more than ${bound}`,
    notNegative: 'cannot be negative',
    longest: (n) => `must be at most ${n} characters long`,
    shortest: (n) => `must be at least ${n} characters long`,
    mostItems: (n) => `can hold at most ${n}`,
    fewestItems: (n) => `must hold at least ${n}`,
    noRepeats: 'must not repeat a value',
    decimals: (places) => `can have at most ${places} ${places === 1 ? 'decimal' : 'decimals'}`,
    whole: 'must be a whole number',
    stepOf: (step) => `must be a multiple of ${step}`,
    oneOf: (values) => `must be one of: ${values}`,
    shape: 'is not in the expected format',
    invalid: 'is not valid',
    types: {
      integer: 'must be a whole number',
      number: 'must be a number',
      string: 'must be text',
      boolean: 'must be yes or no',
      array: 'must be a list',
      object: 'must be a group of fields',
    },
    formats: {
      date: 'must be a date like 2026-11-27',
      'date-time': 'must be a date and time',
      email: 'must be an e-mail address like name@example.com',
      uuid: 'is not a valid identifier',
      uri: 'must be a web address',
    },
  },
  es: {
    required: 'es obligatorio',
    unknown: 'no es un campo que envía este formulario',
    atMost: (bound) => `debe ser como máximo ${bound}`,
    atLeast: (bound) => `debe ser como mínimo ${bound}`,
    below: (bound) => `debe ser menor que ${bound}`,
    above: (bound) => `debe ser mayor que ${bound}`,
    notNegative: 'no puede ser negativo',
    longest: (n) => `debe tener como máximo ${n} caracteres`,
    shortest: (n) => `debe tener como mínimo ${n} caracteres`,
    mostItems: (n) => `admite como máximo ${n}`,
    fewestItems: (n) => `debe tener como mínimo ${n}`,
    noRepeats: 'no debe repetir un valor',
    decimals: (places) => `admite como máximo ${places} ${places === 1 ? 'decimal' : 'decimales'}`,
    whole: 'debe ser un número entero',
    stepOf: (step) => `debe ser un múltiplo de ${step}`,
    oneOf: (values) => `debe ser uno de: ${values}`,
    shape: 'no tiene el formato esperado',
    invalid: 'no es válido',
    types: {
      integer: 'debe ser un número entero',
      number: 'debe ser un número',
      string: 'debe ser texto',
      boolean: 'debe ser sí o no',
      array: 'debe ser una lista',
      object: 'debe ser un grupo de campos',
    },
    formats: {
      date: 'debe ser una fecha como 2026-11-27',
      'date-time': 'debe ser una fecha y hora',
      email: 'debe ser un correo electrónico como nombre@example.com',
      uuid: 'no es un identificador válido',
      uri: 'debe ser una dirección web',
    },
  },
};

/** The decimals a step of 10^-n allows (0.01 → 2), or null when the step is not such a power. */
function decimalPlaces(step: number): number | null {
  for (let places = 1; places <= 6; places += 1) {
    if (Math.abs(step - 10 ** -places) < 1e-12) return places;
  }
  return null;
}

/** What is wrong with the value, without the field's name: "must be at most $100,000,000.00". */
export function fieldProblemPredicate(problem: FieldProblem, locale: Locale): string {
  const words = PHRASES[locale];
  const bound = (value: number) =>
    problem.unit === 'cents' ? formatCents(value, locale) : plainNumber(locale).format(value);
  const limit = problem.limit;
  switch (problem.code) {
    case undefined:
      return problem.message;
    case 'required':
      return words.required;
    case 'unknown':
      return words.unknown;
    case 'type':
      return words.types[problem.expected ?? ''] ?? words.invalid;
    case 'minimum':
      if (limit === undefined) return words.invalid;
      return limit === 0 ? words.notNegative : words.atLeast(bound(limit));
    case 'maximum':
      return limit === undefined ? words.invalid : words.atMost(bound(limit));
    case 'exclusiveMinimum':
      return limit === undefined ? words.invalid : words.above(bound(limit));
    case 'exclusiveMaximum':
      return limit === undefined ? words.invalid : words.below(bound(limit));
    case 'minLength':
      if (limit === undefined) return words.invalid;
      return limit <= 1 ? words.required : words.shortest(plainNumber(locale).format(limit));
    case 'maxLength':
      return limit === undefined ? words.invalid : words.longest(plainNumber(locale).format(limit));
    case 'minItems':
      return limit === undefined ? words.invalid : words.fewestItems(plainNumber(locale).format(limit));
    case 'maxItems':
      return limit === undefined ? words.invalid : words.mostItems(plainNumber(locale).format(limit));
    case 'uniqueItems':
      return words.noRepeats;
    case 'multipleOf': {
      if (limit === undefined) return words.invalid;
      if (limit === 1) return words.whole;
      const places = decimalPlaces(limit);
      return places === null ? words.stepOf(plainNumber(locale).format(limit)) : words.decimals(places);
    }
    case 'enum':
      return problem.allowed && problem.allowed.length > 0 ? words.oneOf(problem.allowed.join(', ')) : words.invalid;
    case 'format':
      return words.formats[problem.expected ?? ''] ?? words.shape;
    case 'pattern':
      return words.shape;
    case 'invalid':
      return words.invalid;
  }
}

/**
 * The sentence a form shows under a field: its label, what is wrong, and the bound, in the user's language.
 * A problem with no code is a handler's sentence and is shown as the server wrote it.
 */
export function fieldProblemSentence(problem: FieldProblem, label: string, locale: Locale): string {
  if (problem.code === undefined) return problem.message;
  return `${label} ${fieldProblemPredicate(problem, locale)}.`;
}

/** A problem+json field error as the sentence a form shows beside the field it names. */
export function fieldErrorSentence(
  error: { message: string } & Record<string, unknown>,
  label: string,
  locale: Locale,
): string {
  return fieldProblemSentence(fieldProblemOf(error), label, locale);
}
