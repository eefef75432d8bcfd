import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import type { SplitDraft } from '../../apps/dashboard/src/features/tips/utils/split-draft.ts';
import { createSplitBody, previewSplit } from '../../apps/dashboard/src/features/tips/utils/split-draft.ts';
import { storageStatePath } from './support/personas.ts';
import { getJson, session } from './tips-support.ts';

// Property: for random splits, the shares the server stores are exactly the preview the split drawer shows,
// to the cent. The splits come from a job's pool: a worker gives away at most the tips they earned that day, and
// on this day nobody earned any.
const GROUP = '150';
// A day far from the seeded tip days, so the splits made here change no other journey's figures.
const DATE = '2025-01-15';
const RUNS = 60;

type StoredSplit = { splits: { workerId: string; amount: number }[] };

test.use({ storageState: storageStatePath('tips.admin@isla.example') });

const dollarsText = (cents: number) => (cents / 100).toFixed(2);
const twoDecimals = (max: number) =>
  fc.integer({ min: 0, max: max * 100 }).map((hundredths) => (hundredths / 100).toFixed(2));

test('the server stores exactly the shares the split preview shows', async ({ page }) => {
  test.setTimeout(300_000);
  const { companyId } = await session(page.request);
  const { workers } = await getJson<{ workers: { id: string }[] }>(
    page.request,
    `/tips/users-employees?companyId=${companyId}&workerGroupCode=${GROUP}`,
  );
  const ids = workers.map((worker) => worker.id).slice(0, 8);
  expect(ids.length).toBeGreaterThanOrEqual(4);

  const draftArbitrary = fc
    .record({
      splitType: fc.constantFrom(
        'money',
        'percentage',
        'equal',
        'hours-based',
        'custom-amount',
        'custom-percentage' as const,
      ),
      initial: fc.integer({ min: 1, max: 500_000 }),
      amount: fc.integer({ min: 1, max: 600_000 }),
      percent: twoDecimals(100),
      recipients: fc.subarray(ids, { minLength: 1, maxLength: 5 }),
      values: fc.array(
        fc.oneof(twoDecimals(12), fc.integer({ min: 0, max: 300_000 }).map(dollarsText), twoDecimals(100)),
        { minLength: 5, maxLength: 5 },
      ),
    })
    .map(({ splitType, initial, amount, percent, recipients, values }): SplitDraft => ({
      fromType: 'job',
      fromWorkerId: '',
      job: 'Bar pool',
      initialAmount: dollarsText(initial),
      splitType,
      amount: dollarsText(amount),
      percent,
      recipients: recipients.map((workerId, index) => ({ workerId, value: values[index] ?? '0' })),
    }));

  let stored = 0;
  await fc.assert(
    fc.asyncProperty(draftArbitrary, async (draft) => {
      const preview = previewSplit(draft);
      // Drafts the preview refuses never reach the server: the drawer sends only a valid preview.
      if (!preview.ok) return;
      const body = createSplitBody(draft, preview.request, { companyId, workerGroupCode: GROUP, dateTip: DATE });
      const answer = await page.request.post('/api/tips/splits', {
        headers: { 'X-Requested-By': 'cuadre', 'Idempotency-Key': crypto.randomUUID() },
        data: body,
      });
      expect(answer.status(), await answer.text()).toBe(201);
      const saved = (await answer.json()) as StoredSplit;
      const byWorker = Object.fromEntries(saved.splits.map((share) => [share.workerId, share.amount]));
      expect(byWorker).toEqual(Object.fromEntries(preview.shares.map((share) => [share.workerId, share.amount])));
      stored += 1;
    }),
    { numRuns: RUNS, seed: 20261122 },
  );
  // The random drafts must exercise the happy path, not only refusals.
  expect(stored).toBeGreaterThan(RUNS / 4);
});
