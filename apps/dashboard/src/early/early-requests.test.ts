import { createApiClient } from '@cuadre/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROSTER_FIRST_CHUNK, ewaKeys, prefetchRoster } from '../features/ewa/api/ewa-queries.ts';
import { rosterOf, worker } from '../features/ewa/test/ewa-fixtures.ts';
import { fetchWithEarlyAnswers } from '../shared/api/early-answers.ts';
import { shellApiFrom } from '../shared/api/shell-api-client.ts';
import { startShellCalls } from '../shared/session/resolve-shell.ts';
import { selectedCompanyIdState } from '../shared/states/selected-company-id-state.ts';
import { shellQueryKeys } from '../shared/session/shell-queries.ts';
import { STORAGE_KEYS } from '../shared/storage-keys.ts';
import { testCompany, testUser } from '../test/fake-shell-api.ts';
import type { EarlyAnswers } from '../shared/api/early-answers.ts';
import {
  ROSTER_FIRST_CHUNK as EARLY_ROSTER_FIRST_CHUNK,
  SELECTED_COMPANY_KEY,
  startEarlyRequests,
} from './early-requests.ts';

const ORIGIN = 'http://localhost';
const user = testUser('ana@isla.example', 'super-admin', []);
const roster = [worker({ id: 'w1' }), worker({ id: 'w2' })];

/** The network as the API answers it; every request that reaches it is kept as "METHOD path?query body". */
function network({ signedIn = true } = {}) {
  const requests: string[] = [];
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init);
    const url = new URL(request.url);
    const body = request.method === 'GET' ? '' : await request.text();
    requests.push(`${request.method} ${url.pathname}${url.search} ${body}`.trim());
    switch (url.pathname) {
      case '/api/auth/session':
        return signedIn
          ? Response.json({ user, company: { id: user.companyId }, internalStaff: false })
          : Response.json({ title: 'Unauthorized', status: 401 }, { status: 401 });
      case '/api/employer-dashboard/company-info': {
        const { companyId } = JSON.parse(body) as { companyId: string };
        return Response.json({ companyData: testCompany(companyId) });
      }
      case '/api/dynamic-commission/permissions':
        return Response.json({ count: 2 });
      case '/api/workers/roster':
        return Response.json(rosterOf(roster));
      default:
        return Response.json({ title: 'Not Found', status: 404 }, { status: 404 });
    }
  };
  vi.stubGlobal('fetch', vi.fn(answer));
  return requests;
}

/** The app's first calls (`main.tsx`) on the employees page, through the app's API client. */
async function appStarts(early: EarlyAnswers, store = createStore()) {
  const { client } = createApiClient({
    baseUrl: `${ORIGIN}/api`,
    onSignOut: () => undefined,
    onError: () => undefined,
    fetch: fetchWithEarlyAnswers(early)!,
  });
  const queryClient = new QueryClient();
  await startShellCalls({ api: shellApiFrom(client), queryClient, store }, (companyId) =>
    prefetchRoster(client, queryClient, companyId),
  );
  return queryClient;
}

afterEach(() => vi.unstubAllGlobals());

describe("the page's early requests", () => {
  it('hold the values they share with the app equal to the app’s', () => {
    expect(EARLY_ROSTER_FIRST_CHUNK).toBe(ROSTER_FIRST_CHUNK);
    expect(SELECTED_COMPANY_KEY).toBe(STORAGE_KEYS.selectedCompany);
  });

  it('on the employees page ask the session, then the company, the permissions and the first rows; the app asks none again', async () => {
    const requests = network();
    const early = startEarlyRequests('/ewa/employees', ORIGIN);
    await vi.waitFor(() => expect(requests).toHaveLength(4));

    const queryClient = await appStarts(early);

    expect(requests.toSorted()).toEqual([
      'GET /api/auth/session',
      `GET /api/dynamic-commission/permissions?userId=${encodeURIComponent(user.id)}`,
      `GET /api/workers/roster?companyId=isla&limit=${ROSTER_FIRST_CHUNK}`,
      `POST /api/employer-dashboard/company-info {"email":"ana@isla.example","companyId":"isla"}`,
    ]);
    expect(queryClient.getQueryData(shellQueryKeys.session)).toMatchObject({ user: { email: 'ana@isla.example' } });
    expect(queryClient.getQueryData(shellQueryKeys.companyInfo('ana@isla.example', 'isla'))).toMatchObject({
      id: 'isla',
    });
    expect(queryClient.getQueryData(shellQueryKeys.dynamicCommissionCount(user.id))).toBe(2);
    expect(queryClient.getQueryData<unknown[]>(ewaKeys.roster('isla'))).toHaveLength(2);
  });

  it('ask for the company chosen in this tab, as the app does', async () => {
    sessionStorage.setItem(STORAGE_KEYS.selectedCompany, JSON.stringify('costa'));
    const requests = network();
    const early = startEarlyRequests('/ewa/employees/', ORIGIN);
    await vi.waitFor(() => expect(requests).toHaveLength(4));
    // The app reads the stored choice once, when its code starts (`selectedCompanyIdState`).
    const store = createStore();
    store.set(selectedCompanyIdState, 'costa');

    const queryClient = await appStarts(early, store);

    expect(requests.toSorted()).toEqual([
      'GET /api/auth/session',
      `GET /api/dynamic-commission/permissions?userId=${encodeURIComponent(user.id)}`,
      `GET /api/workers/roster?companyId=costa&limit=${ROSTER_FIRST_CHUNK}`,
      `POST /api/employer-dashboard/company-info {"email":"ana@isla.example","companyId":"costa"}`,
    ]);
    expect(queryClient.getQueryData<unknown[]>(ewaKeys.roster('costa'))).toHaveLength(2);
  });

  it('on another page ask the session, the company and the permissions only', async () => {
    const requests = network();
    startEarlyRequests('/tips/home', ORIGIN);
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    expect(requests.some((request) => request.includes('/workers/roster'))).toBe(false);
  });

  it('signed out, ask the session alone, and the app reads its 401 as no session', async () => {
    const requests = network({ signedIn: false });
    const early = startEarlyRequests('/ewa/employees', ORIGIN);
    await vi.waitFor(() => expect(requests).toHaveLength(1));

    const queryClient = await appStarts(early);

    expect(requests).toEqual(['GET /api/auth/session']);
    expect(queryClient.getQueryData(shellQueryKeys.session)).toBeNull();
  });

  it('on the sign-in page ask nothing', async () => {
    const requests = network();
    startEarlyRequests('/login', ORIGIN);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });

  it('hand each answer over once: the same request asked again goes to the network', async () => {
    const requests = network();
    const early = startEarlyRequests('/settings', ORIGIN);
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    const session = () => new Request(`${ORIGIN}/api/auth/session`);

    expect(await early.take(session())).toBeInstanceOf(Response);
    expect(await early.take(session())).toBeUndefined();
  });

  it("hand over nothing for another request: another company's data, another address, another body", async () => {
    const requests = network();
    const early = startEarlyRequests('/ewa/employees', ORIGIN);
    await vi.waitFor(() => expect(requests).toHaveLength(4));

    const taken = [
      new Request(`${ORIGIN}/api/workers/roster?companyId=costa&limit=${ROSTER_FIRST_CHUNK}`),
      new Request(`${ORIGIN}/api/workers/roster?companyId=isla&limit=10000`),
      new Request(`https://elsewhere.example/api/auth/session`),
      new Request(`${ORIGIN}/api/employer-dashboard/company-info`, {
        method: 'POST',
        body: JSON.stringify({ email: 'ana@isla.example', companyId: 'costa' }),
      }),
    ];
    for (const request of taken) expect(await early.take(request)).toBeUndefined();
  });

  it('hand over the session only once what follows from it is asked, so the app never asks it a second time', async () => {
    const requests = network();
    const early = startEarlyRequests('/ewa/employees', ORIGIN);

    const session = await early.take(new Request(`${ORIGIN}/api/auth/session`));
    const company = await early.take(
      new Request(`${ORIGIN}/api/employer-dashboard/company-info`, {
        method: 'POST',
        body: JSON.stringify({ email: 'ana@isla.example', companyId: 'isla' }),
      }),
    );

    expect(session?.status).toBe(200);
    expect(company?.status).toBe(200);
    expect(requests).toHaveLength(4);
  });

  it('drop the answers nobody took when closed, so the browser ends their requests', async () => {
    const cancelled: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const body = new ReadableStream({
          start: (controller) => controller.enqueue(new TextEncoder().encode('{"count":')),
          cancel: () => void cancelled.push(url),
        });
        return url === '/api/auth/session'
          ? Response.json({ user, company: { id: user.companyId }, internalStaff: false })
          : new Response(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const early = startEarlyRequests('/settings', ORIGIN);
    await early.take(new Request(`${ORIGIN}/api/auth/session`));

    early.close();

    await vi.waitFor(() =>
      expect(cancelled.toSorted()).toEqual([
        `/api/dynamic-commission/permissions?userId=${encodeURIComponent(user.id)}`,
        '/api/employer-dashboard/company-info',
      ]),
    );
  });

  it('hand over nothing once closed: what the app asks later is asked anew', async () => {
    const requests = network();
    const early = startEarlyRequests('/ewa/employees', ORIGIN);
    await vi.waitFor(() => expect(requests).toHaveLength(4));

    early.close();
    await appStarts(early);

    expect(requests).toHaveLength(8);
  });
});
