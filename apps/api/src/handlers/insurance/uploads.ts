import { and, eq } from 'drizzle-orm';
import { insertRows } from '../../db/bulk.ts';
import { insuranceEvents, insuranceLedgerEntries, insuranceUploads } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { HttpError } from '../../server/problem.ts';
import { requiredInstant } from '../common.ts';
import { readCsv } from '../csv-upload.ts';
import { contentHash, moment } from '../guardrails.ts';
import { newestRow } from '../queries.ts';
import { lockLedgers, rebalanceLedgers } from './ledger.ts';
import { entryMovement, fileCredits, fileEntries, fileRoster } from './upload-rows.ts';

export const insuranceUploadHandlers = {
  async uploadInsuranceFile({ body, auth, db, audit, now, companyId }) {
    const { rows } = readCsv(body.csv, ['payrollFileNumber', 'date', 'plan', 'type', 'amount', 'paymentMethod']);
    const known = await fileRoster(db, auth, companyId);
    const entries = fileEntries(rows, known, now);
    // Notes do not move money: the same payments with other notes are the same file.
    const hash = contentHash(entries.map((e) => [e.workerId, e.date, e.plan, e.type, e.amount, e.method]));
    const payrollOf = new Map(known.roster.map((w) => [w.id, w.payrollFileNumber]));
    const upload = await db.transaction(async (tx) => {
      // The workers' ledgers stay put until the end: a second upload of the same file waits here, then sees this one.
      await lockLedgers(tx, [...new Set(entries.map((e) => e.workerId))]);
      const sameRows = and(eq(insuranceUploads.companyId, companyId), eq(insuranceUploads.contentHash, hash));
      const earlier = await newestRow(tx, insuranceUploads, sameRows, insuranceUploads.uploadedAt);
      if (earlier && !body.applyAgain) {
        const what = `upload ${earlier.id} (“${earlier.filename}”) on ${moment(earlier.uploadedAt)}`;
        throw new HttpError(
          409,
          `These rows were already applied by ${what}; applying them again would record every payment and debt twice. Nothing was saved. To apply them again, send the file again with applyAgain.`,
          [
            {
              pointer: '/body/applyAgain',
              message: `The same workers, dates and amounts were already applied by ${what}.`,
            },
          ],
        );
      }
      const creditRows = await fileCredits(tx, entries, payrollOf, body.confirmCredit);
      const [saved] = await tx
        .insert(insuranceUploads)
        .values({
          companyId: companyId,
          filename: body.filename,
          sizeBytes: Buffer.byteLength(body.csv),
          uploaderId: auth.user.id,
          status: 'processed',
          rowCount: rows.length,
          uploadedAt: now,
          contentHash: hash,
        })
        .returning();
      // A whole company's file: its rows travel as arrays, not one parameter per cell (65,535 at most a statement).
      await insertRows(
        tx,
        insuranceLedgerEntries,
        entries.map((e) => ({
          companyId: companyId,
          workerId: e.workerId,
          uploadId: saved!.id,
          date: e.date,
          type:
            e.type === 'debt'
              ? ('charge' as const)
              : e.type === 'adjustment'
                ? ('adjustment' as const)
                : ('payment' as const),
          ...entryMovement(e),
          mcsRemainingBalance: 0,
          deltaRemainingBalance: 0,
          paymentMethod: e.method,
          notes: e.notes,
          createdAt: now,
        })),
      );
      const touched = [...new Set(entries.map((e) => e.workerId))];
      await rebalanceLedgers(tx, touched);
      await insertRows(
        tx,
        insuranceEvents,
        touched.map((workerId) => ({
          companyId: companyId,
          workerId,
          kind: 'upload-applied',
          actor: auth.user.email,
          payload: { uploadId: saved!.id },
          at: now,
        })),
      );
      await audit(
        {
          companyId: companyId,
          entity: 'insurance-upload',
          entityId: saved!.id,
          action: 'uploadInsuranceFile',
          after: {
            filename: body.filename,
            rows: rows.length,
            workers: touched.length,
            ...(earlier
              ? { appliedAgainOf: { id: earlier.id, filename: earlier.filename, uploadedAt: earlier.uploadedAt } }
              : {}),
            ...(creditRows.length > 0
              ? {
                  creditConfirmed: creditRows.map((c) => ({
                    row: c.row + 1,
                    payrollFileNumber: c.payrollFileNumber,
                    amount: c.amount,
                    mcs: c.mcs,
                    delta: c.delta,
                  })),
                }
              : {}),
          },
        },
        tx,
      );
      return { saved: saved!, workers: touched.length };
    });
    return {
      status: 201,
      body: {
        id: upload.saved.id,
        companyId: companyId,
        filename: upload.saved.filename,
        uploaderId: auth.user.id,
        uploaderEmail: auth.user.email,
        uploadedAt: requiredInstant(upload.saved.uploadedAt),
        rowCount: upload.saved.rowCount,
        workerCount: upload.workers,
      },
    };
  },
} satisfies Partial<Handlers>;
