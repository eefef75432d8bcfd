// First, before the rest of the entry runs: the opened page's code is asked for (boot.ts).
import { openedPagePrefetch } from './boot.ts';
import '@cuadre/ui/fonts';
import '@cuadre/ui/reset';
import '@cuadre/ui/themes/light';
import { LOGIN_PATH, prepareFormatters } from '@cuadre/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app.tsx';
import { createAppDeps } from './app/app-deps.ts';
import { closeEarlyAnswers } from './shared/api/early-answers.ts';
import { startShellCalls } from './shared/session/resolve-shell.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const deps = createAppDeps();
// Every page but the sign-in page waits for its code, the session and then the company (and some pages for their
// first data): all are asked now, not after the first render.
if (window.location.pathname.replace(/\/+$/, '') !== LOGIN_PATH) {
  const prefetch = openedPagePrefetch;
  // They take the answers the page's early script asked; once all are in, nothing later takes an early answer.
  void startShellCalls(deps, prefetch && ((companyId) => prefetch(deps, companyId))).finally(closeEarlyAnswers);
  // Built while those calls are on the way, not in the page's first render of its figures (`prepareFormatters`).
  setTimeout(prepareFormatters, 0);
}
const router = createAppRouter(deps);
const root = createRoot(container);
// No top-level await here: the bundler merges shared chunks into the entry only when no module awaits at top level.
void (deps.ready ?? Promise.resolve()).then(() => {
  // A transition renders in slices that yield to the browser, so the first paint of a page is not one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App deps={deps} router={router} />
      </StrictMode>,
    );
  });
});
