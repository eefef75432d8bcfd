// One mapping of database errors to answers. A constraint the database enforces is the last line behind the
// handlers' own checks: when two requests race past those checks, the loser hears what a client can act on
// (409, 422), never a 500. Serialization failures and deadlocks are retried a few times before they surface.
import { HttpError } from './problem.ts';

/** The SQLSTATE of a database error, wherever the driver or the ORM wrapped it. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SQLSTATEs a retry of the whole transaction can clear. */
export const retryable = new Set(['40001', '40P01']);

/** The answer for a database error bad input or a race can cause; undefined for a fault of ours (a 500). */
export function httpErrorOf(error: unknown): HttpError | undefined {
  const state = sqlStateOf(error);
  if (state === undefined) return undefined;
  switch (state) {
    case '23505':
      return new HttpError(
        409,
        'This conflicts with a record that already exists, or was just created by someone else. Reload and try again.',
      );
    case '23503':
      return new HttpError(
        422,
        'This refers to a record that does not exist, or was just removed. Reload and try again.',
      );
    case '23514':
    case '22003':
    case '22007':
    case '22008':
      return new HttpError(422, 'A value is outside what the record can hold.');
    case '22P02':
      return new HttpError(400, 'A value is not in the expected format.');
    case '40001':
    case '40P01':
      return new HttpError(503, 'The database was busy with a conflicting change; try again.');
    case '57014':
      return new HttpError(503, 'The database took too long to answer; try again.');
    default:
      return undefined;
  }
}

/** Runs a whole unit of work again on a serialization failure or deadlock: at most `attempts` times, briefly apart. */
export async function withRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt >= attempts || state === undefined || !retryable.has(state)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
    }
  }
}

/** Whether a JSON value nests deeper than `limit`: walked with a stack, so no depth can overflow the walk itself. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const inner of Array.isArray(item) ? item : Object.values(item)) stack.push([inner, depth + 1]);
  }
  return false;
}
