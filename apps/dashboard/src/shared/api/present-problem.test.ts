import { ApiProblem } from '@cuadre/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppDeps } from '../../app/app-deps.ts';
import { activateLocale } from '../i18n/i18n.ts';
import { presentProblem } from './present-problem.ts';

const tooMany = (retryAfterSeconds?: number) =>
  new ApiProblem(
    {
      type: '/problems/too-many-requests',
      title: 'Too Many Requests',
      status: 429,
      detail: 'Too many writes from this account: 300 a minute.',
    },
    { retryAfterSeconds },
  );

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en-US');
});

describe('a rate-limited answer (429)', () => {
  it('reaches every screen of the app as how long to wait, in English and in Spanish', async () => {
    const answer = vi.fn(() =>
      Promise.resolve(
        Response.json(
          {
            type: '/problems/too-many-requests',
            title: 'Too Many Requests',
            status: 429,
            detail: 'Too many writes from this account: 300 a minute.',
            instance: 'urn:request:1',
          },
          { status: 429, headers: { 'content-type': 'application/problem+json', 'retry-after': '42' } },
        ),
      ),
    );
    vi.stubGlobal('fetch', answer);
    const deps = createAppDeps();
    await deps.ready;
    const note = () =>
      deps.client.POST('/insurance/notes', {
        body: { workerId: '5f0e2c3a-1b2c-4d5e-8f90-123456789abc', message: 'Nota' },
      });

    const english = (await note()).error;
    expect(english).toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
      title: 'Too many requests',
      detail: 'Too many requests — try again in 42 seconds.',
    });
    // Screens show `detail ?? title`, or the message of the Error.
    expect(english).toBeInstanceOf(ApiProblem);
    expect((english as ApiProblem).message).toBe('Too many requests — try again in 42 seconds.');

    await activateLocale('es-PR');
    expect((await note()).error).toMatchObject({
      status: 429,
      title: 'Demasiadas solicitudes',
      detail: 'Demasiadas solicitudes — vuelva a intentarlo en 42 segundos.',
    });
    expect(answer).toHaveBeenCalledTimes(2);
  });

  it.each([
    [1, 'Too many requests — try again in 1 second.', 'Demasiadas solicitudes — vuelva a intentarlo en 1 segundo.'],
    [
      90,
      'Too many requests — try again in 90 seconds.',
      'Demasiadas solicitudes — vuelva a intentarlo en 90 segundos.',
    ],
    [91, 'Too many requests — try again in 2 minutes.', 'Demasiadas solicitudes — vuelva a intentarlo en 2 minutos.'],
    [
      900,
      'Too many requests — try again in 15 minutes.',
      'Demasiadas solicitudes — vuelva a intentarlo en 15 minutos.',
    ],
    [
      undefined,
      'Too many requests — try again in a moment.',
      'Demasiadas solicitudes — vuelva a intentarlo en un momento.',
    ],
  ])('says a wait of %s seconds the way a reader counts it', async (seconds, english, spanish) => {
    expect(presentProblem(tooMany(seconds)).detail).toBe(english);
    await activateLocale('es-PR');
    expect(presentProblem(tooMany(seconds)).detail).toBe(spanish);
  });

  it('leaves every other problem as the server wrote it', () => {
    const refused = new ApiProblem({
      type: '/problems/validation',
      title: 'Bad Request',
      status: 400,
      detail: 'The amount is not a number.',
    });
    expect(presentProblem(refused)).toBe(refused);
  });
});
