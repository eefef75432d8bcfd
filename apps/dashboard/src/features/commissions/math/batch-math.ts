import type { Schemas } from '@cuadre/api-client';
import type { Cents, ValidationError } from '@cuadre/domain';
import { commissionInputTotal, workerCommissionTotal } from '@cuadre/domain';

type WorkerCommission = Schemas['WorkerCommission'];
type CommissionInput = Schemas['CommissionInput'];

// Edits typed in the batch details screen, keyed by worker id, not yet saved.
export type WorkerEdit = {
  values: Readonly<Record<string, number>>;
  manualTotal?: Cents | null;
  manualReason?: string;
};
export type BatchEdits = Readonly<Record<string, WorkerEdit>>;

export type InputResult = { name: string; value: number; total: Cents | null; errors: ValidationError[] };

export type WorkerResult = {
  workerId: string;
  inputs: InputResult[];
  // The sum of the input totals (null while an input is invalid).
  computedTotal: Cents | null;
  manualTotal: Cents | null;
  // What the worker is paid: the manual total when set, else the computed one.
  effectiveTotal: Cents | null;
};

// §3: one input's total from its steps, as the API computes it (packages/domain).
export function inputTotal(
  input: Pick<CommissionInput, 'name' | 'inputType' | 'stepType' | 'steps'>,
  value: number,
): InputResult {
  const result = commissionInputTotal({
    name: input.name,
    inputType: input.inputType,
    value,
    stepType: input.stepType,
    steps: input.steps,
  });
  return result.ok
    ? { name: input.name, value, total: result.value, errors: [] }
    : { name: input.name, value, total: null, errors: result.errors };
}

// §3: a worker's commission with any unsaved edits applied: each input's total and the worker's total.
export function workerResult(commission: WorkerCommission, edit?: WorkerEdit): WorkerResult {
  const inputs = commission.inputs.map((input) => inputTotal(input, edit?.values[input.name] ?? input.value));
  const totals = inputs.map((input) => input.total);
  const computedTotal = totals.every((total): total is Cents => total !== null) ? workerCommissionTotal(totals) : null;
  const manualTotal = edit !== undefined && edit.manualTotal !== undefined ? edit.manualTotal : commission.manualTotal;
  const effectiveTotal = manualTotal ?? computedTotal;
  return { workerId: commission.workerId, inputs, computedTotal, manualTotal, effectiveTotal };
}

// §3: a batch's total: the included workers' totals (manual where set), null while any edit is invalid.
export function batchTotal(commissions: readonly WorkerCommission[], edits: BatchEdits = {}): Cents | null {
  let sum = 0;
  for (const commission of commissions) {
    if (commission.status !== 'included') continue;
    const total = workerResult(commission, edits[commission.workerId]).effectiveTotal;
    if (total === null) return null;
    sum += total;
  }
  return sum;
}

export type GroupTotal = { brand: string; department: string; title: string; workers: number; total: Cents };

// The verification summary: workers and totals per brand, department and title, in that order.
export function totalsByTitle(commissions: readonly WorkerCommission[]): GroupTotal[] {
  const groups = new Map<string, GroupTotal>();
  for (const commission of commissions) {
    if (commission.status !== 'included') continue;
    const key = [commission.brand, commission.department, commission.title].join('\u0000');
    const group = groups.get(key) ?? {
      brand: commission.brand,
      department: commission.department,
      title: commission.title,
      workers: 0,
      total: 0,
    };
    group.workers += 1;
    group.total += workerResult(commission).effectiveTotal ?? 0;
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      a.brand.localeCompare(b.brand) || a.department.localeCompare(b.department) || a.title.localeCompare(b.title),
  );
}

// The PATCH body's commissions for the edited workers; only what changed travels.
export function editsToUpdate(
  commissions: readonly WorkerCommission[],
  edits: BatchEdits,
): Schemas['CommissionBatchUpdate']['commissions'] {
  return commissions.flatMap((commission) => {
    const edit = edits[commission.workerId];
    if (edit === undefined) return [];
    const inputs = commission.inputs
      .filter((input) => edit.values[input.name] !== undefined && edit.values[input.name] !== input.value)
      .map((input) => ({ name: input.name, value: edit.values[input.name] as number }));
    const manualChanged = edit.manualTotal !== undefined && edit.manualTotal !== commission.manualTotal;
    if (inputs.length === 0 && !manualChanged) return [];
    return [
      {
        workerId: commission.workerId,
        ...(inputs.length > 0 ? { inputs } : {}),
        ...(manualChanged ? { manualTotal: edit.manualTotal ?? null } : {}),
      },
    ];
  });
}
