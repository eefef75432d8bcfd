// The first script of every page, separate from the app and a few hundred bytes, so it runs as soon as it arrives
// (`build/early-script.ts` puts it in the page). On a page of the signed-in area it asks what the app's first
// render waits for — who is signed in, then the company the tab shows and the user's dynamic commission
// permissions, and the opened page's first data — while the app's code is still arriving and starting. The app's
// API client takes these answers instead of asking again (`shared/api/early-answers.ts`), through the same error
// handling as any answer. Nothing here decides anything: a missing or refused answer is the app's to handle.
//
// It imports nothing of the app's (the build checks that its chunk imports nothing): the values it shares with the app
// are written again here, and `early-requests.test.ts` holds them equal and its requests the app's own.
import type { EarlyAnswers } from '../shared/api/early-answers.ts';

export const LOGIN_PATH = '/login';
// `STORAGE_KEYS.selectedCompany`: the company chosen in this tab's company switcher (JSON in sessionStorage).
export const SELECTED_COMPANY_KEY = 'cuadre.selectedCompany';
// The employees page's first request (`rosterQuery`'s first chunk, `ROSTER_FIRST_CHUNK`).
export const ROSTER_PATH = '/ewa/employees';
export const ROSTER_FIRST_CHUNK = 30;

type Session = { user: { id: string; email: string }; company: { id: string } };

function requestKey(method: string, url: string, body: string): string {
  return `${method} ${url} ${body}`;
}

function selectedCompanyId(): string | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SELECTED_COMPANY_KEY) ?? 'null');
    return typeof stored === 'string' ? stored : null;
  } catch {
    return null;
  }
}

export function startEarlyRequests(pathname: string, origin: string = location.origin): EarlyAnswers {
  const pending = new Map<string, Promise<Response>>();
  let open = true;
  const ask = (method: 'GET' | 'POST', url: string, body?: object): Promise<Response> => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const answer = fetch(url, {
      method,
      credentials: 'same-origin',
      ...(body === undefined
        ? {}
        : { body: text, headers: { 'Content-Type': 'application/json', 'X-Requested-By': 'cuadre' } }),
    });
    // A failed request is the app's to report, when it takes the answer (or asks again).
    answer.catch(() => undefined);
    pending.set(requestKey(method, url, text), answer);
    return answer;
  };

  const path = pathname.replace(/\/+$/, '');
  if (path !== LOGIN_PATH) {
    const session = ask('GET', '/api/auth/session');
    const followUps = session
      .then((response) => (response.ok ? (response.clone().json() as Promise<Session>) : null))
      .then((signedIn) => {
        if (signedIn === null || !open) return;
        const companyId = selectedCompanyId() ?? signedIn.company.id;
        void ask('POST', '/api/employer-dashboard/company-info', { email: signedIn.user.email, companyId });
        void ask('GET', `/api/dynamic-commission/permissions?userId=${encodeURIComponent(signedIn.user.id)}`);
        if (path === ROSTER_PATH) {
          void ask('GET', `/api/workers/roster?companyId=${encodeURIComponent(companyId)}&limit=${ROSTER_FIRST_CHUNK}`);
        }
      })
      .catch(() => undefined);
    // The app gets the session only once the requests that follow from it are asked: what it asks next then finds
    // them, instead of asking them a second time.
    pending.set(
      requestKey('GET', '/api/auth/session', ''),
      followUps.then(() => session),
    );
  }

  return {
    async take(request) {
      if (!open) return undefined;
      const url = new URL(request.url);
      if (url.origin !== origin) return undefined;
      const target = `${url.pathname}${url.search}`;
      const prefix = requestKey(request.method, target, '');
      if (![...pending.keys()].some((key) => key.startsWith(prefix))) return undefined;
      const body = request.body === null ? '' : await request.clone().text();
      const key = requestKey(request.method, target, body);
      const answer = pending.get(key);
      pending.delete(key);
      return answer;
    },
    close() {
      open = false;
      // An answer nobody took is read to its end and dropped, so the browser closes its request.
      for (const answer of pending.values()) {
        answer.then((response) => response.body?.cancel()).catch(() => undefined);
      }
      pending.clear();
    },
  };
}
