import { ApiProblem } from '@cuadre/api-client';
import type { CompanyFeatures, Permission, Role, SessionUser } from '@cuadre/domain';
import { DEFAULT_COMPANY_FEATURES } from '@cuadre/domain';
import type { ShellApi, ShellSession } from '../shared/session/shell-api.ts';
import type { CompanyChoice, ShellCompany } from '../shared/session/shell-company.ts';

export function testUser(
  email: string,
  role: Role,
  permissions: Permission[],
  extra: Partial<SessionUser> = {},
): SessionUser {
  return {
    id: `user-${email}`,
    companyId: 'isla',
    email,
    firstName: 'Test',
    lastName: 'User',
    role,
    permissions,
    workerGroupCode: null,
    workerGroupCodes: [],
    brands: [],
    brandsView: false,
    internalStaff: false,
    ...extra,
  };
}

export function testCompany(id: string, features: Partial<CompanyFeatures> = {}): ShellCompany {
  return {
    id,
    name: `${id} company`,
    dashboardTitle: `${id} dashboard`,
    logoUrl: null,
    companyGroups: [
      { companyName: 'Isla Condado', workerGroupCode: '204' },
      { companyName: 'Isla Dorado', workerGroupCode: '103' },
      { companyName: 'Isla Ponce', workerGroupCode: '500' },
    ],
    features: { ...DEFAULT_COMPANY_FEATURES, ...features },
  };
}

export type FakeShellApiOptions = {
  session: ShellSession | null;
  companies?: Record<string, ShellCompany>;
  dynamicCommissionCount?: number;
  endSessionUrl?: string;
};

// An in-memory API for the frame's calls; company-info fails for a company it does not hold.
export function fakeShellApi(options: FakeShellApiOptions): ShellApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    getSession: () => {
      calls.push('session');
      return Promise.resolve(options.session);
    },
    getCompanyInfo: ({ companyId }) => {
      calls.push(`company-info ${companyId}`);
      const company = options.companies?.[companyId];
      return company
        ? Promise.resolve(company)
        : Promise.reject(ApiProblem.fromBody({ title: 'The company was not found.' }, 404));
    },
    listCompanies: () => {
      calls.push('companies');
      const choices: CompanyChoice[] = Object.values(options.companies ?? {}).map(
        ({ id, name, dashboardTitle, logoUrl }) => ({
          id,
          name,
          dashboardTitle,
          logoUrl,
        }),
      );
      return Promise.resolve(choices);
    },
    getDynamicCommissionCount: () => {
      calls.push('dynamic-commission-count');
      return Promise.resolve(options.dynamicCommissionCount ?? 0);
    },
    logout: () => {
      calls.push('logout');
      options.session = null;
      return Promise.resolve(options.endSessionUrl ?? '/oidc/session/end');
    },
  };
}

export function sessionOf(user: SessionUser, companyId = user.companyId, internalStaff = false): ShellSession {
  return { user: { ...user, internalStaff }, company: { id: companyId }, internalStaff };
}
