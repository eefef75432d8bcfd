import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ROSTER_FIRST_CHUNK, ewaKeys } from '../features/ewa/api/ewa-queries.ts';
import { worker } from '../features/ewa/test/ewa-fixtures.ts';
import { fakeRosterApi } from '../features/ewa/test/roster-api.ts';
import { PAGE_ROUTES, preloadPage } from './page-routes.ts';

describe('preloadPage', () => {
  it('starts loading the chunk of the page the browser opened on, with or without a trailing slash', () => {
    const route = PAGE_ROUTES.find((candidate) => candidate.path === '/tips/home')!;
    const load = vi.spyOn(route, 'load').mockResolvedValue(() => null);
    preloadPage('/tips/home/');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads no page chunk for a path that is not a page (the landing, a typo)', () => {
    const loads = PAGE_ROUTES.map((route) => vi.spyOn(route, 'load').mockResolvedValue(() => null));
    for (const path of ['/', '/tips/hom']) preloadPage(path);
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed download to the router, which reports it when it opens the page', async () => {
    const route = PAGE_ROUTES.find((candidate) => candidate.path === '/settings')!;
    const load = vi.spyOn(route, 'load').mockRejectedValue(new Error('offline'));
    expect(() => preloadPage('/settings')).not.toThrow();
    await expect(load.mock.results[0]?.value).rejects.toThrow('offline');
  });
});

describe("a page's first data, asked with the session", () => {
  it("opening the employees page asks the roster's first chunk for the company the frame shows", async () => {
    const { client, requests } = fakeRosterApi([worker({ id: 'w1' })]);
    const queryClient = new QueryClient();
    const prefetch = preloadPage('/ewa/employees');
    expect(prefetch).toBeTypeOf('function');
    void prefetch!({ client, queryClient }, 'costa');
    await vi.waitFor(() => expect(queryClient.getQueryData(ewaKeys.roster('costa'))).toHaveLength(1));
    expect(
      requests.map((url) => [url.pathname, url.searchParams.get('companyId'), url.searchParams.get('limit')]),
    ).toEqual([['/api/workers/roster', 'costa', String(ROSTER_FIRST_CHUNK)]]);
  });

  it('a page without a first request of its own asks nothing more', () => {
    vi.spyOn(
      PAGE_ROUTES.find((route) => route.path === '/settings')!,
      'load',
    ).mockResolvedValue(() => null);
    expect(preloadPage('/settings')).toBeUndefined();
    expect(preloadPage('/nowhere')).toBeUndefined();
  });
});
