import { and, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { validateSteps } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import {
  brands,
  commissionPlanLines,
  commissionPlanSteps,
  commissionPlanWorkers,
  commissionPlans,
  departments,
  titles,
  workers,
} from '../../db/schema/index.ts';
import { unprocessable, type ProblemFieldError } from '../../server/problem.ts';
import { requiredInstant } from '../common.ts';
import { inPositionOrder } from '../queries.ts';
import { stepOut } from './worker-commissions.ts';

type Schemas = components['schemas'];
type PlanRow = typeof commissionPlans.$inferSelect;

export async function plansOut(db: Db, rows: PlanRow[]): Promise<Schemas['CommissionPlan'][]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [members, lines, brandRows, departmentRows, titleRows] = await Promise.all([
    db.select().from(commissionPlanWorkers).where(inArray(commissionPlanWorkers.planId, ids)),
    inPositionOrder(db, commissionPlanLines, commissionPlanLines.planId, ids),
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(inArray(brands.companyId, [...new Set(rows.map((r) => r.companyId))])),
    db.select({ id: departments.id, name: departments.name }).from(departments),
    db.select({ id: titles.id, name: titles.name }).from(titles),
  ]);
  const lineIds = lines.map((l) => l.id);
  const steps = await inPositionOrder(db, commissionPlanSteps, commissionPlanSteps.lineId, lineIds);
  const nameOf = (list: { id: string; name: string }[], id: string | null) =>
    id ? (list.find((x) => x.id === id)?.name ?? null) : null;
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    active: row.active,
    version: row.version,
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
        steps: steps.filter((s) => s.lineId === l.id).map(stepOut),
      })),
    createdAt: requiredInstant(row.createdAt),
    updatedAt: requiredInstant(row.createdAt),
  }));
}

const brandNamed = (db: Db, companyId: string, name: string) =>
  db
    .select()
    .from(brands)
    .where(and(eq(brands.companyId, companyId), eq(brands.name, name)));
const departmentNamed = (db: Db, brandId: string, name: string) =>
  db
    .select()
    .from(departments)
    .where(and(eq(departments.brandId, brandId), eq(departments.name, name)));
const titleNamed = (db: Db, departmentId: string, name: string) =>
  db
    .select()
    .from(titles)
    .where(and(eq(titles.departmentId, departmentId), eq(titles.name, name)));

/** The plan's brand, department and title, each found by its name within the one above it. */
async function resolvePlacement(
  db: Db,
  companyId: string,
  input: { brand: string | null; department: string | null; title: string | null },
) {
  const errors: ProblemFieldError[] = [];
  // The id of the row a name found, or null and a problem (`No brand … in this company.`) when it found none.
  const idOf = ([row]: { id: string }[], field: 'brand' | 'department' | 'title', name: string, within: string) => {
    if (!row) errors.push({ pointer: `/body/${field}`, message: `No ${field} ${name} in ${within}.` });
    return row?.id ?? null;
  };
  const brandId = input.brand
    ? idOf(await brandNamed(db, companyId, input.brand), 'brand', input.brand, 'this company')
    : null;
  const departmentId = input.department
    ? idOf(
        brandId ? await departmentNamed(db, brandId, input.department) : [],
        'department',
        input.department,
        'that brand',
      )
    : null;
  const titleId = input.title
    ? idOf(departmentId ? await titleNamed(db, departmentId, input.title) : [], 'title', input.title, 'that department')
    : null;
  return { brandId, departmentId, titleId, errors };
}

export async function savePlan(
  db: Db,
  companyId: string,
  body: Schemas['CommissionPlanInput'],
  planId: string | null,
): Promise<string> {
  const errors: ProblemFieldError[] = [];
  body.lines.forEach((line, index) => {
    for (const error of validateSteps(line.steps, line.inputType, line.type, `/body/lines/${index}/steps`))
      errors.push({ pointer: error.path, message: error.message });
    if (line.applyTo.length > 1)
      errors.push({
        pointer: `/body/lines/${index}/applyTo`,
        message: 'A line takes the value of at most one other line.',
      });
    if (body.lines.findIndex((other) => other.name === line.name) !== index)
      errors.push({ pointer: `/body/lines/${index}/name`, message: `The line ${line.name} appears twice.` });
  });
  const placement = await resolvePlacement(db, companyId, body);
  errors.push(...placement.errors);
  const workerIds = body.workerIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const known =
    workerIds.length === 0
      ? []
      : await db
          .select({ id: workers.id })
          .from(workers)
          .where(and(eq(workers.companyId, companyId), inArray(workers.id, workerIds)));
  body.workerIds.forEach((id, index) => {
    if (!known.some((k) => k.id === id))
      errors.push({ pointer: `/body/workerIds/${index}`, message: 'No such worker in this company.' });
  });
  if (errors.length > 0) throw unprocessable('The plan breaks a rule.', errors);
  return db.transaction(async (tx) => {
    const name = [body.brand, body.department, body.title].filter(Boolean).join(' · ') || 'Company plan';
    let id = planId;
    if (id) {
      await tx
        .update(commissionPlans)
        .set({
          name,
          active: body.active,
          brandId: placement.brandId,
          departmentId: placement.departmentId,
          titleId: placement.titleId,
          version: sql`${commissionPlans.version} + 1`,
        })
        .where(eq(commissionPlans.id, id));
      await tx.delete(commissionPlanLines).where(eq(commissionPlanLines.planId, id));
      await tx.delete(commissionPlanWorkers).where(eq(commissionPlanWorkers.planId, id));
    } else {
      const [created] = await tx
        .insert(commissionPlans)
        .values({
          companyId,
          name,
          active: body.active,
          brandId: placement.brandId,
          departmentId: placement.departmentId,
          titleId: placement.titleId,
        })
        .returning();
      id = created!.id;
    }
    if (body.workerIds.length > 0)
      await tx.insert(commissionPlanWorkers).values(body.workerIds.map((workerId) => ({ planId: id, workerId })));
    for (const [position, line] of body.lines.entries()) {
      const [saved] = await tx
        .insert(commissionPlanLines)
        .values({
          planId: id,
          position,
          name: line.name,
          type: line.type,
          inputType: line.inputType,
          commissionType: line.commissionType,
          origin: line.origin,
          manual: line.manual,
          rank: line.rank,
          applyTo: line.applyTo[0] ?? null,
          subtractTo: line.subtractTo,
          addTo: line.addTo,
          visible: line.visible,
        })
        .returning();
      if (line.steps.length > 0)
        await tx.insert(commissionPlanSteps).values(
          line.steps.map((step, stepPosition) => ({
            lineId: saved!.id,
            position: stepPosition,
            min: step.min,
            max: step.max,
            perUnit: step.perUnit,
            flat: step.flat,
          })),
        );
    }
    return id;
  });
}
