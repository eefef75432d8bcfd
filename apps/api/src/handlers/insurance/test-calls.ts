import { randomUUID } from 'node:crypto';
import { todayInPuertoRico } from '@cuadre/domain';
import type { TestApi } from '../../server/testing/harness.ts';

// What the insurance tests share: their users, today, and their calls to the test API.

export const EDITOR = 'insurance@isla.example';
export const VIEWER = 'insurance.viewer@isla.example';
export const day = todayInPuertoRico(new Date());

/** A ledger entry of a debt of `mcsAmount` cents on the MCS plan, dated today. */
export const debtOf = (workerId: string, mcsAmount: number) => ({
  workerId,
  date: day,
  type: 'debt',
  mcsAmount,
  deltaAmount: 0,
});

type Problem = { errors?: { pointer: string; message: string }[] };
export const pointers = (body: unknown) => ((body as Problem).errors ?? []).map((e) => e.pointer);

/** POST (with an idempotency key) and GET of JSON under /api, on the API `api()` answers once the tests started it. */
export function insuranceCalls(api: () => TestApi) {
  const post = (as: string, url: string, payload: unknown) =>
    api().call(as, {
      method: 'POST',
      url: `/api${url}`,
      payload: payload as Record<string, unknown>,
      headers: { 'idempotency-key': randomUUID() },
    });
  const getJson = async <T>(as: string, url: string): Promise<T> =>
    (await api().call(as, { method: 'GET', url: `/api${url}` })).json();
  return { post, getJson };
}
