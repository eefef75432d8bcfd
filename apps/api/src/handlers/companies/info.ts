// Which company a caller reaches: the one it works in, with its groups, and the list it may switch between.
import { asc, eq, inArray } from 'drizzle-orm';
import { workerGroupRestriction } from '@cuadre/domain';
import { companies, dashboardUsers } from '../../db/schema/index.ts';
import { isInternal } from '../../server/authorization.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { notFound } from '../../server/problem.ts';
import { describeCompany } from './company.ts';

export const companyInfoHandlers = {
  async getCompanyInfo({ body, auth, db, companyId }) {
    if (!isInternal(auth) && body.email.toLowerCase() !== auth.user.email.toLowerCase()) {
      throw notFound('The company');
    }
    const company = await describeCompany(db, companyId);
    if (!company) throw notFound('The company');
    const restriction = workerGroupRestriction(auth.user);
    if (!restriction) return { status: 200, body: { companyData: company } };
    return {
      status: 200,
      body: {
        companyData: {
          ...company,
          companyGroups: company.companyGroups.filter((group) => restriction.includes(group.workerGroupCode)),
        },
      },
    };
  },

  async listCompanies({ query, auth, db }) {
    const internal = isInternal(auth);
    if (!internal && query.email.toLowerCase() !== auth.user.email.toLowerCase()) {
      throw notFound('The user');
    }
    let reachable: string[] | 'all' = internal ? 'all' : auth.companyIds;
    if (internal && query.email.toLowerCase() !== auth.user.email.toLowerCase()) {
      const [user] = await db.select().from(dashboardUsers).where(eq(dashboardUsers.email, query.email.toLowerCase()));
      reachable = user ? (user.companyId ? [user.companyId] : 'all') : [];
    }
    const rows = await db
      .select({
        id: companies.id,
        name: companies.name,
        dashboardTitle: companies.dashboardTitle,
        logoUrl: companies.logoUrl,
      })
      .from(companies)
      .where(
        reachable === 'all' ? undefined : inArray(companies.id, [...reachable, '00000000-0000-0000-0000-000000000000']),
      )
      .orderBy(asc(companies.name));
    return { status: 200, body: { companies: rows } };
  },
} satisfies Pick<Handlers, 'getCompanyInfo' | 'listCompanies'>;
