// The first script of every page (index.html): asks for the opened page's code at once, while the app's entry is
// still arriving and starting, rather than once the entry has run (bench/RESULTS.md, the roster's first rows). It
// holds the page table alone; the router later asks the same modules and finds them on their way.
import { preloadPage } from './app/page-routes.ts';

/** What starts the opened page's first data request, once the company is known (`preloadPage`). */
export const openedPagePrefetch = preloadPage(window.location.pathname);
