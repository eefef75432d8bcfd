import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { Db } from '../../db/index.ts';
import { commissionInputSteps, commissionInputs, workerCommissions, workers } from '../../db/schema/index.ts';
import { groupBy } from '../common.ts';
import { inPositionOrder } from '../queries.ts';
import { inputUploadsOf } from './upload-kinds.ts';

type Schemas = components['schemas'];
type StepRow = Pick<typeof commissionInputSteps.$inferSelect, 'min' | 'max' | 'perUnit' | 'flat'>;

/** A step of an input or of a plan's line as the API shows it (and as the domain computes with it). */
export const stepOut = (s: StepRow) => ({
  min: Number(s.min),
  max: s.max === null ? null : Number(s.max),
  perUnit: Number(s.perUnit),
  flat: s.flat,
});

// A worker's commission that a batch does not pay; every other status is paid.
export const EXCLUDED_STATUSES = ['rejected', 'on-hold'] as const;
const commissionStatusOut = (status: string): 'included' | 'excluded' =>
  (EXCLUDED_STATUSES as readonly string[]).includes(status) ? 'excluded' : 'included';

export async function commissionsOf(db: Db, batchIds: string[]): Promise<Map<string, Schemas['WorkerCommission'][]>> {
  const result = new Map<string, Schemas['WorkerCommission'][]>();
  if (batchIds.length === 0) return result;
  const rows = await db
    .select({ commission: workerCommissions, firstName: workers.firstName, lastName: workers.lastName })
    .from(workerCommissions)
    .innerJoin(workers, eq(workers.id, workerCommissions.workerId))
    .where(inArray(workerCommissions.batchId, batchIds))
    .orderBy(asc(workers.lastName), asc(workers.firstName));
  const ids = rows.map((r) => r.commission.id);
  const inputs = await inPositionOrder(db, commissionInputs, commissionInputs.workerCommissionId, ids);
  const inputIds = inputs.map((input) => input.id);
  const steps = await inPositionOrder(db, commissionInputSteps, commissionInputSteps.inputId, inputIds);
  // Grouped once: filtering the whole list per commission and per input was quadratic (seconds for 25 batches).
  const inputsOf = groupBy(inputs, (input) => input.workerCommissionId);
  const stepsOf = groupBy(steps, (step) => step.inputId);
  const uploadsOf = await inputUploadsOf(db, inputIds);
  for (const { commission, firstName, lastName } of rows) {
    const list = result.get(commission.batchId) ?? [];
    result.set(commission.batchId, list);
    list.push({
      workerId: commission.workerId,
      payrollFileNumber: commission.payrollFileNumber,
      firstName,
      lastName,
      total: commission.total,
      manualTotal: commission.manualTotal,
      status: commissionStatusOut(commission.status),
      compensationPlanId: commission.compensationPlanId,
      brand: commission.brand ?? 'Unassigned',
      department: commission.department ?? 'Unassigned',
      title: commission.title ?? 'Unassigned',
      rank: commission.rank ?? 0,
      inputs: (inputsOf.get(commission.id) ?? []).map((input) => ({
        name: input.name,
        origin: input.origin,
        inputType: input.inputType,
        initialValue: Number(input.initialValue),
        value: Number(input.value),
        total: input.total,
        stepType: input.stepType,
        steps: (stepsOf.get(input.id) ?? []).map(stepOut),
        uploads: uploadsOf.get(input.id) ?? [],
      })),
    });
  }
  return result;
}
