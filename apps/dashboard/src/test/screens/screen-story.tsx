import { createApiClient } from '@cuadre/api-client';
import type { Decorator, Loader, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import { AppProviders } from '../../app/app.tsx';
import type { AppDeps } from '../../app/app-deps.ts';
import { createRoutes } from '../../app/routes.tsx';
import { createSessionExit } from '../../app/session-exit.ts';
import { shellApiFrom } from '../../shared/api/shell-api-client.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { syncLanguage } from '../../shared/i18n/sync-language.ts';
import { languageState } from '../../shared/states/language-state.ts';
import type { Persona } from './personas.ts';
import { shellHandlers } from './personas.ts';

/** Friday 27 November 2026, 10:00 in Puerto Rico: "today" on every screen story. */
export const SCREEN_NOW = '2026-11-27T14:00:00.000Z';

export type ScreenParameters = {
  /** The address the screen opens at. */
  path: string;
  /** Who is signed in, with their company and its features. */
  persona: Persona;
  locale?: Locale;
  /** Text the screen shows once its data has arrived; the story is ready when it is on the page. */
  shows: string | RegExp;
};

// Requests to the API that no handler answered, by story: the story fails naming them.
const unanswered: string[] = [];

const worker = async () => {
  const instance = setupWorker();
  await instance.start({
    quiet: true,
    onUnhandledFrame({ frame }) {
      const { request } = frame.data as { request?: Request };
      const url = new URL(request?.url ?? '/', location.href);
      if (request && url.pathname.startsWith('/api/')) unanswered.push(`${request.method} ${url.pathname}`);
    },
  });
  // The worker answers this page's requests once it controls the page, which can come a moment after it started.
  if (navigator.serviceWorker.controller === null)
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  return instance;
};

const startWorker = mswLoader(worker);

// The app's own deps (apps/dashboard/src/app/app-deps.ts) on the browser's fetch, which Mock Service Worker answers:
// Storybook runs loaders side by side, and the router asks for the session as soon as it exists.
const appLoader: Loader = async (context) => {
  await startWorker(context);
  const { path, locale = 'en-US' } = context.parameters.screen as ScreenParameters;
  localStorage.clear();
  sessionStorage.clear();
  unanswered.length = 0;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  store.set(languageState, locale);
  let exit: AppDeps['exit'] | null = null;
  const { client, query } = createApiClient({
    baseUrl: '/api',
    onSignOut: (alert) => exit?.onApiSignOut(alert),
    onError: () => undefined,
    log: () => undefined,
  });
  const api = shellApiFrom(client);
  exit = createSessionExit({ api, queryClient, store }, () => undefined);
  await syncLanguage(store);
  const deps: AppDeps = { api, queryClient, store, exit, client, query };
  const router = createMemoryRouter(createRoutes(deps), { initialEntries: [path] });
  return { deps, router };
};

// Date.now() and new Date() read SCREEN_NOW while the story is open; dates built from values are untouched.
const fixedClock = () => {
  const RealDate = Date;
  const now = new RealDate(SCREEN_NOW).getTime();
  class ScreenDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now);
      else super(...(args as [string]));
    }
    static override now() {
      return now;
    }
  }
  globalThis.Date = ScreenDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
};

type Loaded = { deps: AppDeps; router: ReturnType<typeof createMemoryRouter> };

const renderScreen = (_args: unknown, { loaded }: StoryContext) => {
  const { deps, router } = loaded as Loaded;
  return (
    <AppProviders deps={deps}>
      <RouterProvider router={router} />
    </AppProviders>
  );
};

// The screen fills the viewport the test browser and Storybook's "desktop" give it (1280×720).
const fullViewport: Decorator = (Story) => (
  <div style={{ height: 'calc(100vh - 32px)', display: 'flow-root' }}>
    <Story />
  </div>
);

/** Waits for the screen's data (`parameters.screen.shows`), and fails on API calls no fixture answered. */
export async function screenShown({ canvas, canvasElement, parameters }: StoryContext): Promise<void> {
  const { shows } = parameters.screen as ScreenParameters;
  await waitFor(() => expect(canvas.getAllByText(shows).length).toBeGreaterThan(0), {
    timeout: 20_000,
    onTimeout: () =>
      new Error(`The screen never showed ${String(shows)}. It shows:\n${canvasElement.innerText.slice(0, 1500)}`),
  });
  await expect(unanswered, 'API calls without a fixture').toEqual([]);
}

/**
 * A screen of the dashboard as its user sees it: the whole app (router at `path`, atom store, signed-in `persona`,
 * language) with every API call answered by `handlers`, fixtures typed by the contract (./contract.ts).
 * A story sets `parameters.screen.locale`, or replaces `parameters.msw.handlers.screen` for another state.
 */
export function screenMeta(screen: ScreenParameters, handlers: RequestHandler[]) {
  return {
    render: renderScreen,
    loaders: [appLoader],
    beforeEach: fixedClock,
    decorators: [fullViewport],
    parameters: {
      layout: 'fullscreen',
      screen,
      screenshot: { target: 'viewport' },
      msw: { handlers: { shell: shellHandlers(screen.persona), screen: handlers } },
    },
    play: screenShown,
  } satisfies Partial<Meta>;
}

export type ScreenStory = StoryObj;

/** The same screen in Spanish (Puerto Rico). */
export const spanish = (shows?: string | RegExp) => ({
  parameters: { screen: { locale: 'es-PR' as const, ...(shows === undefined ? {} : { shows }) } },
});
