import { and, eq, inArray, sql } from 'drizzle-orm';
import { allocateSplit, checkGiverSplit, type SplitRequest } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { tipRecords, tipSplitItems, tipSplits, workers } from '../../db/schema/index.ts';
import type { ContextOf, Handlers } from '../../server/handler-types.ts';
import { unprocessable } from '../../server/problem.ts';
import { isUuid } from '../common.ts';
import { day, dollars } from '../guardrails.ts';
import { inGroup, requireGroup } from './group.ts';
import { splitOut } from './mappers.ts';

// Where a split's amount comes from in the request, so the refusal points at the field the user typed.
const splitAmountPointer = {
  money: '/body/amount',
  percentage: '/body/percentage',
  equal: '/body/initialAmount',
  'hours-based': '/body/initialAmount',
  'custom-amount': '/body/shares',
  'custom-percentage': '/body/initialAmount',
} as const;

type GiverSplit = {
  giverId: string;
  dateTip: string;
  splitType: keyof typeof splitAmountPointer;
  initialAmount: number;
  splitAmount: number;
};

/**
 * A worker gives away at most what they earned that day (`checkGiverSplit`), all their splits of the day together.
 * The giver's row stays locked until the transaction ends, so two splits sent at once are counted one after the
 * other and cannot together pass the day's tips.
 */
async function requireTipsLeft(tx: Db, split: GiverSplit): Promise<void> {
  const { giverId, dateTip, splitType, initialAmount, splitAmount } = split;
  const [giver] = await tx
    .select({ firstName: workers.firstName, lastName: workers.lastName })
    .from(workers)
    .where(eq(workers.id, giverId))
    .for('no key update');
  const [tips] = await tx
    .select({ total: sql<number>`coalesce(sum(${tipRecords.total}), 0)::bigint` })
    .from(tipRecords)
    .where(and(eq(tipRecords.workerId, giverId), eq(tipRecords.dateTip, dateTip)));
  const [given] = await tx
    .select({ total: sql<number>`coalesce(sum(${tipSplitItems.amount}), 0)::bigint` })
    .from(tipSplitItems)
    .innerJoin(tipSplits, eq(tipSplits.id, tipSplitItems.splitId))
    .where(and(eq(tipSplits.fromWorkerId, giverId), eq(tipSplits.dateTip, dateTip)));
  const tipsOfDay = Number(tips?.total ?? 0);
  const alreadySplit = Number(given?.total ?? 0);
  const check = checkGiverSplit({ tipsOfDay, alreadySplit }, { initialAmount, splitAmount });
  if (check.ok) return;
  const who = `${giver!.firstName} ${giver!.lastName}`;
  const earned = `${who} earned ${dollars(tipsOfDay)} in tips on ${day(dateTip)}`;
  const error =
    check.reason === 'tip-over-earned'
      ? {
          pointer: '/body/initialAmount',
          message: `The tip being split, ${dollars(initialAmount)}, is more than ${who} earned in tips on ${day(dateTip)}: ${dollars(tipsOfDay)}.`,
        }
      : {
          pointer: splitAmountPointer[splitType],
          message: `${earned} and ${dollars(alreadySplit)} of it is already split: ${dollars(check.left)} is left to split, and this split gives away ${dollars(splitAmount)}.`,
        };
  throw unprocessable(
    `A worker cannot give away more tips than they earned that day; ${dollars(check.left)} is left to split. Nothing was saved.`,
    [error],
  );
}

type CreateSplitBody = ContextOf<'createTipSplit'>['body'];

/** What `allocateSplit` is asked to share out, from the request; shares without one give each worker a value of 0. */
function splitRequestOf(body: CreateSplitBody): SplitRequest {
  const { initialAmount, toWorkerIds } = body;
  const shares = body.shares ?? toWorkerIds.map((workerId) => ({ workerId, value: 0 }));
  const recipients = <Key extends 'hours' | 'amount' | 'percent'>(key: Key) =>
    shares.map((s) => ({ workerId: s.workerId, [key]: s.value }) as { workerId: string } & Record<Key, number>);
  switch (body.splitType) {
    case 'money':
      return { splitType: 'money', initialAmount, amount: body.amount ?? 0, toWorkerIds };
    case 'percentage':
      return { splitType: 'percentage', initialAmount, percent: body.percentage ?? 0, toWorkerIds };
    case 'equal':
      return { splitType: 'equal', initialAmount, toWorkerIds };
    case 'hours-based':
      return { splitType: 'hours-based', initialAmount, recipients: recipients('hours') };
    case 'custom-amount':
      return { splitType: 'custom-amount', initialAmount, recipients: recipients('amount') };
    case 'custom-percentage':
    default:
      return { splitType: 'custom-percentage', initialAmount, recipients: recipients('percent') };
  }
}

/** A new tip split: checked against the group's workers and the giver's tips of the day, then shared out. */
export const tipSplitCreateHandlers = {
  async createTipSplit({ body, scope, auth, db, audit, companyId }) {
    const group = await requireGroup(db, scope, auth, body.workerGroupCode, companyId);
    const ids = [
      ...body.toWorkerIds,
      ...(body.fromWorkerId ? [body.fromWorkerId] : []),
      ...(body.shares ?? []).map((s) => s.workerId),
    ];
    const known = ids.every(isUuid)
      ? await db
          .select({ id: workers.id })
          .from(workers)
          .where(and(...inGroup(workers, group), inArray(workers.id, ids)))
      : [];
    const knownIds = new Set(known.map((w) => w.id));
    const missing = body.toWorkerIds.flatMap((id, index) =>
      knownIds.has(id) ? [] : [{ pointer: `/body/toWorkerIds/${index}`, message: 'No such worker in this group.' }],
    );
    if (body.fromType === 'worker' && (!body.fromWorkerId || !knownIds.has(body.fromWorkerId)))
      missing.push({
        pointer: '/body/fromWorkerId',
        message: 'A split from a worker names that worker of this group.',
      });
    if (missing.length > 0) throw unprocessable('The split names workers outside the group.', missing);
    const allocation = allocateSplit(splitRequestOf(body));
    if (!allocation.ok) {
      const rename = (path: string) =>
        `/body${path.replace(/^\/recipients/, '/shares').replace(/^\/percent$/, '/percentage')}`;
      throw unprocessable(
        'The split does not add up.',
        allocation.errors.map((e) => ({ pointer: rename(e.path), message: e.message })),
      );
    }
    const shiftValues = ['breakfast', 'lunch', 'dinner', 'late'] as const;
    const shift = shiftValues.find((s) => s === body.shift) ?? 'dinner';
    const { dateTip, splitType, initialAmount } = body;
    const saved = await db.transaction(async (tx) => {
      if (body.fromType === 'worker')
        await requireTipsLeft(tx, {
          giverId: body.fromWorkerId!,
          dateTip,
          splitType,
          initialAmount,
          splitAmount: allocation.value.splitAmount,
        });
      const [split] = await tx
        .insert(tipSplits)
        .values({
          companyId: group.companyId,
          workerGroupCode: group.workerGroupCode,
          fromType: body.fromType,
          fromWorkerId: body.fromType === 'worker' ? body.fromWorkerId! : null,
          fromJob: body.fromType === 'job' ? (body.role ?? 'job') : null,
          fromTipId: body.tipId && /^\d+$/.test(body.tipId) ? Number(body.tipId) : null,
          splitType: body.splitType,
          dateTip: body.dateTip,
          initialAmount: body.initialAmount,
          shift,
          checkout: body.checkout !== undefined,
          role: body.role ?? 'Server',
          createdBy: auth.user.email,
        })
        .returning();
      const shares = allocation.value.shares.filter((share) => share.amount > 0 || body.splitType !== 'hours-based');
      const items = shares.map((share) => ({
        splitId: split!.id,
        workerId: share.workerId,
        amount: share.amount,
        status: 'ready' as const,
      }));
      if (items.length > 0) await tx.insert(tipSplitItems).values(items);
      const after = { splitType, initialAmount, shares: allocation.value.shares };
      await audit(
        { companyId: group.companyId, entity: 'tip-split', entityId: split!.id, action: 'createTipSplit', after },
        tx,
      );
      return split!;
    });
    return { status: 201, body: await splitOut(db, saved) };
  },
} satisfies Partial<Handlers>;
