import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rosterOf, worker } from '../test/ewa-fixtures.ts';
import { fakeRosterApi } from '../test/roster-api.ts';
import type { WorkerSelection } from './ewa-types.ts';
import type { RosterProgress } from './ewa-queries.ts';
import {
  ROSTER_CHUNK,
  ROSTER_FIRST_CHUNK,
  ROSTER_UNSHOWN_WAIT_MS,
  ewaKeys,
  rosterProgressQuery,
  rosterQuery,
} from './ewa-queries.ts';
import { rosterWorkers } from './roster-columns.ts';

const roster: WorkerSelection[] = Array.from({ length: 7 }, (_, index) =>
  worker({
    id: `w${index}`,
    lastName: `Apellido ${index}`,
    email: index % 2 === 0 ? null : `w${index}@correo.example`,
    hireDate: index === 3 ? null : '2024-03-01',
    activeProducts: { ewa: index % 2 === 0, tips: index % 3 === 0, goals: false },
  }),
);

const fakeApi = (size: number) => fakeRosterApi(roster, size);

/** The employees page showing the roster's progress, as its `useQuery(rosterProgressQuery)` does. */
const showProgress = (queryClient: QueryClient) =>
  new QueryObserver(queryClient, rosterProgressQuery('c1')).subscribe(() => undefined);

afterEach(() => {
  vi.useRealTimers();
});

describe("the company's roster", () => {
  it('reads back every field a chunk carries, as the table reads a worker', () => {
    const selection = (item: WorkerSelection): WorkerSelection => ({
      id: item.id,
      companyId: 'c1',
      workerGroupCode: item.workerGroupCode,
      workerId: item.workerId,
      payrollFileNumber: item.payrollFileNumber,
      firstName: item.firstName,
      lastName: item.lastName,
      workerStatus: item.workerStatus,
      workerType: item.workerType,
      compensationType: item.compensationType,
      activeProducts: item.activeProducts,
      payRate: item.payRate,
      payRateUnit: item.payRateUnit,
      limitForUser: item.limitForUser,
      amountLimitPerPP: item.amountLimitPerPP,
      transactionLimitPerPP: item.transactionLimitPerPP,
      hireDate: item.hireDate,
      email: item.email,
    });
    expect(rosterWorkers(rosterOf(roster), 'c1')).toEqual(roster.map(selection));
  });

  it('asks a small first chunk, then the rest after it, and tells the progress of each chunk but the last', async () => {
    const { client, requests } = fakeApi(3);
    const queryClient = new QueryClient();
    // What the page reads while the roster loads, whoever started the query.
    const progress: [number, number, string[]][] = [];
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (JSON.stringify(event.query.queryKey) !== JSON.stringify(ewaKeys.rosterProgress('c1'))) return;
      const chunk = event.query.state.data as RosterProgress | null;
      progress.push(chunk ? [chunk.loaded, chunk.total, chunk.items.map((item) => item.id)] : [0, 0, []]);
    });
    showProgress(queryClient);
    const items = await queryClient.fetchQuery(rosterQuery(client, 'c1'));
    expect(items.map((item) => item.id)).toEqual(roster.map((item) => item.id));
    expect(requests.map((url) => [url.pathname, url.searchParams.get('after'), url.searchParams.get('limit')])).toEqual(
      [
        ['/api/workers/roster', null, String(ROSTER_FIRST_CHUNK)],
        ['/api/workers/roster', 'w2', String(ROSTER_CHUNK)],
        ['/api/workers/roster', 'w5', String(ROSTER_CHUNK)],
      ],
    );
    expect(requests.every((url) => url.searchParams.get('companyId') === 'c1')).toBe(true);
    expect(progress).toEqual([
      [3, 7, ['w0', 'w1', 'w2']],
      [6, 7, ['w0', 'w1', 'w2', 'w3', 'w4', 'w5']],
      // Once the whole roster is in, the page reads it from the roster's own query.
      [0, 0, []],
    ]);
    expect(queryClient.getQueryData(rosterProgressQuery('c1').queryKey)).toBeNull();
  });

  it('asks the second chunk only once a page shows the first, so its answer is not read in front of the first rows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const { client, requests } = fakeApi(3);
    const queryClient = new QueryClient();
    const loading = queryClient.fetchQuery(rosterQuery(client, 'c1'));
    await vi.advanceTimersByTimeAsync(ROSTER_UNSHOWN_WAIT_MS / 2);
    expect(requests).toHaveLength(1);
    expect(queryClient.getQueryData(rosterProgressQuery('c1').queryKey)).toMatchObject({ loaded: 3, total: 7 });

    showProgress(queryClient);
    await vi.advanceTimersByTimeAsync(100);
    expect(requests.length).toBeGreaterThan(1);
    await vi.runAllTimersAsync();
    expect((await loading).map((item) => item.id)).toEqual(roster.map((item) => item.id));
  });

  it('asks the rest anyway when no page comes to show the first chunk', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const { client, requests } = fakeApi(3);
    const queryClient = new QueryClient();
    const loading = queryClient.fetchQuery(rosterQuery(client, 'c1'));
    await vi.advanceTimersByTimeAsync(ROSTER_UNSHOWN_WAIT_MS - 1);
    expect(requests).toHaveLength(1);
    await vi.runAllTimersAsync();
    expect((await loading).map((item) => item.id)).toEqual(roster.map((item) => item.id));
    expect(requests).toHaveLength(3);
  });
});
