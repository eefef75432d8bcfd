import type { components } from '@cuadre/api-client';
import type { TestApi } from './harness.ts';

type Report = components['schemas']['Report'];

/**
 * The report once the background queue has finished it (ready or failed), as `email` lists it; each look is another
 * request, as the dashboard polls. Gives up after `attempts` looks a quarter-second apart.
 */
export async function finishedReport(
  api: TestApi,
  email: string,
  companyId: string,
  reportId: string,
  attempts = 120,
): Promise<Report> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const list = await api.call(email, { method: 'GET', url: `/api/reports/${companyId}?limit=100` });
    const report = (list.json() as { items: Report[] }).items.find((item) => item.id === reportId);
    if (!report) throw new Error(`Report ${reportId} is not in ${email}'s list (${list.statusCode}).`);
    if (report.status === 'ready' || report.status === 'failed') return report;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Report ${reportId} was not built within ${attempts / 4} seconds.`);
}
