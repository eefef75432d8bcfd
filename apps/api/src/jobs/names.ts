/** Every kind of job and what it carries: ids only, so a job reads the data as it is when it runs. */
export type Jobs = { report: { reportId: string } };
export type JobName = keyof Jobs;
export const jobNames = ['report'] as const satisfies readonly JobName[];
