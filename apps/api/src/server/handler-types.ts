import type { operations } from '@cuadre/api-client';
import type { HandlerContext } from './router.ts';

export type OperationId = keyof operations;
/** The identity layer answers these itself. */
export type IdentityOperationId = 'getSession' | 'startLogin' | 'completeLogin' | 'logout';
export type HandledOperationId = Exclude<OperationId, IdentityOperationId>;

type Part<O, K extends 'path' | 'query'> = O extends { parameters: infer P }
  ? P extends Record<K, infer V>
    ? [V] extends [never]
      ? Record<string, never>
      : V
    : P extends Partial<Record<K, infer V>>
      ? [V] extends [never | undefined]
        ? Record<string, never>
        : NonNullable<V>
      : Record<string, never>
  : Record<string, never>;

type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

type SuccessStatus = 200 | 201 | 202 | 204;

type ResultFor<S, R> = R extends { content: { 'application/json': infer B } }
  ? { status: S; body: B }
  : R extends { content: { 'text/csv': unknown } }
    ? { status: S; body: string; contentType: 'text/csv; charset=utf-8'; filename: string }
    : { status: S };

export type ResultOf<O> = O extends { responses: infer R }
  ? { [S in keyof R & SuccessStatus]: ResultFor<S, R[S]> }[keyof R & SuccessStatus]
  : never;

/** A request part without the `companyId` it carried: handlers act on the resolved `ContextOf['companyId']`. */
type WithoutCompany<T> = T extends unknown ? (T extends Record<string, unknown> ? Omit<T, 'companyId'> : T) : never;

type NamesCompany<O> = 'companyId' extends keyof (Part<O, 'path'> & Part<O, 'query'> & NonNullable<BodyOf<O>>)
  ? true
  : false;

/**
 * What a handler of operation K receives. The company it acts on is `companyId`, the one company every id of the
 * request resolved to (`request-scope.ts`): a string when the operation names a company, never the request's own
 * `companyId`, which the types (and the router, at run time) take away.
 */
export type ContextOf<K extends OperationId> = Omit<
  HandlerContext<
    WithoutCompany<Part<operations[K], 'path'>>,
    WithoutCompany<Part<operations[K], 'query'>>,
    WithoutCompany<BodyOf<operations[K]>>
  >,
  'companyId'
> & { companyId: NamesCompany<operations[K]> extends true ? string : string | undefined };

export type Handler<K extends OperationId> = (context: ContextOf<K>) => Promise<ResultOf<operations[K]>>;

/** One handler per operation of the contract: tsc rejects a missing one or a wrong answer shape. */
export type Handlers = { [K in HandledOperationId]: Handler<K> };

/** A response body of an operation's success answer. */
export type BodyOfResult<K extends OperationId, S extends SuccessStatus = 200> =
  Extract<ResultOf<operations[K]>, { status: S }> extends { body: infer B } ? B : never;
