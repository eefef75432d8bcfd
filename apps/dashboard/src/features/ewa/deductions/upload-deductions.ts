import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@cuadre/api-client';
import type { DeductionRecord, ProblemFieldError } from '../api/ewa-types.ts';

export type DeductionUploadBody = {
  companyId: string;
  workerGroupCode: string;
  periodId: string;
  filename: string;
  contentType: 'text/csv';
  csv: string;
  /** Confirms replacing the period's current file (the server asks first, 409). */
  replace?: true;
  /** Confirms uploading rows already uploaded once (the server asks first, 409). */
  applyAgain?: true;
};

export type UploadOutcome =
  | { kind: 'created'; record: DeductionRecord }
  | { kind: 'rejected'; status: number; title: string; detail: string | null; errors: ProblemFieldError[] }
  | { kind: 'failed' };

// XMLHttpRequest rather than fetch: only it reports upload progress in browsers today.
export function uploadDeductions(
  body: DeductionUploadBody,
  options: { idempotencyKey: string; onProgress: (fraction: number) => void; baseUrl?: string },
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${options.baseUrl ?? '/api'}/deductions/uploads`);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/json');
    request.setRequestHeader('Accept', 'application/json, application/problem+json');
    request.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    request.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const parsed = safeJson(request.responseText);
      if (request.status === 201 && parsed) {
        options.onProgress(1);
        resolve({ kind: 'created', record: parsed as DeductionRecord });
        return;
      }
      const problem = (parsed ?? {}) as { title?: string; detail?: string; errors?: ProblemFieldError[] };
      resolve({
        kind: 'rejected',
        status: request.status,
        title: problem.title ?? request.statusText,
        detail: problem.detail ?? null,
        errors: problem.errors ?? [],
      });
    });
    request.addEventListener('error', () => resolve({ kind: 'failed' }));
    request.addEventListener('abort', () => resolve({ kind: 'failed' }));
    request.send(JSON.stringify(body));
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
