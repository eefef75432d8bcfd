import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { loadFixtures, type Fixtures } from './fixtures.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { prepareCases, type Extra, type TestFixtures } from './operation-cases.ts';

type Options = {
  /** Contract violations the demo data is known to cause (reported elsewhere); every other one fails the test. */
  tolerate?: RegExp;
};

// A test file's API: started on a private copy of the seeded database before its tests, closed after them,
// and every test ends with no answer outside the contract. `opened` hands the file what it works with.
function withApi<Opened>(
  prepare: (api: TestApi) => Promise<Opened>,
  opened: (value: Opened & { api: TestApi }) => void,
  options: Options,
): void {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi();
    opened({ ...(await prepare(api)), api });
  });
  afterAll(() => api?.close());
  afterEach(() => {
    const violations = api?.violations.splice(0) ?? [];
    expect(violations.filter((violation) => !options.tolerate?.test(violation))).toEqual([]);
  });
}

/** The API and the demo fixtures (`f`). */
export function withTestApi(opened: (value: { api: TestApi; f: Fixtures }) => void, options: Options = {}): void {
  withApi(async (api) => ({ f: await loadFixtures(api.db) }), opened, options);
}

/** The API with the fixtures and extra records of the per-operation cases (operation-cases.ts). */
export function withCaseApi(
  opened: (value: { api: TestApi; fixtures: TestFixtures; extra: Extra }) => void,
  options: Options = {},
): void {
  withApi(prepareCases, opened, options);
}
