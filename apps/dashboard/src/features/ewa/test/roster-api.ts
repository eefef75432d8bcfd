import { createApiClient } from '@cuadre/api-client';
import type { WorkerSelection } from '../api/ewa-types.ts';
import { rosterOf } from './ewa-fixtures.ts';

/**
 * A real API client on a fetch that answers `GET /workers/roster` as the operation does: the chunk of `roster` after
 * the named worker, at most `limit` and at most `size`. Every request is kept.
 */
export function fakeRosterApi(roster: readonly WorkerSelection[], size = Number.POSITIVE_INFINITY) {
  const requests: URL[] = [];
  const { client } = createApiClient({
    baseUrl: 'http://localhost/api',
    onSignOut: () => undefined,
    onError: () => undefined,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      requests.push(url);
      const after = url.searchParams.get('after');
      const start = after === null ? 0 : roster.findIndex((item) => item.id === after) + 1;
      const limit = Math.min(Number(url.searchParams.get('limit')), size);
      const chunk = roster.slice(start, start + limit);
      const next = start + limit < roster.length ? chunk.at(-1)!.id : null;
      return Response.json(rosterOf(chunk, next, roster.length));
    },
  });
  return { client, requests };
}
