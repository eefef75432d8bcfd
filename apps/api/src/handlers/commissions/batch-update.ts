import { and, asc, eq, inArray } from 'drizzle-orm';
import { commissionInputTotal, commissionValueErrors, isChargebackLine } from '@cuadre/domain';
import {
  commissionBatchEvents,
  commissionBatchManualInputs,
  commissionBatches,
  commissionInputSteps,
  commissionInputs,
  commissionPlanLines,
  workerCommissions,
} from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { conflict, unprocessable, type ProblemFieldError } from '../../server/problem.ts';
import { dollars } from '../guardrails.ts';
import { findBatch, openableGenerations } from './areas.ts';
import { auditBatch } from './batch-audit.ts';
import { batchOut } from './batch-out.ts';
import { commissionsOf, stepOut } from './worker-commissions.ts';

type ManualChange = { workerId: string; manualTotal: number | null; computedTotal: number; setBy: string };

// A draft or rejected batch's changes: its notes, manual inputs, and each worker's inputs, total and status.
export const batchUpdateHandlers = {
  async updateCommissionBatch({ params, body, scope, auth, db, audit, now }) {
    const batch = await findBatch(db, scope, params.id, await openableGenerations(db, auth));
    if (batch.status !== 'draft' && batch.status !== 'rejected')
      throw conflict(`A batch in status ${batch.status} cannot change.`);
    if (new Date(batch.updatedAt).getTime() !== body.version)
      throw conflict('Someone else changed this batch; reload it.');
    const existing = (await commissionsOf(db, [batch.id])).get(batch.id) ?? [];
    const errors: ProblemFieldError[] = [];
    // The plans' chargeback lines: the only inputs that may take a negative value.
    const planIds = [...new Set(existing.flatMap((c) => (c.compensationPlanId ? [c.compensationPlanId] : [])))];
    const planLines =
      planIds.length === 0
        ? []
        : await db
            .select({
              planId: commissionPlanLines.planId,
              name: commissionPlanLines.name,
              subtractTo: commissionPlanLines.subtractTo,
            })
            .from(commissionPlanLines)
            .where(inArray(commissionPlanLines.planId, planIds));
    (body.commissions ?? []).forEach((change, index) => {
      const current = existing.find((c) => c.workerId === change.workerId);
      if (!current)
        errors.push({ pointer: `/body/commissions/${index}/workerId`, message: 'This worker is not in the batch.' });
      (change.inputs ?? []).forEach((input, inputIndex) => {
        const known = current?.inputs.find((i) => i.name === input.name);
        if (current && !known)
          errors.push({
            pointer: `/body/commissions/${index}/inputs/${inputIndex}/name`,
            message: `No input ${input.name} for this worker.`,
          });
        if (!current || !known) return;
        const line = planLines.find((l) => l.planId === current.compensationPlanId && l.name === input.name);
        const figure =
          known.inputType === 'dollars' && Number.isSafeInteger(input.value)
            ? dollars(input.value)
            : String(input.value);
        for (const error of commissionValueErrors(
          input.value,
          { inputType: known.inputType, chargeback: line ? isChargebackLine(line) : false, origin: known.origin },
          `/body/commissions/${index}/inputs/${inputIndex}/value`,
        )) {
          errors.push({
            pointer: error.path,
            message: `The value ${figure} of “${input.name}” for ${current.firstName} ${current.lastName} is refused. ${error.message}`,
          });
        }
      });
    });
    if (errors.length > 0) throw unprocessable('Some changes to the batch break a rule; nothing was saved.', errors);
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(commissionBatches)
        .set({ updatedAt: now, ...(body.notes !== undefined ? { notes: body.notes } : {}) })
        .where(
          and(
            eq(commissionBatches.id, batch.id),
            eq(commissionBatches.updatedAt, batch.updatedAt),
            inArray(commissionBatches.status, ['draft', 'rejected']),
          ),
        )
        .returning({ id: commissionBatches.id });
      if (moved.length === 0) throw conflict('Someone else changed this batch; reload it.');
      if (body.manualInputs) {
        await tx.delete(commissionBatchManualInputs).where(eq(commissionBatchManualInputs.batchId, batch.id));
        if (body.manualInputs.length > 0)
          await tx
            .insert(commissionBatchManualInputs)
            .values(body.manualInputs.map((m) => ({ batchId: batch.id, name: m.name, value: m.value })));
      }
      const manualChanges: ManualChange[] = [];
      const inputErrors: ProblemFieldError[] = [];
      for (const [index, change] of (body.commissions ?? []).entries()) {
        const [row] = await tx
          .select()
          .from(workerCommissions)
          .where(and(eq(workerCommissions.batchId, batch.id), eq(workerCommissions.workerId, change.workerId)));
        const inputs = await tx
          .select()
          .from(commissionInputs)
          .where(eq(commissionInputs.workerCommissionId, row!.id))
          .orderBy(asc(commissionInputs.position));
        const totals: number[] = [];
        for (const input of inputs) {
          const value = change.inputs?.find((i) => i.name === input.name)?.value ?? Number(input.value);
          const steps = (
            await tx
              .select()
              .from(commissionInputSteps)
              .where(eq(commissionInputSteps.inputId, input.id))
              .orderBy(asc(commissionInputSteps.position))
          ).map(stepOut);
          const total = commissionInputTotal(
            { name: input.name, inputType: input.inputType, value, stepType: input.stepType, steps },
            `/body/commissions/${index}/inputs/${input.position}`,
          );
          if (!total.ok) {
            inputErrors.push(...total.errors.map((e) => ({ pointer: e.path, message: e.message })));
            continue;
          }
          totals.push(total.value);
          await tx.update(commissionInputs).set({ value, total: total.value }).where(eq(commissionInputs.id, input.id));
        }
        const computed = totals.reduce((sum, t) => sum + t, 0);
        const manualTotal = change.manualTotal === undefined ? row!.manualTotal : change.manualTotal;
        const status = change.status === undefined ? row!.status : change.status === 'excluded' ? 'on-hold' : 'pending';
        await tx
          .update(workerCommissions)
          .set({ total: computed, manualTotal, status })
          .where(eq(workerCommissions.id, row!.id));
        if (change.manualTotal !== undefined && change.manualTotal !== row!.manualTotal)
          manualChanges.push({
            workerId: change.workerId,
            manualTotal: change.manualTotal,
            computedTotal: computed,
            setBy: auth.user.email,
          });
      }
      if (inputErrors.length > 0)
        throw unprocessable('Some inputs cannot be computed; nothing was saved.', inputErrors);
      await tx.insert(commissionBatchEvents).values({
        batchId: batch.id,
        kind: 'updated',
        actorEmail: auth.user.email,
        message: body.notes ?? null,
        payload: { manualTotals: manualChanges },
        at: now,
      });
      await auditBatch(audit, tx, batch, 'updateCommissionBatch', {
        before: { notes: batch.notes },
        after: { notes: body.notes ?? batch.notes, manualTotals: manualChanges },
      });
    });
    return { status: 200, body: await batchOut(db, batch.id) };
  },
} satisfies Partial<Handlers>;
