import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { replacedUploads } from '@cuadre/domain';
import { insertRows } from '../../db/bulk.ts';
import type { Db } from '../../db/index.ts';
import { commissionUploadRows, commissionUploads, companies, dashboardUsers, deals } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { HttpError, unprocessable } from '../../server/problem.ts';
import { pageOf, paging } from '../common.ts';
import { readCsv, rejectIfErrors } from '../csv-upload.ts';
import { contentHash, day, moment } from '../guardrails.ts';
import { dealRowsOf } from './deal-rows.ts';
import { countRows, pageOfRows } from '../queries.ts';
import { feedBatchesOfPeriod } from './upload-feed.ts';
import { kindIn, kindOut, optionalColumns, requiredColumns, uploadOut } from './upload-kinds.ts';
import { checkedFile, hourRowsOf, payrollRowsOf } from './upload-rows.ts';

// The files of deals, payroll-provider amounts and technician hours that feed the Commission Batches batches.
export const uploadHandlers = {
  async listCommissionUploads({ query, db, companyId }) {
    const page = paging(query);
    const condition = eq(commissionUploads.companyId, companyId);
    const { rows, total } = await pageOfRows(
      page,
      db
        .select({ upload: commissionUploads, email: dashboardUsers.email })
        .from(commissionUploads)
        .leftJoin(dashboardUsers, eq(dashboardUsers.id, commissionUploads.uploaderId))
        .where(condition)
        .orderBy(desc(commissionUploads.uploadedAt), asc(commissionUploads.id)),
      db.select(countRows).from(commissionUploads).where(condition),
    );
    const items = rows.map(({ upload, email }) => uploadOut(upload, email));
    return { status: 200, body: pageOf(items, total, page) };
  },

  async uploadCommissionFile({ body, auth, db, audit, now, companyId }) {
    if (body.endDate < body.startDate)
      throw unprocessable('The period ends before it starts.', [
        { pointer: '/body/endDate', message: 'The end date is before the start date.' },
      ]);
    const period = { startDate: body.startDate, endDate: body.endDate };
    const required: readonly string[] = requiredColumns[body.kind];
    const { rows } = readCsv(body.csv, required);
    const header = Object.keys(rows[0]!);
    // The kind is part of the content: a payroll file and a deals file never match, whatever their cells. Optional
    // columns count only when the file has them, so a file without them is recognised as it was before they existed.
    const identifying = [...required, ...optionalColumns[body.kind].filter((column) => header.includes(column))];
    const hash = contentHash([
      ['kind', body.kind],
      ...rows.map((row) => identifying.map((column) => row[column] ?? '')),
    ]);
    const refuseIfAppliedBefore = async (reader: Db) => {
      const [earlier] = await reader
        .select()
        .from(commissionUploads)
        .where(and(eq(commissionUploads.companyId, companyId), eq(commissionUploads.contentHash, hash)))
        .orderBy(desc(commissionUploads.uploadedAt))
        .limit(1);
      if (!earlier || body.applyAgain) return earlier ?? null;
      const what = `upload ${earlier.id} (“${earlier.filename}”, ${day(earlier.periodStart)} – ${day(earlier.periodEnd)}) on ${moment(earlier.uploadedAt)}`;
      throw new HttpError(
        409,
        `These rows were already applied by ${what}. Nothing was saved. To apply them again, send the file again with applyAgain.`,
        [{ pointer: '/body/applyAgain', message: `The same rows were already applied by ${what}.` }],
      );
    };
    // Asked before the rows are checked: a deals file sent twice would otherwise only hear that its deals exist.
    await refuseIfAppliedBefore(db);

    const outcome = await db.transaction(async (tx) => {
      // One upload of a company at a time (and no batch made meanwhile): the rows below are checked against what
      // stands.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
      const earlier = await refuseIfAppliedBefore(tx);
      const sameKind = await tx
        .select()
        .from(commissionUploads)
        .where(
          and(
            eq(commissionUploads.companyId, companyId),
            eq(commissionUploads.kind, kindIn[body.kind]),
            isNull(commissionUploads.supersededAt),
          ),
        );
      const replaced = replacedUploads(
        { kind: body.kind, ...period },
        sameKind.map((upload) => ({
          ...upload,
          kind: kindOut[upload.kind],
          startDate: upload.periodStart,
          endDate: upload.periodEnd,
        })),
      );

      const file = await checkedFile(tx, companyId, rows, period);
      const dealRows = body.kind === 'deals' ? await dealRowsOf(tx, companyId, replaced, file) : [];
      const figureRows =
        body.kind === 'payroll-provider'
          ? await payrollRowsOf(tx, companyId, file)
          : body.kind === 'technician-hours'
            ? hourRowsOf(file)
            : [];
      rejectIfErrors(file.errors);

      const [saved] = await tx
        .insert(commissionUploads)
        .values({
          companyId,
          kind: kindIn[body.kind],
          filename: body.filename,
          sizeBytes: Buffer.byteLength(body.csv),
          uploaderId: auth.user.id,
          periodStart: body.startDate,
          periodEnd: body.endDate,
          status: 'processed',
          rowCount: rows.length,
          uploadedAt: now,
          contentHash: hash,
        })
        .returning();
      const upload = saved!;
      if (replaced.length > 0) {
        const replacedIds = replaced.map((r) => r.id);
        await tx
          .update(commissionUploads)
          .set({ supersededAt: now, supersededById: upload.id })
          .where(inArray(commissionUploads.id, replacedIds));
        await tx
          .update(deals)
          .set({ supersededAt: now })
          .where(and(inArray(deals.uploadId, replacedIds), isNull(deals.supersededAt)));
      }
      // 20,000 rows: each column travels as one array, not one parameter per cell (65,535 at most a statement).
      await insertRows(
        tx,
        deals,
        dealRows.map((deal) => ({ ...deal, uploadId: upload.id })),
      );
      await insertRows(
        tx,
        commissionUploadRows,
        figureRows.map((row) => ({ ...row, uploadId: upload.id })),
      );

      const fed = await feedBatchesOfPeriod(tx, companyId, body.kind, period, {
        now,
        actorEmail: auth.user.email,
        audit,
        reason: `Inputs re-read from upload “${body.filename}”${replaced.length > 0 ? `, which replaced ${replaced.map((r) => `“${r.filename}”`).join(', ')}` : ''}.`,
      });
      await audit(
        {
          companyId,
          entity: 'commission-upload',
          entityId: upload.id,
          action: 'uploadCommissionFile',
          after: {
            kind: body.kind,
            filename: body.filename,
            rows: rows.length,
            ...(earlier
              ? { appliedAgainOf: { id: earlier.id, filename: earlier.filename, uploadedAt: earlier.uploadedAt } }
              : {}),
            replaced: replaced.map((r) => ({ id: r.id, filename: r.filename, uploadedAt: r.uploadedAt })),
            batchesFed: fed,
          },
        },
        tx,
      );
      return upload;
    });
    return { status: 201, body: uploadOut(outcome, auth.user.email) };
  },
} satisfies Partial<Handlers>;
