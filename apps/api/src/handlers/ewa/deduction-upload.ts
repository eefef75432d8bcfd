import { and, eq, inArray, sql } from 'drizzle-orm';
import { can, DEDUCTION_FILE_REQUIRED_COLUMNS, DEFAULT_COMPANY_FEATURES } from '@cuadre/domain';
import { deductionRecords, periodWorkers, periods } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { forbidden, notFound } from '../../server/problem.ts';
import { requireWorkerGroup } from '../common.ts';
import { readCsv } from '../csv-upload.ts';
import { contentHash } from '../guardrails.ts';
import { earlierUpload, groupFiles, replacedFiles, rowsOverOwed, type DeductionUpload } from './deduction-checks.ts';
import { deductionPayroll, groupRoster } from './deduction-rows.ts';
import { deductionsOut } from './deductions-out.ts';
import { findPeriod } from './periods.ts';

export const deductionUploadHandlers = {
  async uploadDeductions({ body, scope, auth, db, audit, now, companyId }) {
    requireWorkerGroup(auth, body.workerGroupCode);
    const period = await findPeriod(db, scope, auth, body.periodId);
    if (period.companyId !== companyId || period.workerGroupCode !== body.workerGroupCode)
      throw notFound('The pay period');
    // Checked before the file is read: an override the caller may not give must not look like a problem of the file.
    if (body.override && !can('ewa.deductions.override', auth.user, { features: DEFAULT_COMPANY_FEATURES })) {
      throw forbidden(
        'Only a user with the employer-dashboard permission may deduct more than a worker owes; ask your dashboard administrator to upload this file.',
      );
    }
    // `code` may be absent, and the download's `name` and `fee` are read for nothing: a downloaded file uploads back.
    const { rows } = readCsv(body.csv, DEDUCTION_FILE_REQUIRED_COLUMNS);
    const byWorkerId = await groupRoster(db, companyId, body.workerGroupCode);
    const { payroll, rowOf } = deductionPayroll(rows, byWorkerId, body.workerGroupCode);
    const upload: DeductionUpload = {
      companyId,
      workerGroupCode: body.workerGroupCode,
      period,
      payroll,
      byWorkerId,
      body,
    };
    const hash = contentHash([
      ['deductions', body.workerGroupCode],
      ...payroll.map((item) => [item.workerId, item.amount, item.code]),
    ]);
    const total = payroll.reduce((sum, item) => sum + item.amount, 0);
    const saved = await db.transaction(async (tx) => {
      // One upload of a period at a time: the file it replaces and the files it is compared with cannot change
      // meanwhile.
      await tx.select({ id: periods.id }).from(periods).where(eq(periods.id, period.id)).for('no key update');
      const earlier = await earlierUpload(tx, upload, hash);
      const over = await rowsOverOwed(tx, upload, rowOf);
      const { current, replaced } = await replacedFiles(tx, upload, total);
      const lastSet = sql<number>`coalesce(max(${deductionRecords.set}), 0)::int`;
      const sameStart = groupFiles(upload, eq(deductionRecords.startDate, period.startDate));
      const [previous] = await tx.select({ set: lastSet }).from(deductionRecords).where(sameStart);
      const [record] = await tx
        .insert(deductionRecords)
        .values({
          companyId: companyId,
          workerGroupCode: body.workerGroupCode,
          employerCsvDriveId: body.filename,
          startDate: period.startDate,
          endDate: period.endDate,
          cycle: period.cycle,
          set: Number(previous?.set ?? 0) + 1,
          uploadDate: now,
          compensationType: period.compensationType,
          origin: 'employer',
          payroll,
          contentHash: hash,
          uploaderId: auth.user.id,
        })
        .returning();
      if (current.length > 0) {
        await tx
          .update(deductionRecords)
          .set({ supersededAt: now, supersededBy: record!.id })
          .where(
            inArray(
              deductionRecords.id,
              current.map((r) => r.id),
            ),
          );
      }
      // Workers of a replaced file that the new file leaves out are no longer deducted this period.
      const kept = new Set(payroll.map((item) => item.workerId));
      const dropped = [...new Set(current.flatMap((r) => r.payroll.map((item) => item.workerId)))]
        .filter((id) => !kept.has(id))
        .flatMap((id) => (byWorkerId.get(id) ? [byWorkerId.get(id)!.id] : []));
      if (dropped.length > 0) {
        await tx
          .update(periodWorkers)
          .set({ deductionAmount: 0 })
          .where(and(eq(periodWorkers.periodId, period.id), inArray(periodWorkers.workerId, dropped)));
      }
      // Every worker's amount in one statement, the file's columns as arrays (a group's file: thousands of workers).
      const amounts = new Map(payroll.map((item) => [byWorkerId.get(item.workerId)!.id, item.amount]));
      await tx.execute(sql`insert into ${periodWorkers} (period_id, worker_id, deduction_amount)
        select ${period.id}::uuid, amount.worker_id, amount.cents
          from unnest(${sql.param([...amounts.keys()])}::uuid[], ${sql.param([...amounts.values()])}::bigint[])
            as amount(worker_id, cents)
        on conflict (period_id, worker_id) do update set deduction_amount = excluded.deduction_amount`);
      await tx.update(periods).set({ deductionsUploadedAt: now }).where(eq(periods.id, period.id));
      const overridden = over.map((o) => ({
        row: o.row + 1,
        workerId: o.item.workerId,
        amount: o.amount,
        owed: o.owed,
      }));
      await audit(
        {
          companyId: companyId,
          entity: 'deduction',
          entityId: record!.id,
          action: 'uploadDeductions',
          after: {
            periodId: period.id,
            filename: body.filename,
            rows: payroll.length,
            total,
            ...(earlier
              ? {
                  appliedAgainOf: {
                    id: earlier.id,
                    filename: earlier.employerCsvDriveId,
                    uploadedAt: earlier.uploadDate ?? earlier.createdAt,
                  },
                }
              : {}),
            ...(replaced.length > 0 ? { replaced } : {}),
            ...(overridden.length > 0 ? { override: { reason: body.override!.reason, rows: overridden } } : {}),
          },
        },
        tx,
      );
      for (const r of replaced) {
        await audit(
          {
            companyId: companyId,
            entity: 'deduction',
            entityId: r.id,
            action: 'supersedeDeductions',
            before: { supersededAt: null },
            after: { supersededAt: now, supersededBy: record!.id },
          },
          tx,
        );
      }
      if (overridden.length > 0) {
        // Its own entry, so an audit of overrides finds every one without reading each upload.
        await audit(
          {
            companyId: companyId,
            entity: 'deduction',
            entityId: record!.id,
            action: 'overrideDeductionCeiling',
            after: { reason: body.override!.reason, periodId: period.id, rows: overridden },
          },
          tx,
        );
      }
      return record!;
    });
    const [out] = await deductionsOut(db, [saved]);
    return { status: 201, body: out! };
  },
} satisfies Partial<Handlers>;
