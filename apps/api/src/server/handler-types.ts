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

export type ContextOf<K extends OperationId> = HandlerContext<
  Part<operations[K], 'path'>,
  Part<operations[K], 'query'>,
  BodyOf<operations[K]>
>;

export type Handler<K extends OperationId> = (context: ContextOf<K>) => Promise<ResultOf<operations[K]>>;

/** One handler per operation of the contract: tsc rejects a missing one or a wrong answer shape. */
export type Handlers = { [K in HandledOperationId]: Handler<K> };

/** A response body of an operation's success answer. */
export type BodyOfResult<K extends OperationId, S extends SuccessStatus = 200> = Extract<
  ResultOf<operations[K]>,
  { status: S }
> extends { body: infer B }
  ? B
  : never;
