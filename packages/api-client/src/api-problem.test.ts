import { describe, expect, test } from 'vitest';
import { ApiProblem, isApiProblem, parseRetryAfter } from './api-problem.ts';
import { retryTransientFailures } from './query-keys.ts';

describe('ApiProblem', () => {
  test('keeps the record a conflict names, so the page can open it', () => {
    const conflictsWith = {
      kind: 'commission-batch' as const,
      id: '6f1c2f3e-1111-4222-8333-944455556666',
      area: 'commissions-v2' as const,
    };
    const problem = ApiProblem.fromBody(
      {
        type: '/problems/conflict',
        title: 'Conflict',
        status: 409,
        detail: 'A batch already covers them.',
        conflictsWith,
      },
      409,
    );
    expect(problem.conflictsWith).toEqual(conflictsWith);
    expect(problem.toJSON().conflictsWith).toEqual(conflictsWith);
    expect(problem.withText({ title: 'Conflicto' }).conflictsWith).toEqual(conflictsWith);
    expect(
      ApiProblem.fromBody({ type: '/problems/conflict', title: 'Conflict', status: 409 }, 409).conflictsWith,
    ).toBeUndefined();
  });

  test('keeps the well-formed field errors of a problem and drops the rest', () => {
    const problem = ApiProblem.fromBody(
      {
        type: '/problems/unprocessable',
        title: 'Unprocessable Content',
        status: 422,
        errors: [
          { pointer: '/body/tipRules/1/role', message: 'Duplicated role on tip rule: server' },
          { pointer: 3 },
          'text',
        ],
      },
      422,
    );

    expect(problem.errors).toEqual([
      { pointer: '/body/tipRules/1/role', message: 'Duplicated role on tip rule: server' },
    ]);
    expect(problem.errorAt('/body/tipRules/1/role')).toBe('Duplicated role on tip rule: server');
    expect(problem.message).toBe('Unprocessable Content');
  });

  test.each([
    [
      'a problem without a status',
      { type: '/problems/conflict', title: 'Conflict' },
      409,
      { status: 409, title: 'Conflict' },
    ],
    ['a plain JSON error', { message: 'boom' }, 500, { status: 500, type: 'about:blank', title: 'Server Error' }],
    ['no body at all', undefined, 502, { status: 502, type: 'about:blank', title: 'Server Error' }],
  ])('%s still becomes a problem for the answer status', (_case, body, status, expected) => {
    expect(ApiProblem.fromBody(body, status, 'Server Error')).toMatchObject(expected);
  });

  test.each([
    ['seconds', '42', 42],
    ['zero seconds', '0', 0],
    ['an HTTP date 90 s ahead', 'Fri, 27 Nov 2026 12:01:30 GMT', 90],
    ['an HTTP date already past', 'Fri, 27 Nov 2026 11:59:00 GMT', 0],
    ['no header', null, undefined],
    ['nonsense', 'soon', undefined],
  ])('reads Retry-After given as %s', (_case, header, seconds) => {
    expect(parseRetryAfter(header, Date.parse('2026-11-27T12:00:00Z'))).toBe(seconds);
  });

  test('serialises as the contract Problem', () => {
    const problem = new ApiProblem({
      type: '/problems/not-found',
      title: 'Not Found',
      status: 404,
      detail: 'The batch does not exist.',
    });

    expect(JSON.parse(JSON.stringify(problem))).toEqual({
      type: '/problems/not-found',
      title: 'Not Found',
      status: 404,
      detail: 'The batch does not exist.',
      errors: [],
    });
    expect(isApiProblem(problem)).toBe(true);
    expect(isApiProblem({ ...problem })).toBe(false);
  });
});

describe('retryTransientFailures', () => {
  const problem = (status: number) => new ApiProblem({ type: 'about:blank', title: 'Failure', status });

  test.each([
    ['retries a network failure', 0, problem(503), true],
    ['retries a server error a second time', 1, problem(500), true],
    ['gives up on a server error after two retries', 2, problem(500), false],
    ['never retries a forbidden answer', 0, problem(403), false],
    ['never retries a validation failure', 0, problem(422), false],
    ['retries an error that is not a problem', 0, new Error('boom'), true],
  ])('%s', (_case, failureCount, error, expected) => {
    expect(retryTransientFailures(failureCount, error)).toBe(expected);
  });
});
