// Pages that only some companies have (§2, §6): the API answers them under the same policies the dashboard hides
// them with, so a company without the feature gets nothing from a hand-made request either.
import { eq } from 'drizzle-orm';
import { can, type CompanyFeatures, type PolicyAction } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { companies } from '../../db/schema/index.ts';
import type { RequestAuth } from '../../server/authorization.ts';
import { forbidden, notFound } from '../../server/problem.ts';

type FeaturePage = { action: PolicyAction; page: string };

const FEATURE_PAGES = {
  insights: { action: 'commissions.insights.view', page: 'Commissions Insights' },
  payrollActivity: { action: 'tips.payroll-activity.view', page: 'Payroll Activity' },
} as const satisfies Partial<Record<keyof CompanyFeatures, FeaturePage>>;

export type FeatureGatedPage = keyof typeof FEATURE_PAGES;

/** 403 unless the company has the feature and the caller may open its page. */
export async function requireFeaturePage(
  db: Db,
  auth: RequestAuth,
  companyId: string,
  feature: FeatureGatedPage,
): Promise<void> {
  const [company] = await db
    .select({ features: companies.features })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('The company');
  const { action, page } = FEATURE_PAGES[feature];
  if (!company.features[feature]) {
    throw forbidden(`${page} is turned off for this company; it is turned on in Settings, under Company features.`);
  }
  if (!can(action, auth.user, { features: company.features })) throw forbidden(`Your account cannot open ${page}.`);
}
