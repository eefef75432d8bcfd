import type { DealType } from '@cuadre/domain';
import { DEAL_TYPES } from '@cuadre/domain';

/** The deals list's search and deal type, as the screen holds them: `all` is no filter. */
export type DealFilters = { search: string; dealType: DealType | 'all' };

export const NO_DEAL_FILTERS: DealFilters = { search: '', dealType: 'all' };

// The contract's bound on `search`: a longer text is cut rather than refused.
export const MAX_DEAL_SEARCH = 200;

export const isDealType = (value: string): value is DealType => (DEAL_TYPES as readonly string[]).includes(value);

/**
 * The query of `GET /compensation/deals` for one page: the list is paged on the server, so the search and the type are
 * the server's too, and the total counts the deals they leave. An empty search or `all` is left out.
 */
export function dealsQuery(companyId: string, filters: DealFilters, page: number, limit: number) {
  const search = filters.search.trim().slice(0, MAX_DEAL_SEARCH);
  return {
    companyId,
    page,
    limit,
    ...(search === '' ? {} : { search }),
    ...(filters.dealType === 'all' ? {} : { dealType: filters.dealType }),
  };
}

export const isFiltered = (filters: DealFilters): boolean => filters.search.trim() !== '' || filters.dealType !== 'all';
