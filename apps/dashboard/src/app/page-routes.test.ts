import { describe, expect, it, vi } from 'vitest';
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
