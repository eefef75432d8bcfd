import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, insuranceNotes } from '../db/schema/index.ts';
import { handlers } from '../handlers/index.ts';
import { changedTables, fingerprint } from '../resilience/fingerprint.ts';
import { isWrite } from './router.ts';
import type { HandlerContext, HandlerResult } from './router.ts';
import {
  operationCases as cases,
  INSURANCE,
  runCall,
  type Extra,
  type TestFixtures,
} from './testing/operation-cases.ts';
import { startTestApi, testContract, type TestApi } from './testing/harness.ts';
import { withCaseApi } from './testing/with-test-api.ts';

// Every change the API makes is recorded in the audit trail in the same transaction: when the entry cannot be written
// the change is not kept either, and when the change commits its entry is there, named by the request's id.

let api: TestApi;
let fixtures: TestFixtures;
let extra: Extra;
withCaseApi((opened) => ({ api, fixtures, extra } = opened));

// Writes that record nothing in the trail, each with the reason.
const unaudited: Record<string, string> = {
  markEmployerNotificationRead: 'what one user has read is their own, not a change to the company’s records',
  markAllEmployerNotificationsRead: 'what one user has read is their own, not a change to the company’s records',
};

/** While on, every audit entry fails as it is written, after the change it records. */
async function refuseAuditEntries(on: boolean): Promise<void> {
  if (on) {
    await api.db.execute(
      sql`create or replace function audit_entry_refused() returns trigger language plpgsql as $$ begin raise exception 'audit entry refused by the test'; end $$`,
    );
    await api.db.execute(
      sql`create trigger audit_entry_refused before insert on audit_events for each row execute function audit_entry_refused()`,
    );
  } else {
    await api.db.execute(sql`drop trigger if exists audit_entry_refused on audit_events`);
  }
}

const { contract } = testContract();
const writes = Object.entries(cases).filter(([operationId]) => {
  const operation = contract.operations.find((candidate) => candidate.operationId === operationId);
  return operation !== undefined && isWrite(operation);
});

async function callWithEntriesRefused(call: ReturnType<(typeof cases)[keyof typeof cases]['success']>) {
  await refuseAuditEntries(true);
  return runCall(api, call).finally(() => refuseAuditEntries(false));
}

describe.each(writes)('%s', (operationId, testCase) => {
  if (operationId in unaudited) {
    it(`records nothing in the trail: ${unaudited[operationId]}`, async () => {
      const response = await callWithEntriesRefused(testCase.success(fixtures, extra));
      expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300);
    });
    return;
  }

  it('keeps no change when its audit entry cannot be written, and keeps both when it can', async () => {
    const before = await fingerprint(api.db);
    const refused = await callWithEntriesRefused(testCase.success(fixtures, extra));
    expect(
      changedTables(before, await fingerprint(api.db)),
      `${operationId} → ${refused.statusCode} ${refused.body.slice(0, 200)}`,
    ).toEqual([]);
    expect(refused.statusCode, refused.body.slice(0, 300)).toBe(500);
    // The failed entry answers 500, which no operation declares; the contract check would count it.
    api.violations.splice(
      0,
      api.violations.length,
      ...api.violations.filter((violation) => !violation.includes('→ 500')),
    );

    const call = testCase.success(fixtures, extra);
    const response = await runCall(api, call);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(call.status ?? 200);
    const entries = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.correlationId, String(response.headers['x-request-id'])));
    expect(entries.length).toBeGreaterThan(0);
  });
});

describe('the transaction the router opens for every write', () => {
  it('holds what a handler wrote on its own connection: a handler that fails afterwards leaves neither change nor entry', async () => {
    const note = 'written on the handler connection before the handler failed';
    const own = await startTestApi({
      handlers: {
        ...handlers,
        // A handler that opens no transaction of its own: it writes, records the change, then fails.
        addInsuranceNote: async (
          context: HandlerContext<Record<string, string>, Record<string, unknown>, { workerId: string }>,
        ): Promise<HandlerResult> => {
          const [row] = await context.db
            .insert(insuranceNotes)
            .values({
              companyId: context.companyId!,
              workerId: context.body.workerId,
              message: note,
              createdBy: context.auth.user.email,
            })
            .returning();
          await context.audit(
            {
              companyId: context.companyId ?? null,
              entity: 'insurance-note',
              entityId: row!.id,
              action: 'addInsuranceNote',
            },
            context.db,
          );
          throw new Error('the handler failed after its writes');
        },
      } as typeof handlers,
    });
    try {
      const response = await own.call(INSURANCE, {
        method: 'POST',
        url: '/api/insurance/notes',
        payload: { workerId: fixtures.islaInsured, message: 'x' },
      });
      expect(response.statusCode).toBe(500);
      expect(await own.db.select().from(insuranceNotes).where(eq(insuranceNotes.message, note))).toEqual([]);
      expect(
        await own.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.correlationId, String(response.headers['x-request-id']))),
      ).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('is not open for a read: an audit entry there is refused', async () => {
    const own = await startTestApi({
      handlers: {
        ...handlers,
        listInsuranceEvents: async (context: HandlerContext): Promise<HandlerResult> => {
          await context.audit(
            {
              companyId: context.companyId ?? null,
              entity: 'insurance-note',
              entityId: 'read',
              action: 'listInsuranceEvents',
            },
            context.db,
          );
          return { status: 200, body: { items: [], total: 0 } };
        },
      } as typeof handlers,
    });
    try {
      const response = await own.call(INSURANCE, {
        method: 'GET',
        url: `/api/insurance/get-events?workerId=${fixtures.islaInsured}`,
      });
      expect(response.statusCode).toBe(500);
      expect(
        await own.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.correlationId, String(response.headers['x-request-id']))),
      ).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
