import { paymentCredits, todayInPuertoRico } from '@cuadre/domain';
import { insuranceEvents, insuranceLedgerEntries } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { HttpError, unprocessable, type ProblemFieldError } from '../../server/problem.ts';
import { pageOf, paging } from '../common.ts';
import { day, dollars } from '../guardrails.ts';
import { findWorker } from '../workers/find-worker.ts';
import { creators, creditText, entriesOf, ledgerOut, lockLedgers, movement, rebalance } from './ledger.ts';

export const ledgerEntryHandlers = {
  async getInsuranceLedger({ query, scope, auth, db }) {
    const worker = await findWorker(db, scope, auth, query.workerId);
    const page = paging(query);
    const rows = await entriesOf(db, worker.id);
    // Newest first, with balances computed oldest first.
    const all = ledgerOut(
      rows,
      await creators(
        db,
        rows.map((r) => r.id),
      ),
    ).reverse();
    return { status: 200, body: pageOf(all.slice(page.offset, page.offset + page.limit), all.length, page) };
  },

  async addInsuranceLedgerEntry({ body, scope, auth, db, audit, now }) {
    const worker = await findWorker(db, scope, auth, body.workerId);
    const errors: ProblemFieldError[] = [];
    const moving = body.type === 'payment' || body.type === 'additional-payment';
    if (moving && !body.paymentMethod)
      errors.push({ pointer: '/body/paymentMethod', message: 'A payment names how it was paid.' });
    if (!moving && body.paymentMethod)
      errors.push({ pointer: '/body/paymentMethod', message: 'Only payments carry a payment method.' });
    if (body.type !== 'adjustment' && (body.mcsAmount < 0 || body.deltaAmount < 0))
      errors.push({ pointer: '/body/mcsAmount', message: 'Debts and payments are positive amounts.' });
    if (body.mcsAmount + body.deltaAmount === 0)
      errors.push({ pointer: '/body/mcsAmount', message: 'The entry moves no money.' });
    if (body.startDate && body.endDate && body.endDate < body.startDate)
      errors.push({ pointer: '/body/endDate', message: 'The end date is before the start date.' });
    if (body.date > todayInPuertoRico(now))
      errors.push({ pointer: '/body/date', message: 'The date cannot be in the future.' });
    if (errors.length > 0) throw unprocessable('The ledger entry breaks a rule.', errors);
    const amount = body.mcsAmount + body.deltaAmount;
    const moved = movement(body.type, body.mcsAmount, body.deltaAmount);
    const id = await db.transaction(async (tx) => {
      await lockLedgers(tx, [worker.id]);
      const [credit] = paymentCredits([
        ...(await entriesOf(tx, worker.id)),
        { date: body.date, ...moved, proposed: true },
      ]);
      if (credit && !body.confirmCredit) {
        const paid = dollars(body.mcsAmount + body.deltaAmount);
        const message = `This payment of ${paid} on ${day(body.date)} is more than the worker owes then: it would leave them ${creditText(credit)} in credit.`;
        throw new HttpError(
          409,
          `${message} Nothing was saved. To record the credit, send the payment again with confirmCredit.`,
          [{ pointer: '/body/confirmCredit', message }],
        );
      }
      const [entry] = await tx
        .insert(insuranceLedgerEntries)
        .values({
          companyId: worker.companyId,
          workerId: worker.id,
          date: body.date,
          periodStart: body.startDate ?? null,
          periodEnd: body.endDate ?? null,
          type: body.type === 'debt' ? 'charge' : body.type === 'adjustment' ? 'adjustment' : 'payment',
          ...moved,
          mcsRemainingBalance: 0,
          deltaRemainingBalance: 0,
          paymentMethod: moving ? body.paymentMethod! : null,
          notes: body.notes ?? null,
          createdAt: now,
        })
        .returning();
      const balance = await rebalance(tx, worker.id);
      await tx.insert(insuranceEvents).values({
        companyId: worker.companyId,
        workerId: worker.id,
        kind: 'ledger-entry-added',
        actor: auth.user.email,
        payload: { entryId: entry!.id, type: body.type, amount, balance },
        at: now,
      });
      await audit(
        {
          companyId: worker.companyId,
          entity: 'insurance-ledger-entry',
          entityId: String(entry!.id),
          action: 'addInsuranceLedgerEntry',
          after: {
            ...body,
            balance,
            ...(credit ? { creditConfirmed: { mcs: credit.mcsCredit, delta: credit.deltaCredit } } : {}),
          },
        },
        tx,
      );
      return entry!.id;
    });
    const rows = await entriesOf(db, worker.id);
    const out = ledgerOut(rows, await creators(db, [id])).find((e) => e.id === String(id))!;
    return { status: 201, body: out };
  },
} satisfies Partial<Handlers>;
