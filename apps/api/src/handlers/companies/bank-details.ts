// The bank account payroll money goes to: read by the company, changed only after a recent sign-in.
import { and, desc, eq } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { Db } from '../../db/index.ts';
import { auditEvents, companyBankAccounts } from '../../db/schema/index.ts';
import { notifyBankDetailsChanged } from '../../notifications/bank-details.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { notFound, unprocessable } from '../../server/problem.ts';
import { requireRecentSignIn } from '../../server/step-up.ts';
import { instant } from '../common.ts';

type Schemas = components['schemas'];

type BankRow = typeof companyBankAccounts.$inferSelect;

/** The company's primary account. */
const primaryOf = (companyId: string) =>
  and(eq(companyBankAccounts.companyId, companyId), eq(companyBankAccounts.isPrimary, true));

async function bankDetailsOut(db: Db, row: BankRow): Promise<Schemas['BankDetails']> {
  const [last] = await db
    .select({ actorEmail: auditEvents.actorEmail, at: auditEvents.at })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'bank-details'), eq(auditEvents.entityId, row.id)))
    .orderBy(desc(auditEvents.at))
    .limit(1);
  return {
    companyId: row.companyId,
    accountHolderName: row.accountHolder,
    bankName: row.bankName,
    routingNumber: row.routingNumber,
    accountNumberLast4: row.accountNumberLast4,
    accountType: row.accountType,
    updatedAt: instant(last?.at ?? row.createdAt),
    updatedBy: last?.actorEmail ?? null,
  };
}

/** ABA routing numbers carry a weighted check digit (3, 7, 1). */
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^[0-9]{9}$/.test(routing)) return false;
  const digits = [...routing].map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return digits.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 10 === 0;
}

export const bankDetailsHandlers = {
  async getCompanyBankDetails({ db, companyId }) {
    const [row] = await db
      .select()
      .from(companyBankAccounts)
      .where(primaryOf(companyId))
      .orderBy(desc(companyBankAccounts.createdAt))
      .limit(1);
    if (!row) throw notFound('The bank account');
    return { status: 200, body: await bankDetailsOut(db, row) };
  },

  async updateCompanyBankDetails({ body, auth, db, audit, now, companyId }) {
    requireRecentSignIn(auth, now, 'change the bank details payroll money goes to');
    if (!isValidRoutingNumber(body.routingNumber)) {
      throw unprocessable('The routing number is not valid.', [
        { pointer: '/body/routingNumber', message: 'The routing number’s check digit does not match.' },
      ]);
    }
    const saved = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(companyBankAccounts).where(primaryOf(companyId));
      await tx
        .update(companyBankAccounts)
        .set({ isPrimary: false })
        .where(eq(companyBankAccounts.companyId, companyId));
      const [row] = await tx
        .insert(companyBankAccounts)
        .values({
          companyId: companyId,
          bankName: body.bankName,
          accountHolder: body.accountHolderName,
          accountType: body.accountType,
          routingNumber: body.routingNumber,
          accountNumberLast4: body.accountNumber.slice(-4),
          isPrimary: true,
        })
        .returning();
      const masked = (r: BankRow | undefined) =>
        r && {
          bankName: r.bankName,
          accountHolderName: r.accountHolder,
          accountType: r.accountType,
          routingNumber: r.routingNumber,
          accountNumberLast4: r.accountNumberLast4,
        };
      await audit(
        {
          companyId: companyId,
          entity: 'bank-details',
          entityId: row!.id,
          action: 'updateCompanyBankDetails',
          before: masked(before) ?? null,
          after: masked(row),
        },
        tx,
      );
      await notifyBankDetailsChanged(tx, {
        companyId,
        actor: auth.user,
        accountNumberLast4: row!.accountNumberLast4,
        at: now,
      });
      return row!;
    });
    return { status: 200, body: await bankDetailsOut(db, saved) };
  },
} satisfies Pick<Handlers, 'getCompanyBankDetails' | 'updateCompanyBankDetails'>;
