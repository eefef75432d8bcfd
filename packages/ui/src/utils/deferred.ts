import { startTransition, useCallback, useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A part of a component that a page can paint without: the popup of a select, the column menu of a table,
 * the virtual scroller of a long list. Its code is fetched when the browser is idle after the page has
 * painted, or at once when the user reaches for it, so it never delays a route.
 */
export interface Deferred<Module> {
  /** Starts loading (once) and resolves with the module; a failed load may be tried again. */
  load: () => Promise<Module>;
  /** The module when it has loaded. */
  current: () => Module | undefined;
  subscribe: (listener: () => void) => () => void;
}

// Kept on the global object: a test set-up may reach this file by another URL than the components do.
const registryKey = Symbol.for('cuadre.ui.deferred');
const registry: Set<Deferred<unknown>> =
  ((globalThis as Record<symbol, unknown>)[registryKey] as Set<Deferred<unknown>> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[registryKey] = new Set<Deferred<unknown>>());

export function deferred<Module>(importer: () => Promise<Module>): Deferred<Module> {
  let module: Module | undefined;
  let pending: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const entry: Deferred<Module> = {
    load: () => {
      pending ??= importer().then(
        (loaded) => {
          module = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => module,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  registry.add(entry as Deferred<unknown>);
  return entry;
}

/** Loads every deferred part now: for tests and screenshots, which must not see a part arrive. */
export function preloadDeferred(): Promise<unknown[]> {
  return Promise.all([...registry].map((entry) => entry.load()));
}

/** How long a task run by `whenIdle` may work when the browser says nothing of its idle time (Safari, a busy page). */
export const IDLE_SLICE_MS = 8;

/**
 * Runs `task` at the browser's next idle moment (within 2 s at the latest); `hasTime` says whether that moment has
 * time left, so a long task can stop and ask again. Answers a function that cancels it.
 */
export function whenIdle(task: (hasTime: () => boolean) => void): () => void {
  // A short slice: where the browser gives no idle time left (no idle callbacks, or the 2 s ran out on a busy page).
  const slice = () => {
    const end = performance.now() + IDLE_SLICE_MS;
    return () => performance.now() < end;
  };
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(
      (deadline) => task(deadline.didTimeout ? slice() : () => deadline.timeRemaining() > 0),
      { timeout: 2000 },
    );
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => task(slice()), 50);
  return () => clearTimeout(handle);
}

function useDeferredModule<Module>(entry: Deferred<Module>, drawOnArrival: boolean) {
  const [module, setModule] = useState(entry.current);
  const showNow = useCallback(() => setModule(() => entry.current()), [entry]);
  useEffect(() => {
    // An arrival nobody asked for is drawn as a transition: in slices, between the browser's other work.
    const show = () => startTransition(() => setModule(() => entry.current()));
    const unsubscribe = drawOnArrival ? entry.subscribe(show) : () => undefined;
    if (entry.current()) {
      if (drawOnArrival) show();
      return unsubscribe;
    }
    // A failed idle load stays quiet: the user's own reach for the part tries again.
    const cancel = whenIdle(() => void entry.load().catch(() => undefined));
    return () => {
      unsubscribe();
      cancel();
    };
  }, [entry, drawOnArrival]);
  return [module, showNow] as const;
}

/**
 * The module once the component asks for it to be drawn (`show`, which loads it first if need be); loading is
 * scheduled for the next idle moment, but code that arrives then is kept, not drawn.
 */
export function useDeferredOnDemand<Module>(entry: Deferred<Module>) {
  const [module, showNow] = useDeferredModule(entry, false);
  const show = useCallback(() => entry.load().then(showNow), [entry, showNow]);
  return [module, show] as const;
}

/** The module once loaded; until then undefined, and loading is scheduled for the next idle moment. */
export function useDeferred<Module>(entry: Deferred<Module>): Module | undefined {
  return useDeferredModule(entry, true)[0];
}

const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * For a trigger drawn before its popup's code has arrived: a press (click, Enter, Space, an arrow key) loads the
 * part and asks it to open when it does; focus starts the load early and is handed over to the real trigger.
 * Code that arrives while the page sits idle is kept, not drawn: the trigger looks the same either way, and
 * swapping every select of a page at once is one long task (six Radix selects: 60–80 ms of commit). A trigger
 * drawn after the code arrived is the real one from the start. A part that shows something of its own when
 * drawn (the notifications bell's unread count) asks for `drawOnArrival`.
 */
export function useDeferredTrigger<Module>(
  entry: Deferred<Module>,
  { drawOnArrival = false }: { drawOnArrival?: boolean } = {},
) {
  const [module, showNow] = useDeferredModule(entry, drawOnArrival);
  const [opening, setOpening] = useState(false);
  const [focused, setFocused] = useState(false);
  // What the user reached for is drawn at once, not as a transition.
  const open = () => {
    setOpening(true);
    void entry.load().then(showNow, () => setOpening(false));
  };
  return {
    module,
    /** Open the loaded part at once. */
    defaultOpen: opening,
    /** Focus the loaded part's trigger. */
    takeFocus: focused || opening,
    triggerProps: {
      onFocus: (event: FocusEvent<HTMLElement>) => {
        setFocused(true);
        // Reached by keyboard, the real trigger takes over at once (type-ahead, arrow keys). A mouse press focuses
        // the button before it releases, and swapping the button in between would lose the click: it only loads.
        const byKeyboard = event.currentTarget.matches(':focus-visible');
        void entry.load().then(byKeyboard ? showNow : undefined, () => undefined);
      },
      onBlur: () => setFocused(false),
      onClick: open,
      onKeyDown: (event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      },
    },
  };
}
