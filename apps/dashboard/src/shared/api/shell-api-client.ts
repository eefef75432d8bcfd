import type { ApiClient } from '@cuadre/api-client';
import type { ShellApi } from '../session/shell-api.ts';

// The client hands back an ApiProblem (an Error); anything else is wrapped so callers always get an Error.
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(JSON.stringify(error));
}

// The frame's calls on the one API client; failures reject so TanStack Query sees them as errors.
export function shellApiFrom(client: ApiClient): ShellApi {
  return {
    async getSession() {
      const { data, error, response } = await client.GET('/auth/session');
      if (response.status === 401) return null;
      if (error) throw asError(error);
      // The session's own flag is the one every rule reads: the server's stored fact, never the e-mail.
      return {
        user: { ...data.user, internalStaff: data.internalStaff },
        company: { id: data.company.id },
        internalStaff: data.internalStaff,
      };
    },
    async getCompanyInfo({ email, companyId }) {
      const { data, error } = await client.POST('/employer-dashboard/company-info', { body: { email, companyId } });
      if (error) throw asError(error);
      return data.companyData;
    },
    async listCompanies(email) {
      const { data, error } = await client.GET('/employer-dashboard/companies', { params: { query: { email } } });
      if (error) throw asError(error);
      return data.companies;
    },
    async getDynamicCommissionCount(userId) {
      const { data, error } = await client.GET('/dynamic-commission/permissions', { params: { query: { userId } } });
      if (error) throw asError(error);
      return data.count;
    },
    async logout() {
      const { data, error } = await client.POST('/auth/logout', {});
      if (error) throw asError(error);
      return data.endSessionUrl;
    },
  };
}
