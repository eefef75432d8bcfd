// What an invitation or a change may give a user: only the policy's managers give anything, only what they hold,
// and only worker groups of the user's company.
import { eq } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { can, DEFAULT_COMPANY_FEATURES, hasPermission, isPermission, type PolicyAction } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { companyGroups } from '../../db/schema/index.ts';
import type { RequestAuth } from '../../server/authorization.ts';
import { forbidden, unprocessable } from '../../server/problem.ts';

type Schemas = components['schemas'];

/** §6: who manages dashboard users is the domain's policy (a super-admin), whatever the call's permission. */
export function requireUserPolicy(auth: RequestAuth, action: PolicyAction): void {
  if (!can(action, auth.user, { features: DEFAULT_COMPANY_FEATURES })) {
    throw forbidden('Only a super-admin manages the company\u2019s dashboard users.');
  }
}

/** Worker groups given to a user must be groups of the user's company. */
export async function requireCompanyGroups(
  db: Db,
  companyId: string,
  body: { workerGroupCode?: string | null; workerGroupCodes?: string[] },
): Promise<void> {
  const wanted = [...(body.workerGroupCode ? [body.workerGroupCode] : []), ...(body.workerGroupCodes ?? [])];
  if (wanted.length === 0) return;
  const rows = await db
    .select({ code: companyGroups.workerGroupCode })
    .from(companyGroups)
    .where(eq(companyGroups.companyId, companyId));
  const known = new Set(rows.map((row) => row.code));
  const errors = [
    ...(body.workerGroupCode && !known.has(body.workerGroupCode)
      ? [{ pointer: '/body/workerGroupCode', message: `No worker group ${body.workerGroupCode} in this company.` }]
      : []),
    ...(body.workerGroupCodes ?? []).flatMap((code, index) =>
      known.has(code)
        ? []
        : [{ pointer: `/body/workerGroupCodes/${index}`, message: `No worker group ${code} in this company.` }],
    ),
  ];
  if (errors.length > 0) throw unprocessable('Some worker groups do not exist in this company.', errors);
}

/** A user may grant only what it holds itself; super-admin grants anything. */
export function requireGrantable(
  auth: RequestAuth,
  permissions: readonly string[],
  role: Schemas['DashboardUserRole'] | undefined,
): void {
  if (auth.user.role === 'super-admin') return;
  const beyond = permissions.filter((p) => !isPermission(p) || !hasPermission(auth.user, p));
  if (beyond.length > 0) throw forbidden(`You cannot grant permissions you do not hold: ${beyond.join(', ')}.`);
  if (role === 'super-admin') throw forbidden('Only a super-admin makes another super-admin.');
}
