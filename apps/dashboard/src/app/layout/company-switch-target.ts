import type { SessionUser } from '@cuadre/domain';
import { findRoute, pathAfterCompanySwitch, visibleForUser, workerGroupOptions } from '@cuadre/domain';
import { companyInfoQuery } from '../../shared/session/shell-queries.ts';
import type { ShellDeps } from '../../shared/session/shell-deps.ts';
import { dynamicCommissionCountState } from '../../shared/states/dynamic-commission-count-state.ts';

// Parameters of the address that choose a view of the page, not a record: they go along to the new company.
const VIEW_PARAMETERS = ['section'];

/**
 * Where switching to another company goes: the page the user is on when that company shows it (without the record
 * ids of the old company in its address), else the start page of the same area, else the first page they may use
 * (`pathAfterCompanySwitch`). The new company's company-info is read first (the guard reads it from the cache); its
 * worker group is the one the user lands on there, their own or the first. A failed read answers `/`, where the guard
 * decides as on any visit.
 */
export async function companySwitchTarget(
  { api, queryClient, store }: ShellDeps,
  user: SessionUser,
  companyId: string,
  current: { pathname: string; search: string },
): Promise<string> {
  const company = await queryClient.fetchQuery(companyInfoQuery(api, user.email, companyId)).catch(() => null);
  if (company === null) return '/';
  const groups = workerGroupOptions(visibleForUser(company.companyGroups, user)).map((option) => option.value);
  const own = user.workerGroupCode;
  const path = pathAfterCompanySwitch(current.pathname, {
    user,
    features: company.features,
    dynamicCommissionCount: store.get(dynamicCommissionCountState),
    selectedWorkerGroupCode: own !== null && groups.includes(own) ? own : (groups[0] ?? null),
  });
  if (path !== findRoute(current.pathname)?.path) return path;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(current.search))
    if (VIEW_PARAMETERS.includes(name)) kept.append(name, value);
  const search = kept.toString();
  return search === '' ? path : `${path}?${search}`;
}
