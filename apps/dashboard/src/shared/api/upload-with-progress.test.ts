import { describe, expect, it } from 'vitest';
import type { UploadProgress } from './upload-with-progress.ts';
import { outcomeOf, progressAfter, PROGRESS_SHOWN_AFTER_MS, visibleProgress } from './upload-with-progress.ts';

const sent = (loaded: number, total = 1000, lengthComputable = true) => ({ loaded, total, lengthComputable });

describe('an upload’s phases', () => {
  it('reports the part of the body sent, then checking once the last byte is out', () => {
    let progress: UploadProgress = { phase: 'uploading', fraction: 0 };
    const seen: UploadProgress[] = [];
    for (const loaded of [250, 600, 1000]) {
      progress = progressAfter(progress, sent(loaded));
      seen.push(progress);
    }
    expect(seen).toEqual([
      { phase: 'uploading', fraction: 0.25 },
      { phase: 'uploading', fraction: 0.6 },
      { phase: 'checking' },
    ]);
  });

  it('never goes back: neither a smaller count nor a late progress event after checking began', () => {
    const halfway = progressAfter({ phase: 'uploading', fraction: 0 }, sent(500));
    expect(progressAfter(halfway, sent(300))).toEqual({ phase: 'uploading', fraction: 0.5 });
    expect(progressAfter({ phase: 'checking' }, sent(10))).toEqual({ phase: 'checking' });
  });

  it('ignores an event whose length the browser does not know', () => {
    const start: UploadProgress = { phase: 'uploading', fraction: 0.1 };
    expect(progressAfter(start, sent(400, 0, false))).toBe(start);
    expect(progressAfter(start, sent(400, 0))).toBe(start);
  });

  it('shows nothing for a quick upload, and the progress once the upload has lasted a moment', () => {
    const uploading: UploadProgress = { phase: 'uploading', fraction: 0.3 };
    expect(visibleProgress(uploading, 50)).toBeNull();
    expect(visibleProgress(uploading, PROGRESS_SHOWN_AFTER_MS)).toBe(uploading);
    expect(visibleProgress({ phase: 'checking' }, 5_000)).toEqual({ phase: 'checking' });
    expect(visibleProgress(null, 5_000)).toBeNull();
  });
});

describe('an upload’s outcome', () => {
  const headers = { retryAfter: null, statusText: '' };

  it('is the record created on 201', async () => {
    const outcome = await outcomeOf<'/insurance/uploads'>(201, JSON.stringify({ id: 'u1', rowCount: 3 }), headers);
    expect(outcome).toEqual({ kind: 'created', data: { id: 'u1', rowCount: 3 } });
  });

  it('is the server’s problem, with its field errors, when the file is refused', async () => {
    const problem = {
      type: '/problems/validation',
      title: 'Unprocessable Content',
      status: 422,
      detail: 'Row 2 is wrong.',
      errors: [{ pointer: '/body/csv/rows/1/amount', message: 'Not an amount.' }],
    };
    const outcome = await outcomeOf<'/insurance/uploads'>(422, JSON.stringify(problem), headers);
    expect(outcome.kind).toBe('rejected');
    if (outcome.kind !== 'rejected') return;
    expect(outcome.problem.status).toBe(422);
    expect(outcome.problem.detail).toBe('Row 2 is wrong.');
    expect(outcome.problem.errors).toEqual(problem.errors);
  });

  it('says how long to wait when the uploads are rate-limited', async () => {
    const body = JSON.stringify({ type: '/problems/too-many-requests', title: 'Too Many Requests', status: 429 });
    const outcome = await outcomeOf<'/deductions/uploads'>(429, body, { retryAfter: '42', statusText: '' });
    expect(outcome.kind === 'rejected' && outcome.problem.detail).toBe('Too many requests — try again in 42 seconds.');
  });

  it('is a failure when no answer came, and a 201 without a readable body is no success', async () => {
    expect((await outcomeOf<'/insurance/uploads'>(0, '', headers)).kind).toBe('failed');
    const empty = await outcomeOf<'/insurance/uploads'>(201, '', headers);
    expect(empty.kind).toBe('rejected');
  });
});
