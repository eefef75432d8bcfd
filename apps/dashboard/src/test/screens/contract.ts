import type { paths } from '@cuadre/api-client';
import type { HttpResponseResolver } from 'msw';
import { HttpResponse, http } from 'msw';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

// The contract's paths that declare `method`.
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, { responses: unknown }> ? P : never;
}[keyof paths];

type Json<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

// What the operation answers when it succeeds, as the contract declares it (200, else 201).
export type Answer<M extends Method, P extends PathOf<M>> = paths[P][M] extends { responses: infer R }
  ? R extends Record<200, infer Ok>
    ? Json<Ok>
    : R extends Record<201, infer Created>
      ? Json<Created>
      : never
  : never;

type Resolve<M extends Method, P extends PathOf<M>> = (info: { request: Request; url: URL }) => Answer<M, P>;

// `/ewa/workers/{id}` as Mock Service Worker's pattern, on the client's base path.
const pattern = (path: string) => `/api${path.replace(/\{([^}]+)\}/g, ':$1')}`;

/**
 * A handler that answers one operation of the contract with a fixture the contract types: when the contract changes a
 * response, the fixtures that no longer fit it fail the typecheck.
 */
export function answer<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  body: Answer<M, P> | Resolve<M, P>,
  init?: { status?: number },
) {
  const resolver: HttpResponseResolver = ({ request }) => {
    const json = typeof body === 'function' ? (body as Resolve<M, P>)({ request, url: new URL(request.url) }) : body;
    return HttpResponse.json(json as Record<string, unknown>, { status: init?.status ?? 200 });
  };
  return http[method](pattern(path), resolver);
}

/** An operation that never answers while the story is open: the screen's loading state. */
export function pending<M extends Method>(method: M, path: PathOf<M>) {
  return http[method](pattern(path), () => new Promise<never>(() => undefined));
}
