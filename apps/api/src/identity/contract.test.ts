import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { describeCompany } from '../handlers/companies/company.ts';
import { loadContract, type ContractOperation } from '../server/contract.ts';
import { createValidators } from '../server/validation.ts';
import { createTestSession } from './index.ts';
import {
  browser,
  insertFixture,
  openTestDatabase,
  startServer,
  type Fixture,
  type TestServer,
} from './test-support.ts';

// The identity routes answer exactly what openapi/openapi.yaml promises for /auth/*.
const contract = loadContract();
const validators = createValidators(contract);

function check(operationId: string, status: number, body: unknown): string[] {
  const operation = contract.operations.find((candidate: ContractOperation) => candidate.operationId === operationId);
  if (!operation) throw new Error(`the contract has no ${operationId}`);
  return validators
    .response(operation)(status, body)
    .map((error) => `${error.pointer} ${error.message}`);
}

let database: Database;
let dispose: () => Promise<void>;
let server: TestServer;
let fixture: Fixture;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  fixture = await insertFixture(database);
  server = await startServer(database, { describeCompany });
});

afterAll(async () => {
  await server?.close();
  await dispose?.();
});

const csrf = { 'x-requested-by': 'cuadre' };

describe('the /auth routes keep to the contract', () => {
  it('would notice an answer that breaks it', () => {
    expect(check('getSession', 200, { user: { email: 'x' } })).not.toEqual([]);
  });

  it.each(['admin', 'staff'] as const)('describes the session of the %s as the contract says', async (who) => {
    const cookie = await createTestSession(database, fixture.users[who]);
    const answer = await fetch(`${server.origin}/api/auth/session`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(check('getSession', 200, await answer.json())).toEqual([]);
  });

  it('answers 401 without a session as a contract problem', async () => {
    const answer = await fetch(`${server.origin}/api/auth/session`);
    expect(check('getSession', 401, await answer.json())).toEqual([]);
  });

  it('answers a bad returnTo with a contract problem naming the field', async () => {
    const answer = await fetch(`${server.origin}/api/auth/login?returnTo=${encodeURIComponent('//evil.example')}`);
    const body = (await answer.json()) as { errors: { pointer: string }[] };
    expect(check('startLogin', 400, body)).toEqual([]);
    expect(body.errors[0]?.pointer).toBe('/query/returnTo');
  });

  it('answers the sign-out and its CSRF refusal as the contract says', async () => {
    const cookie = await createTestSession(database, fixture.users.admin);
    const refused = await fetch(`${server.origin}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(check('logout', 403, await refused.json())).toEqual([]);
    const answer = await fetch(`${server.origin}/api/auth/logout`, { method: 'POST', headers: { cookie, ...csrf } });
    expect(answer.status).toBe(200);
    expect(check('logout', 200, await answer.json())).toEqual([]);
  });

  it('redirects the start of a sign-in as the contract says', async () => {
    const answer = await browser().request(`${server.origin}/api/auth/login`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toMatch(new RegExp(`^${server.origin}/oidc/auth\\?`));
  });
});
