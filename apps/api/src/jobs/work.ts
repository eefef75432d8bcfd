import { buildReport } from '../handlers/ewa/report-job.ts';
import type { JobWork } from './queue.ts';

/** What a server does with each kind of job. */
export const jobWork: JobWork = {
  report: (db, { reportId }) => buildReport(db, reportId),
};
