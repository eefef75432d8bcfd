import { and, eq, inArray } from 'drizzle-orm';
import { commissionInputTotal, coveringBatch } from '@cuadre/domain';
import {
  brands,
  commissionBatchEvents,
  commissionBatchTitles,
  commissionBatches,
  commissionInputSteps,
  commissionInputs,
  commissionPlanLines,
  commissionPlanSteps,
  commissionPlanWorkers,
  commissionPlans,
  companies,
  workerCommissions,
  workers,
} from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { HttpError, unprocessable, type ProblemFieldError } from '../../server/problem.ts';
import { groupBy } from '../common.ts';
import { rejectIfErrors } from '../csv-upload.ts';
import { day, moment } from '../guardrails.ts';
import { areaGeneration, requireArea } from './areas.ts';
import { auditBatch } from './batch-audit.ts';
import { batchOut } from './batch-out.ts';
import { inPositionOrder } from '../queries.ts';
import { titlesWithPlace } from './titles.ts';
import { feedNewBatch } from './upload-feed.ts';
import { stepOut } from './worker-commissions.ts';

// What `coveringBatch` compares of each batch of the same dates, with its titles.
const coveredColumns = {
  id: commissionBatches.id,
  generation: commissionBatches.generation,
  type: commissionBatches.type,
  status: commissionBatches.status,
  startDate: commissionBatches.startDate,
  endDate: commissionBatches.endDate,
  createdAt: commissionBatches.createdAt,
  creatorEmail: commissionBatches.creatorEmail,
};

// A new batch: its titles' workers, each with the inputs of their plan, refused when another batch covers them.
export const batchCreateHandlers = {
  async createCommissionBatch({ body, auth, db, audit, now, companyId }) {
    await requireArea(db, auth, body.area, 'create');
    if (body.endDate < body.startDate)
      throw unprocessable('The batch ends before it starts.', [
        { pointer: '/body/endDate', message: 'The end date is before the start date.' },
      ]);
    const wanted = body.setOfWorkers.flatMap((b) =>
      b.departments.flatMap((d) => d.titles.map((t) => ({ brand: b.brand, department: d.name, title: t }))),
    );
    const tree = await titlesWithPlace(db, eq(brands.companyId, companyId));
    const errors: ProblemFieldError[] = [];
    const chosen = wanted.flatMap((w, index) => {
      const match = tree.find((t) => t.brand === w.brand && t.department === w.department && t.title === w.title);
      if (!match)
        errors.push({
          pointer: `/body/setOfWorkers`,
          message: `No title ${w.brand} / ${w.department} / ${w.title} (entry ${index + 1}).`,
        });
      return match ? [match] : [];
    });
    if (chosen.length === 0 && errors.length === 0)
      errors.push({ pointer: '/body/setOfWorkers', message: 'Choose at least one title.' });
    rejectIfErrors(errors);
    const chosenIds = chosen.map((c) => c.titleId);
    const members = await db
      .select()
      .from(workers)
      .where(
        and(eq(workers.companyId, companyId), eq(workers.commissionsActive, true), inArray(workers.titleId, chosenIds)),
      );
    const plans = await db
      .select()
      .from(commissionPlans)
      .where(and(eq(commissionPlans.companyId, companyId), eq(commissionPlans.active, true)));
    const planIds = plans.map((p) => p.id);
    const planMembers =
      planIds.length === 0
        ? []
        : await db.select().from(commissionPlanWorkers).where(inArray(commissionPlanWorkers.planId, planIds));
    const planLines = await inPositionOrder(db, commissionPlanLines, commissionPlanLines.planId, planIds);
    const lineIds = planLines.map((l) => l.id);
    const planSteps = await inPositionOrder(db, commissionPlanSteps, commissionPlanSteps.lineId, lineIds);
    const generation = areaGeneration[body.area];
    const id = await db.transaction(async (tx) => {
      // One batch creation of a company at a time, so two identical requests cannot both find no covering batch.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
      const sameDates = await tx
        .select({ ...coveredColumns, titleId: commissionBatchTitles.titleId })
        .from(commissionBatches)
        .innerJoin(commissionBatchTitles, eq(commissionBatchTitles.batchId, commissionBatches.id))
        .where(
          and(
            eq(commissionBatches.companyId, companyId),
            eq(commissionBatches.startDate, body.startDate),
            eq(commissionBatches.endDate, body.endDate),
          ),
        );
      const existing = [...groupBy(sameDates, (row) => row.id).values()].map((rows) => ({
        ...rows[0]!,
        titleIds: rows.map((row) => row.titleId),
      }));
      const covering = coveringBatch(
        {
          generation,
          type: body.type,
          startDate: body.startDate,
          endDate: body.endDate,
          titleIds: chosen.map((c) => c.titleId),
        },
        existing,
      );
      if (covering) {
        const shared = chosen
          .filter((c) => covering.titleIds.includes(c.titleId))
          .map((c) => `${c.brand} / ${c.department} / ${c.title}`);
        const message = `A batch of this area (${covering.status}, created by ${covering.creatorEmail} on ${moment(covering.createdAt)}) already covers ${shared.join(', ')} from ${day(body.startDate)} to ${day(body.endDate)}; a second batch would pay those workers twice. Open that batch instead.`;
        throw new HttpError(409, message, [{ pointer: '/body/setOfWorkers', message }], undefined, {
          kind: 'commission-batch',
          id: covering.id,
          area: body.area,
        });
      }
      const [batch] = await tx
        .insert(commissionBatches)
        .values({
          companyId: companyId,
          generation,
          type: body.type,
          status: 'draft',
          startDate: body.startDate,
          endDate: body.endDate,
          creatorEmail: auth.user.email,
          notes: body.notes ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(commissionBatchTitles).values(chosen.map((c) => ({ batchId: batch!.id, titleId: c.titleId })));
      for (const worker of members) {
        const position = tree.find((t) => t.titleId === worker.titleId)!;
        const plan =
          plans.find((p) => planMembers.some((m) => m.planId === p.id && m.workerId === worker.id)) ??
          plans.find((p) => p.titleId === worker.titleId) ??
          null;
        const lines = plan ? planLines.filter((l) => l.planId === plan.id) : [];
        const [commission] = await tx
          .insert(workerCommissions)
          .values({
            batchId: batch!.id,
            workerId: worker.id,
            payrollFileNumber: worker.payrollFileNumber,
            total: 0,
            status: 'pending',
            compensationPlanId: plan?.id ?? null,
            brand: position.brand,
            department: position.department,
            title: position.title,
            rank: position.rank,
          })
          .returning();
        for (const [index, line] of lines.entries()) {
          const steps = planSteps.filter((s) => s.lineId === line.id).map(stepOut);
          const total = commissionInputTotal({
            name: line.name,
            inputType: line.inputType,
            value: 0,
            stepType: line.type,
            steps,
          });
          const [input] = await tx
            .insert(commissionInputs)
            .values({
              workerCommissionId: commission!.id,
              position: index,
              name: line.name,
              origin: line.origin,
              inputType: line.inputType,
              commissionType: line.commissionType,
              stepType: line.type,
              initialValue: 0,
              value: 0,
              total: total.ok ? total.value : 0,
            })
            .returning();
          if (steps.length > 0)
            await tx
              .insert(commissionInputSteps)
              .values(steps.map((s, stepPosition) => ({ inputId: input!.id, position: stepPosition, ...s })));
        }
      }
      await tx
        .insert(commissionBatchEvents)
        .values({ batchId: batch!.id, kind: 'created', actorEmail: auth.user.email, toStatus: 'draft', at: now });
      // A Commission Batches batch starts from the uploads of its period (deals, payroll provider, technician hours).
      await feedNewBatch(tx, batch!.id, { now, actorEmail: auth.user.email, audit });
      await auditBatch(audit, tx, batch!, 'createCommissionBatch', {
        after: { status: 'draft', startDate: body.startDate, endDate: body.endDate, workers: members.length },
      });
      return batch!.id;
    });
    return { status: 201, body: await batchOut(db, id) };
  },
} satisfies Partial<Handlers>;
