// The company's dashboard users, a page at a time, as the caller's worker groups and the filters allow.
import { and, arrayOverlaps, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { dashboardUsers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { pageOf, paging, where } from '../common.ts';
import { pageOfTable, restrictedTo } from '../companies/lists.ts';
import { usersOut } from './dashboard-user.ts';
import { stringFilter } from './string-filter.ts';

/** Users of no worker group, and those sharing one of `workerGroupCodes`. */
const ofGroups = (workerGroupCodes: string[]) =>
  or(
    and(isNull(dashboardUsers.workerGroupCode), sql`cardinality(${dashboardUsers.workerGroupCodes}) = 0`),
    inArray(dashboardUsers.workerGroupCode, workerGroupCodes),
    arrayOverlaps(dashboardUsers.workerGroupCodes, workerGroupCodes),
  );

export const userListHandlers = {
  async listExternalUsers({ query, auth, db, companyId }) {
    const page = paging(query);
    const condition = where(
      eq(dashboardUsers.companyId, companyId),
      // A user limited to some worker groups sees the company's unrestricted users and those sharing one of their
      // groups.
      restrictedTo(auth, ofGroups),
      stringFilter(dashboardUsers.email, query.email),
      stringFilter(dashboardUsers.role, query.role),
      stringFilter(dashboardUsers.status, query.status),
    );
    const order = [asc(dashboardUsers.lastName), asc(dashboardUsers.firstName), asc(dashboardUsers.id)];
    const { rows, total } = await pageOfTable(db, page, dashboardUsers, condition, order);
    const items = await usersOut(db, rows);
    return { status: 200, body: pageOf(items, total, page) };
  },
} satisfies Pick<Handlers, 'listExternalUsers'>;
