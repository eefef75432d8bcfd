import { createApiClient } from '@cuadre/api-client';
import { Toaster } from '@cuadre/ui';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeShellApi, testCompany } from '../../test/fake-shell-api.ts';
import { AppProviders } from '../app.tsx';
import type { AppDeps } from '../app-deps.ts';
import { createSessionExit } from '../session-exit.ts';
import { companyState } from '../../shared/states/company-state.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import type { EmployerNotification } from './notifications-queries.ts';

function notification(id: string, overrides: Partial<EmployerNotification> = {}): EmployerNotification {
  return {
    id,
    companyId: 'isla',
    kind: 'invoice-due',
    title: `Notice ${id}`,
    body: `What happened to ${id}.`,
    message: null,
    link: '/ewa/billing',
    createdAt: '2026-11-20T14:30:00-04:00',
    readAt: null,
    ...overrides,
  };
}

type Server = {
  notifications: Record<string, EmployerNotification[]>;
  failList?: boolean;
  failMark?: boolean;
  requests: string[];
};

// The three notification calls of the contract, answered from memory like the API does.
function fakeFetch(server: Server) {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
    });
  return (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    server.requests.push(`${request.method} ${url.pathname}`);
    const [, , , companyId = '', second, third] = url.pathname.split('/');
    const items = server.notifications[companyId] ?? [];
    const unreadCount = () => items.filter((item) => item.readAt === null).length;
    if (request.method === 'GET') {
      if (server.failList)
        return Promise.resolve(json(500, { type: 'about:blank', title: 'Server error', status: 500 }));
      return Promise.resolve(json(200, { items, page: 1, limit: 20, total: items.length, unreadCount: unreadCount() }));
    }
    if (server.failMark) return Promise.resolve(json(409, { type: 'about:blank', title: 'Conflict', status: 409 }));
    const readAt = '2026-11-21T09:00:00-04:00';
    if (second === 'read-all') {
      const marked = unreadCount();
      for (const item of items) item.readAt ??= readAt;
      return Promise.resolve(json(200, { marked }));
    }
    const found = items.find((item) => item.id === second && third === 'read');
    if (!found) return Promise.resolve(json(404, { type: 'about:blank', title: 'Not found', status: 404 }));
    found.readAt ??= readAt;
    return Promise.resolve(json(200, found));
  };
}

function renderBell(server: Server, companyId = 'isla', bell = <NotificationsBell />) {
  const api = fakeShellApi({ session: null });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  store.set(companyState, testCompany(companyId));
  const exit = createSessionExit({ api, queryClient, store }, vi.fn());
  const { client, query } = createApiClient({
    baseUrl: 'http://cuadre.test/api',
    fetch: fakeFetch(server),
    onSignOut: vi.fn(),
    onError: vi.fn(),
    log: vi.fn(),
  });
  const deps: AppDeps = { api, queryClient, store, exit, client, query };
  const router = createMemoryRouter(
    [
      { path: '/', element: bell },
      { path: '*', element: <p>Resolving page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders deps={deps}>
      <Toaster>
        <RouterProvider router={router} />
      </Toaster>
    </AppProviders>,
  );
  return { store, router };
}

const openPanel = async (user: ReturnType<typeof userEvent.setup>, name: RegExp = /Notifications/) => {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notifications' });
};

describe('the notifications bell', () => {
  it("shows the company's unread count and lists its notifications newest first", async () => {
    const user = userEvent.setup();
    renderBell({
      requests: [],
      notifications: {
        isla: [notification('a'), notification('b'), notification('c', { readAt: '2026-11-19T10:00:00-04:00' })],
      },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByTestId('notifications-unread-count').textContent).toBe('2');
    const panel = await openPanel(user);
    expect(within(panel).getByText('2 unread')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Notice a'),
      expect.stringContaining('Notice b'),
      expect.stringContaining('Notice c'),
    ]);
    expect(within(panel).getAllByRole('button', { name: /^Mark read:/ })).toHaveLength(2);
  });

  it('pressed before its code arrived, the bell opens its panel when it does', async () => {
    renderBell(
      { requests: [], notifications: { isla: [notification('a')] } },
      'isla',
      <NotificationsBell defaultOpen />,
    );
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findAllByRole('link')).toHaveLength(1);
  });

  it('focused before its code arrived, the bell takes the focus when it does', async () => {
    renderBell({ requests: [], notifications: { isla: [notification('a')] } }, 'isla', <NotificationsBell takeFocus />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(document.activeElement).toBe(bell);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a notification links to the page that resolves it and counts as read once opened', async () => {
    const user = userEvent.setup();
    const server: Server = {
      requests: [],
      notifications: { isla: [notification('a', { link: '/ewa/deductions' }), notification('b')] },
    };
    const { router } = renderBell(server);
    const panel = await openPanel(user, /2 unread/);
    await user.click(within(panel).getByRole('link', { name: /Notice a/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ewa/deductions'));
    expect(server.requests).toContain('POST /api/employer-notifications/isla/a/read');
    expect(server.notifications.isla?.[0]?.readAt).not.toBeNull();
  });

  it('marking one read lowers the count and keeps it in the list', async () => {
    const user = userEvent.setup();
    renderBell({ requests: [], notifications: { isla: [notification('a'), notification('b')] } });
    const panel = await openPanel(user, /2 unread/);
    await user.click(within(panel).getByRole('button', { name: 'Mark read: Notice a' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: /Notice a/ })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Mark read: Notice a' })).toBeNull();
  });

  it('mark all read clears the badge', async () => {
    const user = userEvent.setup();
    const server: Server = { requests: [], notifications: { isla: [notification('a'), notification('b')] } };
    renderBell(server);
    const panel = await openPanel(user, /2 unread/);
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notifications-unread-count')).toBeNull();
    expect(within(panel).getByText('All caught up')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toHaveProperty('disabled', true);
    expect(server.requests).toContain('POST /api/employer-notifications/isla/read-all');
  });

  it('a mark that the server refuses puts the count back and says so', async () => {
    const user = userEvent.setup();
    renderBell({ requests: [], failMark: true, notifications: { isla: [notification('a')] } });
    const panel = await openPanel(user, /1 unread/);
    await user.click(within(panel).getByRole('button', { name: 'Mark read: Notice a' }));
    expect(await screen.findByText('The notification could not be marked read. Try again.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('says when there is nothing to read', async () => {
    const user = userEvent.setup();
    renderBell({ requests: [], notifications: {} });
    const panel = await openPanel(user, /^Notifications$/);
    expect(within(panel).getByRole('heading', { name: 'No notifications' })).toBeTruthy();
  });

  it('a failed load offers a retry', async () => {
    const user = userEvent.setup();
    const server: Server = { requests: [], failList: true, notifications: { isla: [notification('a')] } };
    renderBell(server);
    const panel = await openPanel(user, /^Notifications$/);
    expect(await within(panel).findByText('Notifications could not load.')).toBeTruthy();
    server.failList = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('link', { name: /Notice a/ })).toBeTruthy();
  });

  it('switching company shows the other company’s notifications', async () => {
    const server: Server = {
      requests: [],
      notifications: {
        isla: [notification('a')],
        costa: [notification('x', { companyId: 'costa' }), notification('y', { companyId: 'costa' })],
      },
    };
    const { store } = renderBell(server);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    act(() => store.set(companyState, testCompany('costa')));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(server.requests).toContain('GET /api/employer-notifications/costa');
  });
});
