import { desc, eq } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { insuranceEvents } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { pageOf, paging, requiredInstant } from '../common.ts';
import { findWorker } from '../workers/find-worker.ts';
import { countRows, pageOfRows } from '../queries.ts';

type Schemas = components['schemas'];

const eventTypeOut = (kind: string): Schemas['InsuranceEvent']['type'] =>
  kind.includes('status')
    ? 'status-changed'
    : kind.includes('note')
      ? 'note-added'
      : kind.includes('upload')
        ? 'upload-applied'
        : 'ledger-entry-added';

export const insuranceEventHandlers = {
  async listInsuranceEvents({ query, scope, auth, db }) {
    const worker = await findWorker(db, scope, auth, query.workerId);
    const page = paging(query);
    const condition = eq(insuranceEvents.workerId, worker.id);
    const { rows, total } = await pageOfRows(
      page,
      db.select().from(insuranceEvents).where(condition).orderBy(desc(insuranceEvents.at), desc(insuranceEvents.id)),
      db.select(countRows).from(insuranceEvents).where(condition),
    );
    const items = rows.map((r) => {
      const type = eventTypeOut(r.kind);
      const description =
        type === 'status-changed'
          ? 'Insurance status changed'
          : type === 'note-added'
            ? 'Note added'
            : type === 'upload-applied'
              ? 'Upload applied to the ledger'
              : 'Ledger entry added';
      return {
        id: String(r.id),
        workerId: r.workerId,
        type,
        description,
        actorEmail: r.actor.includes('@') ? r.actor : 'system@provider.example',
        at: requiredInstant(r.at),
      };
    });
    return { status: 200, body: pageOf(items, total, page) };
  },
} satisfies Partial<Handlers>;
