import { describe, expect, it } from 'vitest';
import {
  FIELD_PROBLEM_CODES,
  fieldErrorSentence,
  fieldProblemOf,
  fieldProblemPredicate,
  fieldProblemSentence,
  type FieldProblem,
} from './field-problems.ts';

const problem = (fields: Omit<FieldProblem, 'message'>): FieldProblem => ({ message: 'raw', ...fields });

describe('field problems', () => {
  it('reads the API’s field error, keeping only what it knows', () => {
    expect(
      fieldProblemOf({
        pointer: '/body/total',
        message: 'must be <= 10000000000',
        code: 'maximum',
        limit: 10_000_000_000,
        unit: 'cents',
        extra: 1,
      }),
    ).toEqual({
      message: 'must be <= 10000000000',
      code: 'maximum',
      limit: 10_000_000_000,
      unit: 'cents',
    });
    expect(fieldProblemOf({ message: 'x', code: 'enum', allowed: ['a', 2], expected: 'date' })).toEqual({
      message: 'x',
      code: 'enum',
      allowed: ['a', '2'],
      expected: 'date',
    });
    // A code the product does not know is a handler's sentence as far as a form goes.
    expect(fieldProblemOf({ message: 'Row 2: bad', code: 'something-new', limit: 'x', unit: 'dollars' })).toEqual({
      message: 'Row 2: bad',
    });
  });

  it('names the field and the money bound in dollars, in both languages', () => {
    const tooMuch = problem({ code: 'maximum', limit: 10_000_000_000, unit: 'cents' });
    expect(fieldProblemSentence(tooMuch, 'Manual total', 'en')).toBe('Manual total must be at most $100,000,000.00.');
    expect(fieldProblemSentence(tooMuch, 'Total manual', 'es')).toBe(
      'Total manual debe ser como máximo $100,000,000.00.',
    );
    expect(fieldProblemSentence(problem({ code: 'minimum', limit: 0, unit: 'cents' }), 'Amount', 'en')).toBe(
      'Amount cannot be negative.',
    );
    expect(fieldProblemSentence(problem({ code: 'minimum', limit: 100, unit: 'cents' }), 'Amount', 'es')).toBe(
      'Amount debe ser como mínimo $1.00.',
    );
    expect(
      fieldErrorSentence(
        { pointer: '/body/email', message: 'must NOT have more than 254 characters', code: 'maxLength', limit: 254 },
        'Email',
        'en',
      ),
    ).toBe('Email must be at most 254 characters long.');
  });

  it('says every rule of the contract as words, never the schema’s text', () => {
    const cases: [FieldProblem, string, string][] = [
      [problem({ code: 'required' }), 'is required', 'es obligatorio'],
      [problem({ code: 'unknown' }), 'is not a field this form sends', 'no es un campo que envía este formulario'],
      [problem({ code: 'type', expected: 'integer' }), 'must be a whole number', 'debe ser un número entero'],
      [problem({ code: 'type', expected: 'mystery' }), 'is not valid', 'no es válido'],
      [problem({ code: 'type' }), 'is not valid', 'no es válido'],
      [problem({ code: 'maximum', limit: 1500 }), 'must be at most 1,500', 'debe ser como máximo 1,500'],
      [problem({ code: 'minimum', limit: 2 }), 'must be at least 2', 'debe ser como mínimo 2'],
      [problem({ code: 'exclusiveMinimum', limit: 0 }), 'must be more than 0', 'debe ser mayor que 0'],
      [problem({ code: 'exclusiveMaximum', limit: 100 }), 'must be less than 100', 'debe ser menor que 100'],
      [problem({ code: 'minLength', limit: 1 }), 'is required', 'es obligatorio'],
      [
        problem({ code: 'minLength', limit: 8 }),
        'must be at least 8 characters long',
        'debe tener como mínimo 8 caracteres',
      ],
      [
        problem({ code: 'maxLength', limit: 200 }),
        'must be at most 200 characters long',
        'debe tener como máximo 200 caracteres',
      ],
      [problem({ code: 'minItems', limit: 1 }), 'must hold at least 1', 'debe tener como mínimo 1'],
      [problem({ code: 'maxItems', limit: 100 }), 'can hold at most 100', 'admite como máximo 100'],
      [problem({ code: 'uniqueItems' }), 'must not repeat a value', 'no debe repetir un valor'],
      [problem({ code: 'multipleOf', limit: 0.01 }), 'can have at most 2 decimals', 'admite como máximo 2 decimales'],
      [problem({ code: 'multipleOf', limit: 0.1 }), 'can have at most 1 decimal', 'admite como máximo 1 decimal'],
      [problem({ code: 'multipleOf', limit: 1 }), 'must be a whole number', 'debe ser un número entero'],
      [problem({ code: 'multipleOf', limit: 5 }), 'must be a multiple of 5', 'debe ser un múltiplo de 5'],
      [
        problem({ code: 'enum', allowed: ['weekly', 'biweekly'] }),
        'must be one of: weekly, biweekly',
        'debe ser uno de: weekly, biweekly',
      ],
      [problem({ code: 'enum', allowed: [] }), 'is not valid', 'no es válido'],
      [
        problem({ code: 'format', expected: 'date' }),
        'must be a date like 2026-11-27',
        'debe ser una fecha como 2026-11-27',
      ],
      [
        problem({ code: 'format', expected: 'email' }),
        'must be an e-mail address like name@example.com',
        'debe ser un correo electrónico como nombre@example.com',
      ],
      [problem({ code: 'format', expected: 'ipv6' }), 'is not in the expected format', 'no tiene el formato esperado'],
      [problem({ code: 'format' }), 'is not in the expected format', 'no tiene el formato esperado'],
      [problem({ code: 'pattern' }), 'is not in the expected format', 'no tiene el formato esperado'],
      [problem({ code: 'invalid' }), 'is not valid', 'no es válido'],
    ];
    for (const [item, en, es] of cases) {
      expect(fieldProblemPredicate(item, 'en')).toBe(en);
      expect(fieldProblemPredicate(item, 'es')).toBe(es);
    }
    // Every code has a case above or below.
    const covered = new Set(cases.map(([item]) => item.code));
    expect(FIELD_PROBLEM_CODES.filter((code) => !covered.has(code))).toEqual([]);
  });

  it('says a bound rule without its bound as not valid, rather than inventing one', () => {
    for (const code of [
      'minimum',
      'maximum',
      'exclusiveMinimum',
      'exclusiveMaximum',
      'minLength',
      'maxLength',
      'minItems',
      'maxItems',
      'multipleOf',
    ] as const) {
      expect(fieldProblemPredicate(problem({ code }), 'en')).toBe('is not valid');
    }
  });

  it('shows a handler’s own sentence as it came', () => {
    const handler: FieldProblem = { message: 'Row 3: the amount $5.00 is more than the $2.00 they owe.' };
    expect(fieldProblemPredicate(handler, 'es')).toBe(handler.message);
    expect(fieldProblemSentence(handler, 'Amount', 'en')).toBe(handler.message);
  });
});
