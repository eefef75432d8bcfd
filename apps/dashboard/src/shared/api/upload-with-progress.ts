import type { paths } from '@cuadre/api-client';
import { ApiProblem, CSRF_HEADER, CSRF_HEADER_VALUE } from '@cuadre/api-client';
import { presentProblem } from './present-problem.ts';

type PostOf<P extends keyof paths> = paths[P] extends { post: infer Operation } ? Operation : never;

/** The contract's file uploads: a POST whose JSON body carries the file as `csv` and whose 201 is what it created. */
export type UploadPath = {
  [P in keyof paths]: PostOf<P> extends {
    requestBody: { content: { 'application/json': { csv: string } } };
    responses: { 201: { content: { 'application/json': unknown } } };
  }
    ? P
    : never;
}[keyof paths];

export type UploadBody<P extends UploadPath> =
  PostOf<P> extends {
    requestBody: { content: { 'application/json': infer Body } };
  }
    ? Body
    : never;

export type UploadCreated<P extends UploadPath> =
  PostOf<P> extends {
    responses: { 201: { content: { 'application/json': infer Created } } };
  }
    ? Created
    : never;

/** Where a running upload is: its body going out (the part sent, 0–1), then the server checking the whole file. */
export type UploadProgress = { phase: 'uploading'; fraction: number } | { phase: 'checking' };

export type UploadOutcome<P extends UploadPath> =
  | { kind: 'created'; data: UploadCreated<P> }
  /** The server answered and refused: its problem, field errors included, worded for the reader (a 429's wait). */
  | { kind: 'rejected'; problem: ApiProblem }
  /** No answer: the network failed or the request was cut short. */
  | { kind: 'failed'; problem: ApiProblem };

/** The part of the body sent, as a progress event tells it; an event without a known length says nothing new. */
export function progressAfter(
  current: UploadProgress,
  event: { loaded: number; total: number; lengthComputable: boolean },
): UploadProgress {
  if (current.phase === 'checking' || !event.lengthComputable || event.total <= 0) return current;
  const fraction = Math.min(1, Math.max(current.fraction, event.loaded / event.total));
  // The last byte sent is not the answer: the server checks every row before it says anything.
  return fraction >= 1 ? { phase: 'checking' } : { phase: 'uploading', fraction };
}

/** How long an upload runs before its progress shows: a quicker one never flashes a bar (apps/dashboard/README.md). */
export const PROGRESS_SHOWN_AFTER_MS = 400;

/** The progress to show `elapsedMs` after the upload started: none before the delay, or once it is over. */
export function visibleProgress(progress: UploadProgress | null, elapsedMs: number): UploadProgress | null {
  return progress !== null && elapsedMs >= PROGRESS_SHOWN_AFTER_MS ? progress : null;
}

/** The outcome of a finished request, from its status, body and headers (`status` 0: no answer came). */
export async function outcomeOf<P extends UploadPath>(
  status: number,
  responseText: string,
  headers: { retryAfter: string | null; statusText: string },
): Promise<UploadOutcome<P>> {
  if (status < 200 || status > 599) {
    return { kind: 'failed', problem: ApiProblem.network(new Error('The upload got no answer.')) };
  }
  if (status === 201) {
    const created = parseJson(responseText);
    if (created !== undefined) return { kind: 'created', data: created as UploadCreated<P> };
  }
  // Read as the API client reads any refusal, so `Retry-After` and the field errors come out the same.
  const answer = new Response(responseText, {
    status: status === 201 ? 502 : status,
    statusText: headers.statusText,
    headers: headers.retryAfter === null ? {} : { 'Retry-After': headers.retryAfter },
  });
  return { kind: 'rejected', problem: presentProblem(await ApiProblem.fromResponse(answer)) };
}

/**
 * Sends one upload of the contract with the client's credentials, CSRF header and an Idempotency-Key, reporting its
 * progress: `uploading` while the body goes out, `checking` once it is all sent and the server is validating.
 * XMLHttpRequest rather than fetch: only it reports upload progress in browsers today.
 */
export function uploadWithProgress<P extends UploadPath>(
  path: P,
  body: UploadBody<P>,
  options: { idempotencyKey: string; onProgress: (progress: UploadProgress) => void; baseUrl?: string },
): Promise<UploadOutcome<P>> {
  return new Promise((resolve) => {
    let progress: UploadProgress = { phase: 'uploading', fraction: 0 };
    const report = (next: UploadProgress) => {
      if (next === progress) return;
      progress = next;
      options.onProgress(next);
    };
    const request = new XMLHttpRequest();
    request.open('POST', `${options.baseUrl ?? '/api'}${path}`);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/json');
    request.setRequestHeader('Accept', 'application/json, application/problem+json');
    request.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    request.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    request.upload.addEventListener('progress', (event) => report(progressAfter(progress, event)));
    request.upload.addEventListener('load', () => report({ phase: 'checking' }));
    const finish = () =>
      void outcomeOf<P>(request.status, request.responseText, {
        retryAfter: request.getResponseHeader('Retry-After'),
        statusText: request.statusText,
      }).then(resolve);
    request.addEventListener('load', finish);
    request.addEventListener('error', finish);
    request.addEventListener('abort', finish);
    request.addEventListener('timeout', finish);
    options.onProgress(progress);
    request.send(JSON.stringify(body));
  });
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
