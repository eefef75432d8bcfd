import { createApiClient } from '@cuadre/api-client';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { TipsApiContext } from '../api/tips-api.ts';

export type Call = { method: string; path: string; search: string; body: unknown };

// What the fake server answers: a JSON body (200) or a status with a problem.
export type Answer = { status?: number; body: unknown };

export const problem = (
  status: number,
  title: string,
  errors: { pointer: string; message: string }[] = [],
): Answer => ({
  status,
  body: {
    type: status === 422 ? '/problems/unprocessable' : '/problems/not-found',
    title,
    status,
    detail: title,
    errors,
  },
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

// A tips component on a fake API (answers by "METHOD /path") and an in-memory router; every call is recorded.
export function renderTips(ui: ReactNode, answers: Record<string, Answer | ((call: Call) => Answer)>, path = '/tips') {
  const calls: Call[] = [];
  const { client, query } = createApiClient({
    baseUrl: 'http://cuadre.test/api',
    fetch: async (request) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const call: Call = {
        method: request.method,
        path: url.pathname.replace(/^\/api/, ''),
        search: url.search,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      calls.push(call);
      const found = answers[`${call.method} ${call.path}`];
      const answer = typeof found === 'function' ? found(call) : (found ?? problem(404, 'Not found'));
      return Response.json(answer.body, {
        status: answer.status ?? 200,
        headers: answer.status === undefined ? {} : { 'content-type': 'application/problem+json' },
      });
    },
    onSignOut: () => undefined,
    onError: () => undefined,
    log: () => undefined,
  });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider i18n={i18n}>
        <TipsApiContext value={{ client, query }}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <Location />
          </MemoryRouter>
        </TipsApiContext>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, calls };
}
