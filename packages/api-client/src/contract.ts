import type { components, operations, paths } from './schema.gen.ts';

export type { components, operations, paths };

/** Every schema of the contract by name: `Schemas['Company']`, `Schemas['CommissionBatch']`. */
export type Schemas = components['schemas'];

/** The header every state-changing request carries; the client's middleware adds it. */
export const CSRF_HEADER = 'X-Requested-By';
export const CSRF_HEADER_VALUE = 'cuadre';

type CsrfHeaderName = typeof CSRF_HEADER;
type Simplify<T> = { [K in keyof T]: T[K] };
type HeaderSlot<H> = keyof H extends never ? { header?: never } : Partial<H> extends H ? { header?: H } : { header: H };

type WithoutCsrfParameters<P> = P extends { header: infer H }
  ? CsrfHeaderName extends keyof H
    ? Simplify<Omit<P, 'header'> & HeaderSlot<Omit<H, CsrfHeaderName>>>
    : P
  : P;

type WithoutCsrfOperation<O> = O extends { parameters: unknown }
  ? { [K in keyof O]: K extends 'parameters' ? WithoutCsrfParameters<O[K]> : O[K] }
  : O;

/**
 * The contract's paths as callers of this client see them: the CSRF header is the middleware's job,
 * so it is not asked of callers; every other parameter (such as `Idempotency-Key`) stays as declared.
 */
export type ClientPaths = {
  [P in keyof paths]: {
    [M in keyof paths[P]]: M extends 'parameters' ? paths[P][M] : WithoutCsrfOperation<paths[P][M]>;
  };
};
