import type { ApiClient } from '@cuadre/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Company, DeductionRecord, Invoice, Period, WorkerSelection } from './ewa-types.ts';
import { rosterWorkers } from './roster-columns.ts';

// Keys start with [method, path] so the shell's sign-out clears them with every other API answer.
export const ewaKeys = {
  roster: (companyId: string) => ['get', '/workers/roster', { companyId }] as const,
  /** The roster's chunks so far while the rest is on its way (`RosterProgress`), written by the roster's query. */
  rosterProgress: (companyId: string) => ['get', '/workers/roster', { companyId, progress: true }] as const,
  worker: (workerId: string) => ['get', '/workers/{workerId}', { workerId }] as const,
  company: (companyId: string) => ['post', '/employer-dashboard/company-info', { companyId }] as const,
  deposited: (companyId: string, days: readonly number[]) =>
    ['get', '/employer-dashboard/totals-deposited', { companyId, days }] as const,
  periods: (companyId: string) => ['get', '/periods/to-upload', { companyId }] as const,
  deductions: (companyId: string) => ['get', '/deductions', { companyId }] as const,
  workerCounts: (periodIds: readonly string[]) =>
    ['get', '/deductions/periods-deduction-worker-counts', { periodIds }] as const,
  payrollStatus: (companyId: string, workerGroupCode: string) =>
    ['get', '/deductions/payroll-status', { companyId, workerGroupCode }] as const,
  invoices: (companyId: string) => ['get', '/employer-dashboard/invoices', { companyId, all: true }] as const,
  bankDetails: (companyId: string) => ['get', '/employer-dashboard/company-bank-details', { companyId }] as const,
  reports: (companyId: string) => ['get', '/reports/{companyId}', { companyId }] as const,
};

const PAGE_LIMIT = 200;
const PARALLEL_PAGES = 4;

// Every page of a paged list: the first tells the total, the rest load a few at a time.
export async function allPages<Item>(
  fetchPage: (page: number) => Promise<{ items: Item[]; total: number }>,
  onProgress?: (loaded: number, total: number, items: Item[]) => void,
): Promise<Item[]> {
  const first = await fetchPage(1);
  const pages = Math.ceil(first.total / PAGE_LIMIT);
  const results: Item[][] = [first.items];
  let loaded = first.items.length;
  onProgress?.(loaded, first.total, first.items);
  for (let start = 2; start <= pages; start += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pages - start + 1) }, (_, offset) => start + offset);
    const answers = await Promise.all(batch.map(fetchPage));
    for (const answer of answers) {
      results.push(answer.items);
      loaded += answer.items.length;
    }
    onProgress?.(loaded, first.total, results.flat());
  }
  return results.flat();
}

// The roster's first chunk is a screenful (the table shows 13 rows, and renders 24 before its scroller loads), so
// the first paint builds and lays out 30 rows, not hundreds; the rest follows in chunks of the most the operation
// gives, each a round trip (bench/big-table.ts measures both).
export const ROSTER_FIRST_CHUNK = 30;
export const ROSTER_CHUNK = 10_000;

// After the next frame is drawn; a hidden tab draws no frames, so at most a tenth of a second.
const afterPaint = (): Promise<void> =>
  new Promise((done) => {
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, 100);
  });

export type RosterProgress = { loaded: number; total: number; items: WorkerSelection[] };

/** How long the roster's second chunk waits for a page to show the first, when none comes (another page opened). */
export const ROSTER_UNSHOWN_WAIT_MS = 1000;

/**
 * Settles once a page shows the roster's progress (it observes it, which it starts doing once its first render with
 * the rows is committed) and the frame after is drawn; or after `ROSTER_UNSHOWN_WAIT_MS` when no page comes.
 */
function firstRowsShown(queryClient: QueryClient, companyId: string): Promise<void> {
  const cache = queryClient.getQueryCache();
  const queryKey = ewaKeys.rosterProgress(companyId);
  const shown = () => (cache.find({ queryKey, exact: true })?.getObserversCount() ?? 0) > 0;
  return new Promise<void>((done) => {
    let unsubscribe = () => {};
    const settle = () => {
      clearTimeout(timer);
      unsubscribe();
      void afterPaint().then(done);
    };
    const timer = setTimeout(settle, ROSTER_UNSHOWN_WAIT_MS);
    if (shown()) settle();
    else unsubscribe = cache.subscribe((event) => event.type === 'observerAdded' && shown() && settle());
  });
}

/**
 * The whole roster, one chunk after the other. The chunks so far are written to `ewaKeys.rosterProgress` (each but
 * the last), so whoever started the query, the page or the prefetch started with the session, the page shows them.
 */
export const rosterQuery = (client: ApiClient, companyId: string) =>
  queryOptions({
    queryKey: ewaKeys.roster(companyId),
    staleTime: 60_000,
    queryFn: async ({ signal, client: queryClient }): Promise<WorkerSelection[]> => {
      let items: WorkerSelection[] = [];
      let after: string | null = null;
      let painted: Promise<void> = Promise.resolve();
      do {
        const query: { companyId: string; limit: number; after?: string } = {
          companyId,
          limit: items.length === 0 ? ROSTER_FIRST_CHUNK : ROSTER_CHUNK,
        };
        if (after !== null) query.after = after;
        const [{ data, error }] = await Promise.all([
          client.GET('/workers/roster', { params: { query }, signal }),
          painted,
        ]);
        if (error) throw error;
        const firstChunk = items.length === 0;
        items = items.concat(rosterWorkers(data, companyId));
        after = data.next;
        if (after !== null) {
          queryClient.setQueryData<RosterProgress>(ewaKeys.rosterProgress(companyId), {
            loaded: items.length,
            total: data.total,
            items,
          });
        }
        // The second chunk is asked once a page has drawn the first: its answer (10,000 workers to read, then to
        // sort on the page) was otherwise read in front of the first rows, and a 50,000-worker roster's next three
        // chunks with it (bench/RESULTS.md). Each later chunk is asked at once, but taken in only after the rows so
        // far are on screen.
        if (after !== null && firstChunk) await firstRowsShown(queryClient, companyId);
        painted = afterPaint();
      } while (after !== null);
      queryClient.setQueryData<RosterProgress | null>(ewaKeys.rosterProgress(companyId), null);
      return items;
    },
  });

/** The roster's chunks so far, as `rosterQuery` writes them; never fetched by itself. */
export const rosterProgressQuery = (companyId: string) =>
  queryOptions<RosterProgress | null>({
    queryKey: ewaKeys.rosterProgress(companyId),
    queryFn: skipToken,
  });

/**
 * Asked with the session when the browser opens on the employees page, so the first rows travel while the app's
 * code starts instead of after its first render (`PageRoute.prefetch`).
 */
export function prefetchRoster(client: ApiClient, queryClient: QueryClient, companyId: string): Promise<void> {
  return queryClient.prefetchQuery(rosterQuery(client, companyId));
}

export const workerQuery = (client: ApiClient, workerId: string) =>
  queryOptions({
    queryKey: ewaKeys.worker(workerId),
    queryFn: async ({ signal }) => {
      const { data, error } = await client.GET('/workers/{workerId}', { params: { path: { workerId } }, signal });
      if (error) throw error;
      return data;
    },
  });

// The company's settings hold the caps a worker's limits must respect.
export const companyQuery = (client: ApiClient, email: string, companyId: string) =>
  queryOptions({
    queryKey: ewaKeys.company(companyId),
    staleTime: Infinity,
    queryFn: async (): Promise<Company> => {
      const { data, error } = await client.POST('/employer-dashboard/company-info', { body: { email, companyId } });
      if (error) throw error;
      return data.companyData;
    },
  });

/** Deposits of every window (days back from today) in one request: window → cents. */
export const depositedQuery = (client: ApiClient, companyId: string, days: readonly number[]) =>
  queryOptions({
    queryKey: ewaKeys.deposited(companyId, days),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<ReadonlyMap<number, number>> => {
      const { data, error } = await client.GET('/employer-dashboard/totals-deposited', {
        params: { query: { companyId, days: [...days] } },
        signal,
      });
      if (error) throw error;
      return new Map(days.map((window) => [window, data.totals[String(window)] ?? 0]));
    },
  });

export const periodsQuery = (client: ApiClient, companyId: string) =>
  queryOptions({
    queryKey: ewaKeys.periods(companyId),
    queryFn: async ({ signal }): Promise<Period[]> => {
      const { data, error } = await client.GET('/periods/to-upload', { params: { query: { companyId } }, signal });
      if (error) throw error;
      return data.periods;
    },
  });

export const deductionsQuery = (client: ApiClient, companyId: string) =>
  queryOptions({
    queryKey: ewaKeys.deductions(companyId),
    // Every page: a company's files, replaced ones included, outgrow one page over the years.
    queryFn: ({ signal }): Promise<DeductionRecord[]> =>
      allPages(async (page) => {
        const { data, error } = await client.GET('/deductions', {
          params: { query: { companyId, page, limit: PAGE_LIMIT } },
          signal,
        });
        if (error) throw error;
        return data;
      }),
  });

// One batched call for every period on screen (the contract takes up to 100 ids a call).
export const workerCountsQuery = (client: ApiClient, periodIds: readonly string[]) =>
  queryOptions({
    queryKey: ewaKeys.workerCounts(periodIds),
    enabled: periodIds.length > 0,
    queryFn: async ({ signal }): Promise<Record<string, number>> => {
      const chunks: string[][] = [];
      for (let index = 0; index < periodIds.length; index += 100) chunks.push(periodIds.slice(index, index + 100));
      const answers = await Promise.all(
        chunks.map(async (chunk) => {
          const { data, error } = await client.GET('/deductions/periods-deduction-worker-counts', {
            params: { query: { periodIds: chunk } },
            signal,
          });
          if (error) throw error;
          return data.counts;
        }),
      );
      return Object.assign({}, ...answers) as Record<string, number>;
    },
  });

export const payrollStatusQuery = (client: ApiClient, companyId: string, workerGroupCode: string) =>
  queryOptions({
    queryKey: ewaKeys.payrollStatus(companyId, workerGroupCode),
    queryFn: async ({ signal }) => {
      const { data, error } = await client.GET('/deductions/payroll-status', {
        params: { query: { companyId, workerGroupCode } },
        signal,
      });
      if (error) throw error;
      return data.status;
    },
  });

export const invoicesQuery = (client: ApiClient, companyId: string) =>
  queryOptions({
    queryKey: ewaKeys.invoices(companyId),
    queryFn: ({ signal }): Promise<Invoice[]> =>
      allPages(async (page) => {
        const { data, error } = await client.GET('/employer-dashboard/invoices', {
          params: { query: { companyId, page, limit: PAGE_LIMIT } },
          signal,
        });
        if (error) throw error;
        return data;
      }),
  });

export const bankDetailsQuery = (client: ApiClient, companyId: string) =>
  queryOptions({
    queryKey: ewaKeys.bankDetails(companyId),
    retry: false,
    queryFn: async ({ signal }) => {
      const { data, error, response } = await client.GET('/employer-dashboard/company-bank-details', {
        params: { query: { companyId } },
        signal,
      });
      if (response.status === 404) return null;
      if (error) throw error;
      return data;
    },
  });

export const reportsQuery = (client: ApiClient, companyId: string) =>
  queryOptions({
    queryKey: ewaKeys.reports(companyId),
    queryFn: async ({ signal }) => {
      const { data, error } = await client.GET('/reports/{companyId}', {
        params: { path: { companyId }, query: { limit: 50 } },
        signal,
      });
      if (error) throw error;
      return data;
    },
    // Generations in progress are polled until they are ready or failed.
    refetchInterval: (query) =>
      query.state.data?.items.some((report) => report.status === 'queued' || report.status === 'running')
        ? 1500
        : false,
  });
