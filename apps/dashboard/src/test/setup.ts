import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a test file transforms the lazy chunks it opens, which can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
