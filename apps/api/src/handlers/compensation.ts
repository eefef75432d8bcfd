import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import {
  canResubmitBatch,
  canTransitionBatch,
  commissionInputTotal,
  commissionValueErrors,
  coveringBatch,
  isBatchCreator,
  isChargebackLine,
  can,
  DEFAULT_COMPANY_FEATURES,
  type PolicyAction,
  type PolicyContext,
  sortDynamicCommissionPlans,
  validateSteps,
  workerCommissionTotal,
  type CommissionBatchStatus,
} from '@cuadre/domain';
import type { Db } from '../db/index.ts';
import {
  brands,
  commissionBatchEvents,
  commissionBatchManualInputs,
  commissionBatchTitles,
  commissionBatches,
  commissionInputSteps,
  commissionInputs,
  commissionPlanLines,
  commissionPlanSteps,
  commissionPlanWorkers,
  commissionPlans,
  companies,
  dashboardUserTitles,
  dashboardUsers,
  departments,
  titles,
  workerCommissions,
  workers,
} from '../db/schema/index.ts';
import { isInternal, type CompanyScope, type RequestAuth } from '../server/authorization.ts';
import type { Handlers } from '../server/handler-types.ts';
import { conflict, forbidden, HttpError, notFound, unprocessable, type ProblemFieldError } from '../server/problem.ts';
import { groupBy, inScope, pageAndTotal, pageOf, paging, requiredInstant, requireUuid, where } from './common.ts';
import { rejectIfErrors } from './csv-upload.ts';
import { feedNewBatch, inputUploadsOf } from './commission-uploads.ts';
import { day, dollars, moment } from './guardrails.ts';

type Schemas = components['schemas'];
type BatchRow = typeof commissionBatches.$inferSelect;
type PlanRow = typeof commissionPlans.$inferSelect;

const eventTypes = new Set(['created', 'updated', 'submitted', 'moved-to-review', 'approved', 'rejected', 'uploaded']);

async function titleTree(db: Db, titleIds: string[]) {
  if (titleIds.length === 0) return [];
  return db
    .select({ titleId: titles.id, title: titles.name, rank: titles.rank, department: departments.name, brand: brands.name })
    .from(titles)
    .innerJoin(departments, eq(departments.id, titles.departmentId))
    .innerJoin(brands, eq(brands.id, departments.brandId))
    .where(inArray(titles.id, titleIds));
}

function setOfWorkersOf(tree: { brand: string; department: string; title: string }[]): Schemas['SetOfWorkers'] {
  const byBrand = new Map<string, Map<string, string[]>>();
  for (const row of tree) {
    const departmentsOf = byBrand.get(row.brand) ?? new Map<string, string[]>();
    byBrand.set(row.brand, departmentsOf);
    const list = departmentsOf.get(row.department) ?? [];
    departmentsOf.set(row.department, list);
    if (!list.includes(row.title)) list.push(row.title);
  }
  return [...byBrand.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([brand, departmentsOf]) => ({
      brand,
      departments: [...departmentsOf.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, list]) => ({ name, titles: [...list].sort() })),
    }));
}

// A worker's commission that a batch does not pay; every other status is paid.
export const EXCLUDED_STATUSES = ['rejected', 'on-hold'] as const;
const commissionStatusOut = (status: string): 'included' | 'excluded' => ((EXCLUDED_STATUSES as readonly string[]).includes(status) ? 'excluded' : 'included');

async function commissionsOf(db: Db, batchIds: string[]): Promise<Map<string, Schemas['WorkerCommission'][]>> {
  const result = new Map<string, Schemas['WorkerCommission'][]>();
  if (batchIds.length === 0) return result;
  const rows = await db
    .select({ commission: workerCommissions, firstName: workers.firstName, lastName: workers.lastName })
    .from(workerCommissions)
    .innerJoin(workers, eq(workers.id, workerCommissions.workerId))
    .where(inArray(workerCommissions.batchId, batchIds))
    .orderBy(asc(workers.lastName), asc(workers.firstName));
  const ids = rows.map((r) => r.commission.id);
  const inputs = ids.length === 0 ? [] : await db.select().from(commissionInputs).where(inArray(commissionInputs.workerCommissionId, ids)).orderBy(asc(commissionInputs.position));
  const steps = inputs.length === 0 ? [] : await db.select().from(commissionInputSteps).where(inArray(commissionInputSteps.inputId, inputs.map((i) => i.id))).orderBy(asc(commissionInputSteps.position));
  // Grouped once: filtering the whole list per commission and per input was quadratic (seconds for 25 batches).
  const inputsOf = groupBy(inputs, (input) => input.workerCommissionId);
  const stepsOf = groupBy(steps, (step) => step.inputId);
  const uploadsOf = await inputUploadsOf(db, inputs.map((input) => input.id));
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
        steps: (stepsOf.get(input.id) ?? []).map((s) => ({ min: Number(s.min), max: s.max === null ? null : Number(s.max), perUnit: Number(s.perUnit), flat: s.flat })),
        uploads: uploadsOf.get(input.id) ?? [],
      })),
    });
  }
  return result;
}

type BatchSums = { workerCount: number; total: number };

/**
 * What a batch list shows of each batch, summed by the database: its worker count and the total it pays, each
 * worker at their manual total when one is set (the domain's workerCommissionTotal), excluded workers left out.
 * A page of 25 batches of a large company reads 25 rows instead of some 5,000.
 */
async function commissionSumsOf(db: Db, batchIds: string[]): Promise<Map<string, BatchSums>> {
  const rows = await db
    .select({
      batchId: workerCommissions.batchId,
      workerCount: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(coalesce(${workerCommissions.manualTotal}, ${workerCommissions.total})) filter (where ${notInArray(workerCommissions.status, [...EXCLUDED_STATUSES])}), 0)::bigint`,
    })
    .from(workerCommissions)
    .where(inArray(workerCommissions.batchId, batchIds))
    .groupBy(workerCommissions.batchId);
  return new Map(rows.map((row) => [row.batchId, { workerCount: row.workerCount, total: Number(row.total) }]));
}

/** `summary` leaves `commissions` empty: lists show totals and counts, not each worker's inputs. */
async function batchesOut(db: Db, rows: BatchRow[], detail: 'with-commissions' | 'summary' = 'with-commissions'): Promise<Schemas['CommissionBatch'][]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [events, manual, batchTitles, commissions, totals] = await Promise.all([
    db.select().from(commissionBatchEvents).where(inArray(commissionBatchEvents.batchId, ids)).orderBy(asc(commissionBatchEvents.at), asc(commissionBatchEvents.id)),
    db.select().from(commissionBatchManualInputs).where(inArray(commissionBatchManualInputs.batchId, ids)).orderBy(asc(commissionBatchManualInputs.name)),
    // Each batch's titles with their department and brand, in the same round trip as the rest.
    db
      .select({ batchId: commissionBatchTitles.batchId, titleId: titles.id, title: titles.name, rank: titles.rank, department: departments.name, brand: brands.name })
      .from(commissionBatchTitles)
      .innerJoin(titles, eq(titles.id, commissionBatchTitles.titleId))
      .innerJoin(departments, eq(departments.id, titles.departmentId))
      .innerJoin(brands, eq(brands.id, departments.brandId))
      .where(inArray(commissionBatchTitles.batchId, ids)),
    detail === 'with-commissions' ? commissionsOf(db, ids) : new Map<string, Schemas['WorkerCommission'][]>(),
    detail === 'summary' ? commissionSumsOf(db, ids) : new Map<string, BatchSums>(),
  ]);
  return rows.map((row) => {
    const own = commissions.get(row.id) ?? [];
    const sums: BatchSums =
      detail === 'summary'
        ? (totals.get(row.id) ?? { workerCount: 0, total: 0 })
        : { workerCount: own.length, total: own.filter((c) => c.status === 'included').reduce((sum, c) => sum + workerCommissionTotal([c.total], c.manualTotal), 0) };
    return {
      id: row.id,
      area: areaOfGeneration(row.generation),
      type: row.type,
      startDate: row.startDate,
      endDate: row.endDate,
      uploaded: row.uploaded,
      status: row.status,
      companyId: row.companyId,
      creatorEmail: row.creatorEmail,
      notes: row.notes,
      events: events
        .filter((e) => e.batchId === row.id)
        .map((e) => ({
          type: (eventTypes.has(e.kind) ? e.kind : 'updated') as Schemas['CommissionBatchEvent']['type'],
          actorEmail: e.actorEmail,
          at: requiredInstant(e.at),
          reason: e.message,
        })),
      manualInputs: manual.filter((m) => m.batchId === row.id).map((m) => ({ name: m.name, value: Number(m.value) })),
      setOfWorkers: setOfWorkersOf(batchTitles.filter((title) => title.batchId === row.id)),
      total: sums.total,
      workerCount: sums.workerCount,
      version: new Date(row.updatedAt).getTime(),
      createdAt: requiredInstant(row.createdAt),
      updatedAt: requiredInstant(row.updatedAt),
      commissions: own,
    };
  });
}

type CommissionArea = Schemas['CommissionArea'];

// Each commission area holds the batches of one generation (`commission_batches.generation`), and lists, creates and
// opens only those: Parts & Services (1), Sales Commissions (2), Commission Batches (3, the provider's staff).
export const areaGeneration: Record<CommissionArea, number> = { commissions: 1, 'commissions-v2': 2, 'commissions-v3': 3 };
const areaOfGeneration = (generation: number): CommissionArea => (generation === 3 ? 'commissions-v3' : generation === 2 ? 'commissions-v2' : 'commissions');
const commissionAreas = Object.keys(areaGeneration) as CommissionArea[];

// The domain's rules of who opens and who creates batches in each area (packages/domain/src/policies.ts).
const areaView: Record<CommissionArea, PolicyAction> = { commissions: 'commissions.view', 'commissions-v2': 'commissions-v2.view', 'commissions-v3': 'commissions-v3.view' };
const areaCreate: Record<CommissionArea, PolicyAction> = { commissions: 'commissions.create-batch', 'commissions-v2': 'commissions-v2.create-batch', 'commissions-v3': 'commissions-v3.create-batch' };

async function areaContext(db: Db, auth: RequestAuth): Promise<PolicyContext> {
  const [user] = await db.select({ count: dashboardUsers.dynamicCommissionPermissions }).from(dashboardUsers).where(eq(dashboardUsers.id, auth.user.id));
  return { features: DEFAULT_COMPANY_FEATURES, dynamicCommissionCount: user?.count ?? 0 };
}

/** The generations of the areas the caller may open: a batch of another area answers 404, as a missing one. */
async function openableGenerations(db: Db, auth: RequestAuth): Promise<number[]> {
  const context = await areaContext(db, auth);
  return commissionAreas.filter((area) => can(areaView[area], auth.user, context)).map((area) => areaGeneration[area]);
}

export async function requireArea(db: Db, auth: RequestAuth, area: CommissionArea, kind: 'view' | 'create'): Promise<void> {
  const action = (kind === 'view' ? areaView : areaCreate)[area];
  if (!can(action, auth.user, await areaContext(db, auth))) {
    throw forbidden(kind === 'view' ? `You cannot open the ${area} area's batches.` : `You cannot create batches in the ${area} area.`);
  }
}

async function findBatch(db: Db, scope: CompanyScope, id: string, generations?: number[]): Promise<BatchRow> {
  requireUuid(id, 'The commission batch');
  const [row] = await db
    .select()
    .from(commissionBatches)
    .where(where(eq(commissionBatches.id, id), inScope(scope, commissionBatches.companyId), generations ? inArray(commissionBatches.generation, generations) : undefined));
  if (!row) throw notFound('The commission batch');
  return row;
}

async function batchOut(db: Db, id: string): Promise<Schemas['CommissionBatch']> {
  const [row] = await db.select().from(commissionBatches).where(eq(commissionBatches.id, id));
  const [out] = await batchesOut(db, [row!]);
  return out!;
}

type Transition = { to: CommissionBatchStatus; event: Schemas['CommissionBatchEvent']['type'] };

/** Moves a batch along the state machine; a conditional update lets exactly one of two racing requests win. */
async function moveBatch(db: Db, auth: RequestAuth, scope: CompanyScope, id: string, transition: Transition, reason: string | null, audit: (entry: { companyId: string; entity: string; entityId: string; action: string; before?: unknown; after?: unknown }, tx: Db) => Promise<void>, action: string, now: Date) {
  const batch = await findBatch(db, scope, id, await openableGenerations(db, auth));
  const [company] = await db.select({ features: companies.features }).from(companies).where(eq(companies.id, batch.companyId));
  const context = { features: company!.features };
  // Submitting a rejected batch reopens and submits it at once (rejected → draft → pending-approval).
  const resubmit = transition.to === 'pending-approval' && canResubmitBatch(auth.user, { status: batch.status, creatorEmail: batch.creatorEmail }, context);
  if (!resubmit && !canTransitionBatch(auth.user, { status: batch.status, creatorEmail: batch.creatorEmail }, transition.to, context)) {
    if (transition.to === 'approved' && isBatchCreator(auth.user, batch)) throw forbidden('Nobody approves a batch they created.');
    const possible = ['draft', 'pending-approval', 'in-review', 'rejected', 'approved'].includes(batch.status);
    throw possible && batch.status !== transition.to && !['submitted'].includes(transition.event)
      ? conflict(`A batch in status ${batch.status} cannot become ${transition.to}.`)
      : conflict(`A batch in status ${batch.status} cannot become ${transition.to}.`);
  }
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(commissionBatches)
      .set({ status: transition.to, updatedAt: now })
      .where(and(eq(commissionBatches.id, batch.id), eq(commissionBatches.status, batch.status)))
      .returning({ id: commissionBatches.id });
    if (moved.length === 0) throw conflict('The batch changed meanwhile; reload it.');
    await tx.insert(commissionBatchEvents).values({ batchId: batch.id, kind: transition.event, actorEmail: auth.user.email, fromStatus: batch.status, toStatus: transition.to, message: reason, at: now });
    await audit({ companyId: batch.companyId, entity: 'commission-batch', entityId: batch.id, action, before: { status: batch.status }, after: { status: transition.to, reason } }, tx);
  });
  return { status: 200 as const, body: await batchOut(db, batch.id) };
}

async function plansOut(db: Db, rows: PlanRow[]): Promise<Schemas['CommissionPlan'][]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [members, lines, brandRows, departmentRows, titleRows] = await Promise.all([
    db.select().from(commissionPlanWorkers).where(inArray(commissionPlanWorkers.planId, ids)),
    db.select().from(commissionPlanLines).where(inArray(commissionPlanLines.planId, ids)).orderBy(asc(commissionPlanLines.position)),
    db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.companyId, [...new Set(rows.map((r) => r.companyId))])),
    db.select({ id: departments.id, name: departments.name }).from(departments),
    db.select({ id: titles.id, name: titles.name }).from(titles),
  ]);
  const steps = lines.length === 0 ? [] : await db.select().from(commissionPlanSteps).where(inArray(commissionPlanSteps.lineId, lines.map((l) => l.id))).orderBy(asc(commissionPlanSteps.position));
  const nameOf = (list: { id: string; name: string }[], id: string | null) => (id ? (list.find((x) => x.id === id)?.name ?? null) : null);
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    active: row.active,
    workerIds: members.filter((m) => m.planId === row.id).map((m) => m.workerId),
    brand: nameOf(brandRows, row.brandId),
    department: nameOf(departmentRows, row.departmentId),
    title: nameOf(titleRows, row.titleId),
    lines: lines
      .filter((l) => l.planId === row.id)
      .map((l) => ({
        name: l.name,
        type: l.type,
        inputType: l.inputType,
        commissionType: l.commissionType,
        origin: l.origin,
        manual: l.manual,
        rank: l.rank,
        applyTo: l.applyTo === null ? [] : [l.applyTo],
        subtractTo: l.subtractTo,
        addTo: l.addTo,
        visible: l.visible,
        steps: steps.filter((s) => s.lineId === l.id).map((s) => ({ min: Number(s.min), max: s.max === null ? null : Number(s.max), perUnit: Number(s.perUnit), flat: s.flat })),
      })),
    createdAt: requiredInstant(row.createdAt),
    updatedAt: requiredInstant(row.createdAt),
  }));
}

async function resolvePlacement(db: Db, companyId: string, input: { brand: string | null; department: string | null; title: string | null }) {
  const errors: ProblemFieldError[] = [];
  let brandId: string | null = null;
  let departmentId: string | null = null;
  let titleId: string | null = null;
  if (input.brand) {
    const [brand] = await db.select().from(brands).where(and(eq(brands.companyId, companyId), eq(brands.name, input.brand)));
    if (!brand) errors.push({ pointer: '/body/brand', message: `No brand ${input.brand} in this company.` });
    brandId = brand?.id ?? null;
  }
  if (input.department) {
    const [department] = brandId ? await db.select().from(departments).where(and(eq(departments.brandId, brandId), eq(departments.name, input.department))) : [];
    if (!department) errors.push({ pointer: '/body/department', message: `No department ${input.department} in that brand.` });
    departmentId = department?.id ?? null;
  }
  if (input.title) {
    const [title] = departmentId ? await db.select().from(titles).where(and(eq(titles.departmentId, departmentId), eq(titles.name, input.title))) : [];
    if (!title) errors.push({ pointer: '/body/title', message: `No title ${input.title} in that department.` });
    titleId = title?.id ?? null;
  }
  return { brandId, departmentId, titleId, errors };
}

async function savePlan(db: Db, companyId: string, body: Schemas['CommissionPlanInput'], planId: string | null): Promise<string> {
  const errors: ProblemFieldError[] = [];
  body.lines.forEach((line, index) => {
    for (const error of validateSteps(line.steps, line.inputType, line.type, `/body/lines/${index}/steps`)) errors.push({ pointer: error.path, message: error.message });
    if (line.applyTo.length > 1) errors.push({ pointer: `/body/lines/${index}/applyTo`, message: 'A line takes the value of at most one other line.' });
    if (body.lines.findIndex((other) => other.name === line.name) !== index) errors.push({ pointer: `/body/lines/${index}/name`, message: `The line ${line.name} appears twice.` });
  });
  const placement = await resolvePlacement(db, companyId, body);
  errors.push(...placement.errors);
  const workerIds = body.workerIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const known = workerIds.length === 0 ? [] : await db.select({ id: workers.id }).from(workers).where(and(eq(workers.companyId, companyId), inArray(workers.id, workerIds)));
  body.workerIds.forEach((id, index) => {
    if (!known.some((k) => k.id === id)) errors.push({ pointer: `/body/workerIds/${index}`, message: 'No such worker in this company.' });
  });
  if (errors.length > 0) throw unprocessable('The plan breaks a rule.', errors);
  return db.transaction(async (tx) => {
    const name = [body.brand, body.department, body.title].filter(Boolean).join(' · ') || 'Company plan';
    let id = planId;
    if (id) {
      await tx.update(commissionPlans).set({ name, active: body.active, brandId: placement.brandId, departmentId: placement.departmentId, titleId: placement.titleId }).where(eq(commissionPlans.id, id));
      await tx.delete(commissionPlanLines).where(eq(commissionPlanLines.planId, id));
      await tx.delete(commissionPlanWorkers).where(eq(commissionPlanWorkers.planId, id));
    } else {
      const [created] = await tx.insert(commissionPlans).values({ companyId, name, active: body.active, brandId: placement.brandId, departmentId: placement.departmentId, titleId: placement.titleId }).returning();
      id = created!.id;
    }
    if (body.workerIds.length > 0) await tx.insert(commissionPlanWorkers).values(body.workerIds.map((workerId) => ({ planId: id, workerId })));
    for (const [position, line] of body.lines.entries()) {
      const [saved] = await tx
        .insert(commissionPlanLines)
        .values({ planId: id, position, name: line.name, type: line.type, inputType: line.inputType, commissionType: line.commissionType, origin: line.origin, manual: line.manual, rank: line.rank, applyTo: line.applyTo[0] ?? null, subtractTo: line.subtractTo, addTo: line.addTo, visible: line.visible })
        .returning();
      if (line.steps.length > 0) await tx.insert(commissionPlanSteps).values(line.steps.map((step, stepPosition) => ({ lineId: saved!.id, position: stepPosition, min: step.min, max: step.max, perUnit: step.perUnit, flat: step.flat })));
    }
    return id;
  });
}

async function userTitleIds(db: Db, userId: string): Promise<string[] | null> {
  const rows = await db.select({ titleId: dashboardUserTitles.titleId }).from(dashboardUserTitles).where(eq(dashboardUserTitles.userId, userId));
  return rows.length === 0 ? null : rows.map((r) => r.titleId);
}

export const compensationHandlers = {
  async listCommissionWorkers({ query, scope, auth, db }) {
    const batch = await findBatch(db, scope, query.commissionBatchId, await openableGenerations(db, auth));
    return { status: 200, body: { commissions: (await commissionsOf(db, [batch.id])).get(batch.id) ?? [] } };
  },

  async listCommissionBatches({ query, auth, db, companyId }) {
    await requireArea(db, auth, query.area, 'view');
    const page = paging(query);
    const openStatuses = ['draft', 'pending-approval', 'in-review', 'rejected'] as const;
    const filterTitles =
      query.brand || query.department || query.title
        ? db
            .select({ batchId: commissionBatchTitles.batchId })
            .from(commissionBatchTitles)
            .innerJoin(titles, eq(titles.id, commissionBatchTitles.titleId))
            .innerJoin(departments, eq(departments.id, titles.departmentId))
            .innerJoin(brands, eq(brands.id, departments.brandId))
            .where(where(query.brand ? eq(brands.name, query.brand) : undefined, query.department ? eq(departments.name, query.department) : undefined, query.title ? eq(titles.name, query.title) : undefined))
        : undefined;
    const condition = where(
      eq(commissionBatches.companyId, companyId),
      eq(commissionBatches.generation, areaGeneration[query.area]),
      query.status && query.status.length > 0 ? inArray(commissionBatches.status, query.status) : undefined,
      query.creatorEmail ? eq(commissionBatches.creatorEmail, query.creatorEmail.toLowerCase()) : undefined,
      // `invisible=true` includes the preview batches; by default they are left out.
      query.invisible === true ? undefined : eq(commissionBatches.invisible, false),
      query.statusType === 'open' ? inArray(commissionBatches.status, [...openStatuses]) : query.statusType === 'closed' ? eq(commissionBatches.status, 'approved') : undefined,
      query.uploaded === undefined ? undefined : eq(commissionBatches.uploaded, query.uploaded),
      filterTitles ? inArray(commissionBatches.id, filterTitles) : undefined,
    );
    const { rows, total } = await pageAndTotal(
      db.select().from(commissionBatches).where(condition).orderBy(desc(commissionBatches.startDate), desc(commissionBatches.createdAt)).limit(page.limit).offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(commissionBatches).where(condition),
    );
    const items = (await batchesOut(db, rows, 'summary')).map(({ commissions: _, ...summary }) => summary);
    return { status: 200, body: pageOf(items, total, page) };
  },

  async createCommissionBatch({ body, auth, db, audit, now, companyId }) {
    await requireArea(db, auth, body.area, 'create');
    if (body.endDate < body.startDate) throw unprocessable('The batch ends before it starts.', [{ pointer: '/body/endDate', message: 'The end date is before the start date.' }]);
    const wanted = body.setOfWorkers.flatMap((b) => b.departments.flatMap((d) => d.titles.map((t) => ({ brand: b.brand, department: d.name, title: t }))));
    const tree = await db
      .select({ titleId: titles.id, title: titles.name, rank: titles.rank, department: departments.name, brand: brands.name })
      .from(titles)
      .innerJoin(departments, eq(departments.id, titles.departmentId))
      .innerJoin(brands, eq(brands.id, departments.brandId))
      .where(eq(brands.companyId, companyId));
    const errors: ProblemFieldError[] = [];
    const chosen = wanted.flatMap((w, index) => {
      const match = tree.find((t) => t.brand === w.brand && t.department === w.department && t.title === w.title);
      if (!match) errors.push({ pointer: `/body/setOfWorkers`, message: `No title ${w.brand} / ${w.department} / ${w.title} (entry ${index + 1}).` });
      return match ? [match] : [];
    });
    if (chosen.length === 0 && errors.length === 0) errors.push({ pointer: '/body/setOfWorkers', message: 'Choose at least one title.' });
    rejectIfErrors(errors);
    const members = await db.select().from(workers).where(and(eq(workers.companyId, companyId), eq(workers.commissionsActive, true), inArray(workers.titleId, chosen.map((c) => c.titleId))));
    const plans = await db.select().from(commissionPlans).where(and(eq(commissionPlans.companyId, companyId), eq(commissionPlans.active, true)));
    const planMembers = plans.length === 0 ? [] : await db.select().from(commissionPlanWorkers).where(inArray(commissionPlanWorkers.planId, plans.map((p) => p.id)));
    const planLines = plans.length === 0 ? [] : await db.select().from(commissionPlanLines).where(inArray(commissionPlanLines.planId, plans.map((p) => p.id))).orderBy(asc(commissionPlanLines.position));
    const planSteps = planLines.length === 0 ? [] : await db.select().from(commissionPlanSteps).where(inArray(commissionPlanSteps.lineId, planLines.map((l) => l.id))).orderBy(asc(commissionPlanSteps.position));
    const generation = areaGeneration[body.area];
    const id = await db.transaction(async (tx) => {
      // One batch creation of a company at a time, so two identical requests cannot both find no covering batch.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
      const sameDates = await tx
        .select({ id: commissionBatches.id, generation: commissionBatches.generation, type: commissionBatches.type, status: commissionBatches.status, startDate: commissionBatches.startDate, endDate: commissionBatches.endDate, createdAt: commissionBatches.createdAt, creatorEmail: commissionBatches.creatorEmail, titleId: commissionBatchTitles.titleId })
        .from(commissionBatches)
        .innerJoin(commissionBatchTitles, eq(commissionBatchTitles.batchId, commissionBatches.id))
        .where(and(eq(commissionBatches.companyId, companyId), eq(commissionBatches.startDate, body.startDate), eq(commissionBatches.endDate, body.endDate)));
      const existing = [...groupBy(sameDates, (row) => row.id).values()].map((rows) => ({ ...rows[0]!, titleIds: rows.map((row) => row.titleId) }));
      const covering = coveringBatch({ generation, type: body.type, startDate: body.startDate, endDate: body.endDate, titleIds: chosen.map((c) => c.titleId) }, existing);
      if (covering) {
        const shared = chosen.filter((c) => covering.titleIds.includes(c.titleId)).map((c) => `${c.brand} / ${c.department} / ${c.title}`);
        const message = `A batch of this area (${covering.status}, created by ${covering.creatorEmail} on ${moment(covering.createdAt)}) already covers ${shared.join(', ')} from ${day(body.startDate)} to ${day(body.endDate)}; a second batch would pay those workers twice. Open that batch instead.`;
        throw new HttpError(409, message, [{ pointer: '/body/setOfWorkers', message }], undefined, { kind: 'commission-batch', id: covering.id, area: body.area });
      }
      const [batch] = await tx.insert(commissionBatches).values({ companyId: companyId, generation, type: body.type, status: 'draft', startDate: body.startDate, endDate: body.endDate, creatorEmail: auth.user.email, notes: body.notes ?? null, createdAt: now, updatedAt: now }).returning();
      await tx.insert(commissionBatchTitles).values(chosen.map((c) => ({ batchId: batch!.id, titleId: c.titleId })));
      for (const worker of members) {
        const position = tree.find((t) => t.titleId === worker.titleId)!;
        const plan = plans.find((p) => planMembers.some((m) => m.planId === p.id && m.workerId === worker.id)) ?? plans.find((p) => p.titleId === worker.titleId) ?? null;
        const lines = plan ? planLines.filter((l) => l.planId === plan.id) : [];
        const [commission] = await tx.insert(workerCommissions).values({ batchId: batch!.id, workerId: worker.id, payrollFileNumber: worker.payrollFileNumber, total: 0, status: 'pending', compensationPlanId: plan?.id ?? null, brand: position.brand, department: position.department, title: position.title, rank: position.rank }).returning();
        for (const [index, line] of lines.entries()) {
          const steps = planSteps.filter((s) => s.lineId === line.id).map((s) => ({ min: Number(s.min), max: s.max === null ? null : Number(s.max), perUnit: Number(s.perUnit), flat: s.flat }));
          const total = commissionInputTotal({ name: line.name, inputType: line.inputType, value: 0, stepType: line.type, steps });
          const [input] = await tx.insert(commissionInputs).values({ workerCommissionId: commission!.id, position: index, name: line.name, origin: line.origin, inputType: line.inputType, commissionType: line.commissionType, stepType: line.type, initialValue: 0, value: 0, total: total.ok ? total.value : 0 }).returning();
          if (steps.length > 0) await tx.insert(commissionInputSteps).values(steps.map((s, stepPosition) => ({ inputId: input!.id, position: stepPosition, ...s })));
        }
      }
      await tx.insert(commissionBatchEvents).values({ batchId: batch!.id, kind: 'created', actorEmail: auth.user.email, toStatus: 'draft', at: now });
      // A Commission Batches batch starts from the uploads of its period (deals, payroll provider, technician hours).
      await feedNewBatch(tx, batch!.id, { now, actorEmail: auth.user.email, audit });
      await audit({ companyId: companyId, entity: 'commission-batch', entityId: batch!.id, action: 'createCommissionBatch', after: { status: 'draft', startDate: body.startDate, endDate: body.endDate, workers: members.length } }, tx);
      return batch!.id;
    });
    return { status: 201, body: await batchOut(db, id) };
  },

  async getCommissionBatch({ params, scope, auth, db }) {
    const batch = await findBatch(db, scope, params.id, await openableGenerations(db, auth));
    return { status: 200, body: await batchOut(db, batch.id) };
  },

  async updateCommissionBatch({ params, body, scope, auth, db, audit, now }) {
    const batch = await findBatch(db, scope, params.id, await openableGenerations(db, auth));
    if (batch.status !== 'draft' && batch.status !== 'rejected') throw conflict(`A batch in status ${batch.status} cannot change.`);
    if (new Date(batch.updatedAt).getTime() !== body.version) throw conflict('Someone else changed this batch; reload it.');
    const existing = (await commissionsOf(db, [batch.id])).get(batch.id) ?? [];
    const errors: ProblemFieldError[] = [];
    // The plans' chargeback lines: the only inputs that may take a negative value.
    const planIds = [...new Set(existing.flatMap((c) => (c.compensationPlanId ? [c.compensationPlanId] : [])))];
    const planLines = planIds.length === 0 ? [] : await db.select({ planId: commissionPlanLines.planId, name: commissionPlanLines.name, subtractTo: commissionPlanLines.subtractTo }).from(commissionPlanLines).where(inArray(commissionPlanLines.planId, planIds));
    (body.commissions ?? []).forEach((change, index) => {
      const current = existing.find((c) => c.workerId === change.workerId);
      if (!current) errors.push({ pointer: `/body/commissions/${index}/workerId`, message: 'This worker is not in the batch.' });
      (change.inputs ?? []).forEach((input, inputIndex) => {
        const known = current?.inputs.find((i) => i.name === input.name);
        if (current && !known) errors.push({ pointer: `/body/commissions/${index}/inputs/${inputIndex}/name`, message: `No input ${input.name} for this worker.` });
        if (!current || !known) return;
        const line = planLines.find((l) => l.planId === current.compensationPlanId && l.name === input.name);
        const figure = known.inputType === 'dollars' && Number.isSafeInteger(input.value) ? dollars(input.value) : String(input.value);
        for (const error of commissionValueErrors(input.value, { inputType: known.inputType, chargeback: line ? isChargebackLine(line) : false, origin: known.origin }, `/body/commissions/${index}/inputs/${inputIndex}/value`)) {
          errors.push({ pointer: error.path, message: `The value ${figure} of “${input.name}” for ${current.firstName} ${current.lastName} is refused. ${error.message}` });
        }
      });
    });
    if (errors.length > 0) throw unprocessable('Some changes to the batch break a rule; nothing was saved.', errors);
    await db.transaction(async (tx) => {
      const moved = await tx.update(commissionBatches).set({ updatedAt: now, ...(body.notes !== undefined ? { notes: body.notes } : {}) }).where(and(eq(commissionBatches.id, batch.id), eq(commissionBatches.updatedAt, batch.updatedAt), inArray(commissionBatches.status, ['draft', 'rejected']))).returning({ id: commissionBatches.id });
      if (moved.length === 0) throw conflict('Someone else changed this batch; reload it.');
      if (body.manualInputs) {
        await tx.delete(commissionBatchManualInputs).where(eq(commissionBatchManualInputs.batchId, batch.id));
        if (body.manualInputs.length > 0) await tx.insert(commissionBatchManualInputs).values(body.manualInputs.map((m) => ({ batchId: batch.id, name: m.name, value: m.value })));
      }
      const manualChanges: { workerId: string; manualTotal: number | null; computedTotal: number; setBy: string }[] = [];
      const inputErrors: ProblemFieldError[] = [];
      for (const [index, change] of (body.commissions ?? []).entries()) {
        const [row] = await tx.select().from(workerCommissions).where(and(eq(workerCommissions.batchId, batch.id), eq(workerCommissions.workerId, change.workerId)));
        const inputs = await tx.select().from(commissionInputs).where(eq(commissionInputs.workerCommissionId, row!.id)).orderBy(asc(commissionInputs.position));
        const totals: number[] = [];
        for (const input of inputs) {
          const value = change.inputs?.find((i) => i.name === input.name)?.value ?? Number(input.value);
          const steps = (await tx.select().from(commissionInputSteps).where(eq(commissionInputSteps.inputId, input.id)).orderBy(asc(commissionInputSteps.position))).map((s) => ({ min: Number(s.min), max: s.max === null ? null : Number(s.max), perUnit: Number(s.perUnit), flat: s.flat }));
          const total = commissionInputTotal({ name: input.name, inputType: input.inputType, value, stepType: input.stepType, steps }, `/body/commissions/${index}/inputs/${input.position}`);
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
        await tx.update(workerCommissions).set({ total: computed, manualTotal, status }).where(eq(workerCommissions.id, row!.id));
        if (change.manualTotal !== undefined && change.manualTotal !== row!.manualTotal) manualChanges.push({ workerId: change.workerId, manualTotal: change.manualTotal, computedTotal: computed, setBy: auth.user.email });
      }
      if (inputErrors.length > 0) throw unprocessable('Some inputs cannot be computed; nothing was saved.', inputErrors);
      await tx.insert(commissionBatchEvents).values({ batchId: batch.id, kind: 'updated', actorEmail: auth.user.email, message: body.notes ?? null, payload: { manualTotals: manualChanges }, at: now });
      await audit({ companyId: batch.companyId, entity: 'commission-batch', entityId: batch.id, action: 'updateCommissionBatch', before: { notes: batch.notes }, after: { notes: body.notes ?? batch.notes, manualTotals: manualChanges } }, tx);
    });
    return { status: 200, body: await batchOut(db, batch.id) };
  },

  async deleteCommissionBatch({ params, scope, auth, db, audit }) {
    const batch = await findBatch(db, scope, params.id, await openableGenerations(db, auth));
    if (batch.status !== 'draft') throw conflict('Only a draft batch can be deleted.');
    await db.transaction(async (tx) => {
      const removed = await tx.delete(commissionBatches).where(and(eq(commissionBatches.id, batch.id), eq(commissionBatches.status, 'draft'))).returning({ id: commissionBatches.id });
      if (removed.length === 0) throw conflict('The batch changed meanwhile; reload it.');
      await audit({ companyId: batch.companyId, entity: 'commission-batch', entityId: batch.id, action: 'deleteCommissionBatch', before: { status: batch.status } }, tx);
    });
    return { status: 204 };
  },

  async submitCommissionBatch({ params, scope, auth, db, audit, now }) {
    return moveBatch(db, auth, scope, params.id, { to: 'pending-approval', event: 'submitted' }, null, audit, 'submitCommissionBatch', now);
  },

  async moveCommissionBatchToReview({ params, scope, auth, db, audit, now }) {
    return moveBatch(db, auth, scope, params.id, { to: 'in-review', event: 'moved-to-review' }, null, audit, 'moveCommissionBatchToReview', now);
  },

  async approveCommissionBatch({ params, scope, auth, db, audit, now }) {
    return moveBatch(db, auth, scope, params.id, { to: 'approved', event: 'approved' }, null, audit, 'approveCommissionBatch', now);
  },

  async rejectCommissionBatch({ params, body, scope, auth, db, audit, now }) {
    return moveBatch(db, auth, scope, params.id, { to: 'rejected', event: 'rejected' }, body.reason, audit, 'rejectCommissionBatch', now);
  },

  async listBrands({ query, auth, db, companyId }) {
    if (!isInternal(auth) && query.email.toLowerCase() !== auth.user.email.toLowerCase()) throw notFound('The user');
    const [user] = await db.select({ id: dashboardUsers.id, brandsView: dashboardUsers.brandsView }).from(dashboardUsers).where(eq(dashboardUsers.email, query.email.toLowerCase()));
    const restricted = user && !user.brandsView ? await userTitleIds(db, user.id) : null;
    const rows = await db
      .select({ brand: brands.name, logoUrl: brands.logoUrl, department: departments.name, title: titles })
      .from(titles)
      .innerJoin(departments, eq(departments.id, titles.departmentId))
      .innerJoin(brands, eq(brands.id, departments.brandId))
      .where(where(eq(brands.companyId, companyId), restricted ? inArray(titles.id, restricted) : undefined))
      .orderBy(asc(brands.name), asc(departments.name), asc(titles.rank), asc(titles.name));
    const result: Schemas['BrandStructure'][] = [];
    for (const row of rows) {
      let brand = result.find((b) => b.name === row.brand);
      if (!brand) result.push((brand = { name: row.brand, logoUrl: row.logoUrl, departments: [] }));
      let department = brand.departments.find((d) => d.name === row.department);
      if (!department) brand.departments.push((department = { name: row.department, titles: [] }));
      department.titles.push({
        name: row.title.name,
        commissionBatchCreationLimitDate: row.title.commissionBatchCreationLimitDate,
        commissionBatchApprovalLimitDate: row.title.commissionBatchApprovalLimitDate,
        commissionFrequency: row.title.commissionFrequency,
        daysBeforeCreationNotification: row.title.daysBeforeCreationNotification,
        daysBeforeApprovalNotification: row.title.daysBeforeApprovalNotification,
      });
    }
    return { status: 200, body: { brands: result } };
  },

  async listCompensationPlans({ db, companyId }) {
    const rows = await db.select().from(commissionPlans).where(eq(commissionPlans.companyId, companyId)).orderBy(asc(commissionPlans.name), asc(commissionPlans.id));
    return { status: 200, body: { plans: await plansOut(db, rows) } };
  },

  async createCompensationPlan({ body, db, audit, companyId }) {
    const plan = await db.transaction(async (tx) => {
      const id = await savePlan(tx, companyId, { ...body, companyId }, null);
      const [row] = await tx.select().from(commissionPlans).where(eq(commissionPlans.id, id));
      const [saved] = await plansOut(tx, [row!]);
      await audit({ companyId: companyId, entity: 'commission-plan', entityId: id, action: 'createCompensationPlan', after: saved }, tx);
      return saved!;
    });
    return { status: 201, body: plan };
  },

  async updateCompensationPlan({ params, body, scope, db, audit, companyId }) {
    requireUuid(params.planId, 'The plan');
    // Read, changed and recorded in one transaction, the plan locked: two edits at once are applied one after the other.
    const plan = await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(commissionPlans).where(where(eq(commissionPlans.id, params.planId), inScope(scope, commissionPlans.companyId))).for('update');
      if (!existing) throw notFound('The plan');
      if (existing.companyId !== companyId) throw unprocessable('A plan cannot move to another company.', [{ pointer: '/body/companyId', message: 'Must be the plan’s own company.' }]);
      const [before] = await plansOut(tx, [existing]);
      await savePlan(tx, existing.companyId, { ...body, companyId }, existing.id);
      const [row] = await tx.select().from(commissionPlans).where(eq(commissionPlans.id, existing.id));
      const [saved] = await plansOut(tx, [row!]);
      await audit({ companyId: existing.companyId, entity: 'commission-plan', entityId: existing.id, action: 'updateCompensationPlan', before, after: saved }, tx);
      return saved!;
    });
    return { status: 200, body: plan };
  },

  async getCompensationPlan({ query, scope, db }) {
    requireUuid(query.planId, 'The plan');
    const [row] = await db.select().from(commissionPlans).where(where(eq(commissionPlans.id, query.planId), inScope(scope, commissionPlans.companyId)));
    if (!row) throw notFound('The plan');
    const [plan] = await plansOut(db, [row]);
    return { status: 200, body: plan! };
  },

  async listBatchWorkersData({ query, scope, auth, db }) {
    const batch = await findBatch(db, scope, query.commissionBatchId, await openableGenerations(db, auth));
    const batchTitles = await db.select({ titleId: commissionBatchTitles.titleId }).from(commissionBatchTitles).where(eq(commissionBatchTitles.batchId, batch.id));
    const tree = await titleTree(db, batchTitles.map((t) => t.titleId));
    const rows = tree.length === 0 ? [] : await db.select().from(workers).where(and(eq(workers.companyId, batch.companyId), inArray(workers.titleId, tree.map((t) => t.titleId)))).orderBy(asc(workers.lastName), asc(workers.firstName));
    const commissions = await db.select({ workerId: workerCommissions.workerId, planId: workerCommissions.compensationPlanId }).from(workerCommissions).where(eq(workerCommissions.batchId, batch.id));
    return {
      status: 200,
      body: {
        workers: rows.map((w) => {
          const position = tree.find((t) => t.titleId === w.titleId)!;
          return { workerId: w.id, payrollFileNumber: w.payrollFileNumber, firstName: w.firstName, lastName: w.lastName, brand: position.brand, department: position.department, title: position.title, rank: position.rank, compensationPlanId: commissions.find((c) => c.workerId === w.id)?.planId ?? null, commissionsActive: w.commissionsActive };
        }),
      },
    };
  },

  async getDynamicCommissionPermissions({ query, auth, db }) {
    if (query.userId !== auth.user.id && !isInternal(auth)) throw notFound('The user');
    requireUuid(query.userId, 'The user');
    const [user] = await db.select({ count: dashboardUsers.dynamicCommissionPermissions, companyId: dashboardUsers.companyId }).from(dashboardUsers).where(eq(dashboardUsers.id, query.userId));
    if (!user) throw notFound('The user');
    return { status: 200, body: { count: user.count } };
  },

  async getDynamicCommissionBatch({ params, scope, auth, db }) {
    const batch = await findBatch(db, scope, params.id, await openableGenerations(db, auth));
    return { status: 200, body: await batchOut(db, batch.id) };
  },

  async listDynamicCommissionPlans({ query, auth, db, companyId }) {
    if (query.userId !== auth.user.id && !isInternal(auth)) throw notFound('The user');
    requireUuid(query.userId, 'The user');
    const [user] = await db.select().from(dashboardUsers).where(eq(dashboardUsers.id, query.userId));
    if (!user || (user.companyId !== null && user.companyId !== companyId)) throw notFound('The user');
    const restricted = user.brandsView ? null : await userTitleIds(db, user.id);
    const rows = await db.select().from(commissionPlans).where(where(eq(commissionPlans.companyId, companyId), eq(commissionPlans.active, true)));
    const visible = restricted ? rows.filter((plan) => plan.titleId === null || restricted.includes(plan.titleId)) : rows;
    return { status: 200, body: { plans: sortDynamicCommissionPlans(await plansOut(db, visible)) } };
  },
} satisfies Partial<Handlers>;
