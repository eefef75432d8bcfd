import { desc, eq, sql } from 'drizzle-orm';
import { workerGroupRestriction } from '@cuadre/domain';
import { dashboardUsers, insuranceLedgerEntries, insuranceUploads, workers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { pageOf, paging, requiredInstant, where } from '../common.ts';
import { countRows, pageOfRows } from '../queries.ts';

export const insuranceUploadListHandlers = {
  async listInsuranceUploads({ query, auth, db, companyId }) {
    const page = paging(query);
    // A user limited to some worker groups sees the uploads that touched only workers of their groups.
    const restriction = workerGroupRestriction(auth.user);
    const condition = where(
      eq(insuranceUploads.companyId, companyId),
      restriction
        ? sql`not exists (select 1 from ${insuranceLedgerEntries} e join ${workers} w on w.id = e.worker_id where e.upload_id = ${insuranceUploads.id} and w.worker_group_code not in ${restriction})`
        : undefined,
    );
    const uploadWorkers = sql<number>`(select count(distinct ${insuranceLedgerEntries.workerId})::int from ${insuranceLedgerEntries} where ${insuranceLedgerEntries.uploadId} = ${insuranceUploads.id})`;
    const listed = { upload: insuranceUploads, email: dashboardUsers.email, workers: uploadWorkers };
    const uploader = eq(dashboardUsers.id, insuranceUploads.uploaderId);
    const { rows, total } = await pageOfRows(
      page,
      db
        .select(listed)
        .from(insuranceUploads)
        .leftJoin(dashboardUsers, uploader)
        .where(condition)
        .orderBy(desc(insuranceUploads.uploadedAt)),
      db.select(countRows).from(insuranceUploads).where(condition),
    );
    const items = rows.map(({ upload, email, workers: workerCount }) => ({
      id: upload.id,
      companyId: upload.companyId,
      filename: upload.filename,
      uploaderId: upload.uploaderId ?? 'system',
      uploaderEmail: email ?? 'system@provider.example',
      uploadedAt: requiredInstant(upload.uploadedAt),
      rowCount: upload.rowCount,
      workerCount: Number(workerCount ?? 0),
    }));
    return { status: 200, body: pageOf(items, total, page) };
  },
} satisfies Partial<Handlers>;
