import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { commissionInputTotal, feedBatchInputs, isFedByUploads, UPLOAD_ORIGIN } from '@cuadre/domain';
import type { BatchInputToFeed, CommissionUploadKind, DateRange, UploadedOrigin } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import {
  commissionBatchEvents,
  commissionBatches,
  commissionInputSteps,
  commissionInputUploads,
  commissionInputs,
  workerCommissions,
} from '../../db/schema/index.ts';
import { unprocessable } from '../../server/problem.ts';
import { groupBy } from '../common.ts';
import { day } from '../guardrails.ts';
import type { BatchRow } from './areas.ts';
import { auditBatch, type Audit } from './batch-audit.ts';
import { inPositionOrder } from '../queries.ts';
import { uploadedFigures } from './uploaded-figures.ts';
import { stepOut } from './worker-commissions.ts';

type InputSnapshot = ReturnType<typeof snapshot>;
// An input's figures before or after the uploads fed it, as the batch's audit row records them.
const snapshot = (
  workerId: string,
  input: string,
  initialValue: number,
  value: number,
  total: number,
  uploadIds: readonly string[],
) => ({ workerId, input, initialValue, value, total, uploadIds });
export type FedBatch = { batchId: string; inputs: number; workers: number };

/**
 * Re-reads the inputs of the given origins in these batches from the current uploads (`feedBatchInputs`), writing each
 * changed input with its total and sources, each changed worker's total, and for each changed batch its version, an
 * event and an audit row. Call it inside the transaction that changed the uploads or made the batch.
 */
export async function feedBatchesFromUploads(
  tx: Db,
  batches: readonly BatchRow[],
  origins: readonly UploadedOrigin[],
  context: { now: Date; actorEmail: string; audit: Audit; reason: string; action: string },
): Promise<FedBatch[]> {
  if (batches.length === 0) return [];
  const batchIds = batches.map((batch) => batch.id);
  const commissions = await tx
    .select({ id: workerCommissions.id, batchId: workerCommissions.batchId, workerId: workerCommissions.workerId })
    .from(workerCommissions)
    .where(inArray(workerCommissions.batchId, batchIds));
  if (commissions.length === 0) return [];
  const commissionIds = commissions.map((c) => c.id);
  const inputs = await tx
    .select()
    .from(commissionInputs)
    .where(
      and(inArray(commissionInputs.workerCommissionId, commissionIds), inArray(commissionInputs.origin, [...origins])),
    );
  if (inputs.length === 0) return [];
  const inputIds = inputs.map((input) => input.id);
  const links = await tx.select().from(commissionInputUploads).where(inArray(commissionInputUploads.inputId, inputIds));
  const linksOf = groupBy(links, (link) => link.inputId);
  const linkedUploads = (inputId: string) => (linksOf.get(inputId) ?? []).map((link) => link.uploadId);
  const commissionOf = new Map(commissions.map((c) => [c.id, c]));
  const range = {
    startDate: batches.map((b) => b.startDate).sort()[0]!,
    endDate: batches
      .map((b) => b.endDate)
      .sort()
      .at(-1)!,
  };
  const figures = await uploadedFigures(
    tx,
    batches[0]!.companyId,
    [...new Set(inputs.map((input) => commissionOf.get(input.workerCommissionId)!.workerId))],
    range,
    origins,
  );

  const inputsOfBatch = groupBy(inputs, (input) => commissionOf.get(input.workerCommissionId)!.batchId);
  const fed: FedBatch[] = [];
  for (const batch of batches) {
    const candidates: BatchInputToFeed<(typeof inputs)[number]>[] = (inputsOfBatch.get(batch.id) ?? []).map(
      (input) => ({
        key: input,
        workerId: commissionOf.get(input.workerCommissionId)!.workerId,
        name: input.name,
        origin: input.origin,
        inputType: input.inputType,
        initialValue: Number(input.initialValue),
        value: Number(input.value),
        uploadIds: linkedUploads(input.id),
      }),
    );
    const changes = feedBatchInputs(batch, candidates, figures, origins);
    if (changes.length === 0) continue;
    const changedIds = changes.map((change) => change.key.id);
    const steps = await inPositionOrder(tx, commissionInputSteps, commissionInputSteps.inputId, changedIds);
    const stepsOf = groupBy(steps, (step) => step.inputId);
    const before: InputSnapshot[] = [];
    const after: InputSnapshot[] = [];
    for (const { key: input, next } of changes) {
      const workerId = commissionOf.get(input.workerCommissionId)!.workerId;
      const total = commissionInputTotal({
        name: input.name,
        inputType: input.inputType,
        value: next.value,
        stepType: input.stepType,
        steps: (stepsOf.get(input.id) ?? []).map(stepOut),
      });
      if (!total.ok) {
        throw unprocessable(
          `The uploaded value ${next.value} of “${input.name}” cannot be computed for a worker of the batch from ${day(batch.startDate)} to ${day(batch.endDate)}; nothing was saved.`,
          total.errors.map((error) => ({ pointer: '/body/csv', message: `${input.name}: ${error.message}` })),
        );
      }
      before.push(
        snapshot(
          workerId,
          input.name,
          Number(input.initialValue),
          Number(input.value),
          input.total,
          linkedUploads(input.id),
        ),
      );
      after.push(snapshot(workerId, input.name, next.initialValue, next.value, total.value, next.uploadIds));
      await tx
        .update(commissionInputs)
        .set({ initialValue: next.initialValue, value: next.value, total: total.value })
        .where(eq(commissionInputs.id, input.id));
      await tx.delete(commissionInputUploads).where(eq(commissionInputUploads.inputId, input.id));
      if (next.uploadIds.length > 0)
        await tx
          .insert(commissionInputUploads)
          .values(next.uploadIds.map((uploadId) => ({ inputId: input.id, uploadId })));
    }
    // A worker's total is the sum of all their inputs' totals, the ones no upload touched included.
    const changedCommissions = [...new Set(changes.map((change) => change.key.workerCommissionId))];
    await tx
      .update(workerCommissions)
      .set({
        total: sql`(select coalesce(sum(${commissionInputs.total}), 0) from ${commissionInputs} where ${commissionInputs.workerCommissionId} = ${workerCommissions.id})`,
      })
      .where(inArray(workerCommissions.id, changedCommissions));
    await tx.update(commissionBatches).set({ updatedAt: context.now }).where(eq(commissionBatches.id, batch.id));
    await tx.insert(commissionBatchEvents).values({
      batchId: batch.id,
      kind: 'updated',
      actorEmail: context.actorEmail,
      message: context.reason,
      payload: { inputs: changes.length, workers: changedCommissions.length },
      at: context.now,
    });
    await auditBatch(context.audit, tx, batch, context.action, {
      before: { inputs: before },
      after: { inputs: after, reason: context.reason },
    });
    fed.push({ batchId: batch.id, inputs: changes.length, workers: changedCommissions.length });
  }
  return fed;
}

/** A Commission Batches batch just made reads every upload of its period (`createCommissionBatch`). */
export async function feedNewBatch(
  tx: Db,
  batchId: string,
  context: { now: Date; actorEmail: string; audit: Audit },
): Promise<FedBatch[]> {
  const [batch] = await tx.select().from(commissionBatches).where(eq(commissionBatches.id, batchId));
  if (!batch || !isFedByUploads(batch, batch)) return [];
  return feedBatchesFromUploads(tx, [batch], Object.values(UPLOAD_ORIGIN), {
    ...context,
    reason: 'Inputs read from the uploads of the period when the batch was made.',
    action: 'feedCommissionBatchFromUploads',
  });
}

/**
 * An upload just saved feeds again, locked, the draft or rejected Commission Batches batches its period meets
 * (`uploadCommissionFile`).
 */
export async function feedBatchesOfPeriod(
  tx: Db,
  companyId: string,
  kind: CommissionUploadKind,
  period: DateRange,
  context: { now: Date; actorEmail: string; audit: Audit; reason: string },
): Promise<FedBatch[]> {
  const meetsPeriod = and(
    eq(commissionBatches.companyId, companyId),
    eq(commissionBatches.generation, 3),
    inArray(commissionBatches.status, ['draft', 'rejected']),
    lte(commissionBatches.startDate, period.endDate),
    gte(commissionBatches.endDate, period.startDate),
  );
  const candidates = await tx
    .select()
    .from(commissionBatches)
    .where(meetsPeriod)
    .orderBy(asc(commissionBatches.startDate), asc(commissionBatches.id))
    .for('update');
  return feedBatchesFromUploads(
    tx,
    candidates.filter((batch) => isFedByUploads(batch, period)),
    [UPLOAD_ORIGIN[kind]],
    { ...context, action: 'feedCommissionBatchFromUploads' },
  );
}
