/**
 * The answers the page's early script asked before the app's code ran (`early/early-requests.ts`). `take` hands
 * over the answer to the same request (method, address and body), once; anything else, and everything after `close`,
 * is `undefined` and goes to the network.
 */
export type EarlyAnswers = {
  take: (request: Request) => Promise<Response | undefined>;
  close: () => void;
};

declare global {
  interface Window {
    cuadreEarly?: EarlyAnswers;
  }
}

/**
 * The API client's `fetch`: an early answer when the early script asked the same request, the network otherwise.
 * Without an early script (the development server, tests) it is the browser's `fetch`.
 */
export function fetchWithEarlyAnswers(
  early: EarlyAnswers | undefined = window.cuadreEarly,
): ((request: Request) => Promise<Response>) | undefined {
  if (early === undefined) return undefined;
  return async (request) => (await early.take(request)) ?? fetch(request);
}

/** The app has asked what it asks first: answers nobody took are left, and later requests go to the network. */
export function closeEarlyAnswers(early: EarlyAnswers | undefined = window.cuadreEarly): void {
  early?.close();
}
