import { preloadDeferred } from '@cuadre/ui';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { activateLocale } from '../shared/i18n/i18n.ts';

// The first render of a test file transforms the lazy chunks it opens, which can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

// Selects and table menus load their popups after first paint; tests press them at once.
beforeAll(() => preloadDeferred());

// Files share a worker (isolate: false): each starts in English, whatever language the file before it left active.
beforeAll(() => activateLocale('en-US'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
