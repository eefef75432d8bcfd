// The first script of every page (index.html): asks for the opened page's code at once, while the app's entry is
// still arriving and starting, rather than once the entry has run (bench/RESULTS.md, the roster's first rows). It
// holds the page table alone; `main.tsx` asks the same modules again and finds them on their way.
import { preloadPage } from './app/page-routes.ts';

preloadPage(window.location.pathname);
