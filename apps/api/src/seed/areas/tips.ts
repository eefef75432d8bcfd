import { sql } from 'drizzle-orm';
import {
  payrollActivityLocks,
  payrollActivityPeriods,
  tipBatches,
  tipHistoryNotes,
  tipRecords,
  tipSplitItems,
  tipSplits,
  workerHours,
} from '../../db/schema/index.ts';
import type { TipStatusLogEntry } from '../../db/schema/tips.ts';
import { tipSplitTypes, type TipSplitType } from '../../db/schema/values.ts';
import { unrecognizedTipRoles } from '../catalog.ts';
import { groupBy, type SeedContext, type SeededWorker } from '../context.ts';
import { addDays, atPuertoRico, daysBetween, startOfWeek, weekday } from '../dates.ts';
import type { Random } from '../random.ts';
import { allocateSplit, type SplitRequest } from '../rules.ts';
import { historyDays } from './workers.ts';

type Shift = 'breakfast' | 'lunch' | 'dinner' | 'late';
type TipStatus = 'pending' | 'ready' | 'approved' | 'paid' | 'fail';

const shiftStart: Record<Shift, readonly [number, number]> = {
  breakfast: [6, 8],
  lunch: [10, 12],
  dinner: [15, 18],
  late: [20, 22],
};
const hourlyTips: Record<string, readonly [number, number]> = {
  Server: [1_200, 3_000],
  Bartender: [1_500, 3_500],
  Busser: [500, 1_000],
  Host: [300, 600],
  'Food Runner': [500, 1_000],
  Barback: [500, 900],
  'Banquet Server': [1_000, 2_000],
  'Room Service': [800, 1_500],
};
const failReasons = ['Bank account closed', 'Invalid routing number', 'Account holder name mismatch'];
const noteTexts = [
  'Private party in the terrace; service charge pooled to the bar.',
  'Power outage from 7 to 8 pm; card tips entered by hand.',
  'Two servers covered a double; hours adjusted by the manager.',
  'Rain closed the patio early.',
  'Banquet for 120 guests; admin fee applied.',
  'POS export arrived late; tips re-imported.',
];
const pooledRoles = new Set(['Busser', 'Food Runner', 'Barback']);
const sourceRoles = new Set(['Server', 'Bartender', 'Banquet Server']);

type DayTip = { id: number; worker: SeededWorker; total: number; hours: number; shift: Shift; role: string };

const tipStatusFor = (random: Random, age: number): TipStatus => {
  if (age === 0) return 'pending';
  if (age <= 7)
    return random.weighted([
      ['pending', 45],
      ['ready', 40],
      ['approved', 15],
    ] as const);
  if (age <= 14)
    return random.weighted([
      ['approved', 60],
      ['paid', 35],
      ['fail', 5],
    ] as const);
  return random.weighted([
    ['paid', 93],
    ['approved', 4],
    ['fail', 3],
  ] as const);
};

const statusTrail = (status: TipStatus, clockOut: Date): TipStatusLogEntry[] => {
  const order: TipStatus[] =
    status === 'fail' ? ['pending', 'ready', 'approved', 'fail'] : ['pending', 'ready', 'approved', 'paid'];
  const last = order.indexOf(status);
  return order.slice(0, last + 1).map((step, index) => ({
    status: step,
    at: new Date(clockOut.getTime() + index * 6 * 3_600_000).toISOString(),
    by: index === 0 ? 'pos-import' : index === 1 ? 'system' : 'payroll',
  }));
};

const splitRequest = (
  random: Random,
  splitType: TipSplitType,
  initialAmount: number,
  recipients: DayTip[],
): SplitRequest => {
  const toWorkerIds = recipients.map((tip) => tip.worker.id);
  switch (splitType) {
    case 'money':
      return { splitType, initialAmount, amount: Math.round((initialAmount * random.int(10, 25)) / 100), toWorkerIds };
    case 'percentage':
      return { splitType, initialAmount, percent: random.int(10, 40) / 2, toWorkerIds };
    case 'equal':
      return { splitType, initialAmount, toWorkerIds };
    case 'hours-based':
      return {
        splitType,
        initialAmount,
        recipients: recipients.map((tip) => ({ workerId: tip.worker.id, hours: tip.hours })),
      };
    case 'custom-amount':
      return {
        splitType,
        initialAmount,
        recipients: recipients.map((tip) => ({
          workerId: tip.worker.id,
          amount: Math.floor((initialAmount * random.int(5, 30)) / 100 / recipients.length),
        })),
      };
    case 'custom-percentage': {
      const cuts = recipients.map(() => random.int(1, 10));
      const sum = cuts.reduce((total, cut) => total + cut, 0);
      const percents = cuts.map((cut) => Math.floor((cut * 100) / sum));
      percents[0] = (percents[0] ?? 0) + 100 - percents.reduce((total, percent) => total + percent, 0);
      return {
        splitType,
        initialAmount,
        recipients: recipients.map((tip, index) => ({ workerId: tip.worker.id, percent: percents[index] ?? 0 })),
      };
    }
  }
};

const shareOf = (request: SplitRequest, workerId: string): number | null => {
  if (request.splitType === 'hours-based')
    return request.recipients.find((r) => r.workerId === workerId)?.hours ?? null;
  if (request.splitType === 'custom-percentage')
    return request.recipients.find((r) => r.workerId === workerId)?.percent ?? null;
  if (request.splitType === 'percentage') return request.percent;
  return null;
};

export const seedTips = async (context: SeedContext): Promise<void> => {
  const random = context.random('tips');
  const large = context.scale === 'large';
  const firstDay = addDays(context.today, -(historyDays - 1));
  const tipCompanies = context.state.companies.filter(
    (company) => company.spec.industry === 'restaurant' || company.spec.industry === 'hospitality',
  );
  const workersByGroup = groupBy(
    context.state.workers.filter((worker) => worker.tipRole !== null),
    (worker) => worker.groupCode,
  );

  // Weekly tip batches for the batch-selector company.
  const batchIdByGroupWeek = new Map<string, string>();
  const batchRows: (typeof tipBatches.$inferInsert)[] = [];
  for (const company of tipCompanies.filter((candidate) => candidate.spec.features.tipsMode === 'batch-selector')) {
    for (const group of company.spec.groups) {
      for (let week = startOfWeek(firstDay); daysBetween(week, context.today) >= 0; week = addDays(week, 7)) {
        const age = daysBetween(week, startOfWeek(context.today)) / 7;
        const id = random.uuid();
        batchIdByGroupWeek.set(`${group.code}:${week}`, id);
        const status = age === 0 ? 'open' : age === 1 ? 'available' : age === 2 ? 'processing' : 'paid';
        batchRows.push({
          id,
          companyId: company.id,
          workerGroupCode: group.code,
          name: `${group.name} · week of ${week}`,
          startDate: week,
          endDate: addDays(week, 6),
          status,
          createdAt: atPuertoRico(week, 6),
          paidAt: status === 'paid' ? atPuertoRico(addDays(week, 10), 15) : null,
        });
      }
    }
  }
  await context.insert(tipBatches, batchRows);

  let tips: (typeof tipRecords.$inferInsert)[] = [];
  const tipRowsById = new Map<number, typeof tipRecords.$inferInsert>();
  let hours: (typeof workerHours.$inferInsert)[] = [];
  let splits: (typeof tipSplits.$inferInsert)[] = [];
  let items: (typeof tipSplitItems.$inferInsert)[] = [];
  const notes: (typeof tipHistoryNotes.$inferInsert)[] = [];
  const flush = async () => {
    await context.insert(tipRecords, tips);
    await context.insert(workerHours, hours);
    await context.insert(tipSplits, splits);
    await context.insert(tipSplitItems, items);
    tips = [];
    tipRowsById.clear();
    hours = [];
    splits = [];
    items = [];
  };
  let tipId = 0;
  let hoursId = 0;
  let itemId = 0;
  let splitCounter = 0;

  for (let day = firstDay; daysBetween(day, context.today) >= 0; day = addDays(day, 1)) {
    const age = daysBetween(day, context.today);
    const dow = weekday(day);
    const busy = dow === 5 || dow === 6 ? 1.3 : dow === 0 ? 1.15 : 1;
    for (const company of tipCompanies) {
      const admin = company.spec.key === 'caribe' ? 'payroll@caribe.example' : 'tips.admin@isla.example';
      for (const group of company.spec.groups) {
        const dayTips: DayTip[] = [];
        for (const worker of workersByGroup.get(group.code) ?? []) {
          if (worker.hireDate > day || (worker.terminationDate !== null && worker.terminationDate < day)) continue;
          if (!random.chance((large ? 0.95 : 0.62) * busy * 0.8)) continue;
          const shifts = large && random.chance(0.4) ? 2 : 1;
          for (let n = 0; n < shifts; n += 1) {
            const shift: Shift =
              n === 1
                ? 'lunch'
                : random.weighted([
                    ['dinner', 55],
                    ['lunch', 30],
                    ['breakfast', 8],
                    ['late', 7],
                  ] as const);
            const shiftType = random.weighted([
              ['regular', 88],
              ['double', 7],
              ['banquet', company.spec.industry === 'hospitality' ? 10 : 3],
            ] as const);
            const worked = shiftType === 'double' ? random.int(40, 48) / 4 : random.int(16, 36) / 4;
            const [from, to] = shiftStart[shift];
            const clockIn = atPuertoRico(day, random.int(from, to), random.pick([0, 15, 30, 45]));
            const clockOut = new Date(clockIn.getTime() + worked * 3_600_000);
            const unrecognized = age <= 14 && random.chance(0.015);
            const role = unrecognized ? random.pick(unrecognizedTipRoles) : (worker.tipRole ?? 'Server');
            const [low, high] = hourlyTips[worker.tipRole ?? 'Server'] ?? [500, 1_000];
            const total = Math.round(worked * random.int(low, high) * busy);
            const digital = Math.round((total * random.int(55, 90)) / 100);
            const status = tipStatusFor(random, age);
            tipId += 1;
            const pooled = pooledRoles.has(worker.tipRole ?? '');
            const tipRow: typeof tipRecords.$inferInsert = {
              id: tipId,
              companyId: company.id,
              workerGroupCode: group.code,
              workerId: worker.id,
              payrollFileNumber: worker.payrollFileNumber,
              dateTip: day,
              clockIn,
              clockOut: age === 0 && random.chance(0.3) ? null : clockOut,
              total,
              digitalTotal: digital,
              nonDigitalTotal: total - digital,
              status,
              role,
              shift,
              shiftType,
              reason: status === 'fail' ? random.pick(failReasons) : null,
              reviewStatus: unrecognized ? 'needs-review' : age > 14 && random.chance(0.01) ? 'reviewed' : 'none',
              correlationId:
                status === 'paid' || status === 'approved' || status === 'fail'
                  ? `tip-${group.code}-${day}-${random.hex(8)}`
                  : null,
              fixedStatus: status === 'fail' && random.chance(0.3) ? 'fixed' : null,
              statusLog: statusTrail(status, clockOut),
              poolSourceBreakdown: pooled
                ? { pool: Math.round(total * 0.8), direct: total - Math.round(total * 0.8) }
                : null,
              tipBatchId: batchIdByGroupWeek.get(`${group.code}:${startOfWeek(day)}`) ?? null,
            };
            tips.push(tipRow);
            tipRowsById.set(tipId, tipRow);
            dayTips.push({ id: tipId, worker, total, hours: worked, shift, role });
            if (!large || age < 14) {
              const modified = random.chance(0.05);
              hoursId += 1;
              hours.push({
                id: hoursId,
                companyId: company.id,
                workerGroupCode: group.code,
                workerId: worker.id,
                tipId,
                date: day,
                hours: worked,
                originalHours: modified ? Math.max(1, worked - random.int(1, 4) / 2) : worked,
                tips: total,
                banquetAdminFee: shiftType === 'banquet' ? Math.round(total * 0.05) : 0,
                hasOvertime: worked > 8,
                modifiedHours: modified,
                canUpdateHours: age <= 14,
              });
            }
          }
        }

        const sources = dayTips.filter((tip) => sourceRoles.has(tip.worker.tipRole ?? ''));
        const helpers = dayTips.filter((tip) => !sourceRoles.has(tip.worker.tipRole ?? ''));
        for (let n = random.int(large ? 2 : 1, large ? 5 : 3); n > 0 && dayTips.length >= 3; n -= 1) {
          splitCounter += 1;
          const splitType = tipSplitTypes[splitCounter % tipSplitTypes.length] ?? 'equal';
          const source = random.chance(0.8) ? (sources.length > 0 ? random.pick(sources) : undefined) : undefined;
          const pool = (helpers.length >= 2 ? helpers : dayTips).filter((tip) => tip.worker.id !== source?.worker.id);
          const recipients = random.sample(
            [...new Map(pool.map((tip) => [tip.worker.id, tip])).values()],
            random.int(2, 5),
          );
          if (recipients.length === 0) continue;
          const initialAmount = source ? source.total : random.int(80, 400) * 100;
          const request = splitRequest(random, splitType, initialAmount, recipients);
          const result = allocateSplit(request);
          if (!result.ok) throw new Error(`Seed split ${splitType} was rejected: ${JSON.stringify(result.errors)}`);
          const splitId = random.uuid();
          const itemStatuses = result.value.shares.map(() =>
            age > 14
              ? random.weighted([
                  ['approved', 95],
                  ['fail', 5],
                ] as const)
              : age > 7
                ? random.weighted([
                    ['approved', 70],
                    ['ready', 25],
                    ['fail', 5],
                  ] as const)
                : random.weighted([
                    ['ready', 85],
                    ['approved', 15],
                  ] as const),
          );
          splits.push({
            id: splitId,
            companyId: company.id,
            workerGroupCode: group.code,
            fromType: source ? 'worker' : 'job',
            fromWorkerId: source?.worker.id ?? null,
            fromJob: source ? null : random.pick(['Bar pool', 'Banquet service charge', 'Tip jar']),
            fromTipId: source?.id ?? null,
            splitType,
            dateTip: day,
            initialAmount,
            paid: age > 14 && itemStatuses.every((status) => status === 'approved'),
            shift: source?.shift ?? 'dinner',
            checkout: random.chance(0.3),
            role: source?.role ?? 'Pool',
            createdBy: admin,
            createdAt: atPuertoRico(day, 23, random.int(0, 59)),
          });
          result.value.shares.forEach((share, index) => {
            const status = itemStatuses[index] ?? 'ready';
            const recipient = recipients.find((tip) => tip.worker.id === share.workerId);
            itemId += 1;
            items.push({
              id: itemId,
              splitId,
              workerId: share.workerId,
              share: shareOf(request, share.workerId),
              amount: share.amount,
              status,
              reason: status === 'fail' ? random.pick(failReasons) : null,
              correlationId: status === 'approved' ? `split-${group.code}-${day}-${random.hex(8)}` : null,
              realShift: recipient?.shift ?? null,
            });
          });
          if (source && splitType === 'money') {
            for (const recipient of recipients) {
              const row = tipRowsById.get(recipient.id);
              if (row) {
                row.splitFromTipId = source.id;
                row.splitFromWorkerId = source.worker.id;
              }
            }
          }
        }
        if (random.chance(0.08)) {
          notes.push({
            id: random.uuid(),
            companyId: company.id,
            workerGroupCode: group.code,
            dateTip: day,
            message: random.pick(noteTexts),
            createdBy: admin,
            createdAt: atPuertoRico(day, 23, 30),
          });
        }
      }
    }
    if (tips.length >= 20_000) await flush();
  }
  await flush();
  await context.insert(tipHistoryNotes, notes);
  await seedPayrollActivity(context);

  await context.db.execute(sql`
    update tip_batches set
      total = coalesce((select sum(total) from tip_records where tip_records.tip_batch_id = tip_batches.id), 0),
      tip_count = (select count(*) from tip_records where tip_records.tip_batch_id = tip_batches.id)`);
  await context.db.execute(sql`
    update workers set
      gross_tip = recent.total,
      eligible_tip = recent.total * 80 / 100
    from (
      select worker_id, sum(total) as total from tip_records
      where date_tip > ${addDays(context.today, -14)}::date group by worker_id
    ) as recent
    where recent.worker_id = workers.id`);
};

const seedPayrollActivity = async (context: SeedContext): Promise<void> => {
  const random = context.random('payroll-activity');
  const periodRows: (typeof payrollActivityPeriods.$inferInsert)[] = [];
  const locks: (typeof payrollActivityLocks.$inferInsert)[] = [];
  for (const company of context.state.companies.filter((candidate) => candidate.spec.features.payrollActivity)) {
    const admin = company.spec.key === 'caribe' ? 'payroll@caribe.example' : 'tips.admin@isla.example';
    const length = company.spec.payFrequency === 'weekly' ? 7 : 14;
    const offset = ((daysBetween(company.spec.periodStartDate, context.today) % length) + length) % length;
    const current = addDays(context.today, -offset);
    for (const group of company.spec.groups) {
      for (let index = Math.floor(historyDays / length) - 1; index >= 0; index -= 1) {
        const startDate = addDays(current, -index * length);
        const endDate = addDays(startDate, length - 1);
        const status = index === 0 ? 'open' : index === 1 ? 'locked' : index === 2 ? 'submitted' : 'processed';
        const id = random.uuid();
        const lockedAt = atPuertoRico(addDays(endDate, 1), 9);
        periodRows.push({
          id,
          companyId: company.id,
          workerGroupCode: group.code,
          startDate,
          endDate,
          payDate: addDays(endDate, 5),
          status,
          submittedAt: status === 'submitted' || status === 'processed' ? atPuertoRico(addDays(endDate, 2), 16) : null,
          submittedBy: status === 'submitted' || status === 'processed' ? admin : null,
        });
        if (status !== 'open') {
          locks.push({
            id: random.uuid(),
            periodId: id,
            lockedBy: admin,
            lockedAt,
            reason: 'Payroll in progress',
            releasedBy: status === 'processed' ? 'system' : null,
            releasedAt: status === 'processed' ? atPuertoRico(addDays(endDate, 6), 8) : null,
          });
        } else if (random.chance(0.5)) {
          locks.push({
            id: random.uuid(),
            periodId: id,
            lockedBy: admin,
            lockedAt: atPuertoRico(startDate, 10),
            reason: 'Locked by mistake',
            releasedBy: admin,
            releasedAt: atPuertoRico(startDate, 10, 20),
          });
        }
      }
    }
  }
  await context.insert(payrollActivityPeriods, periodRows);
  await context.insert(payrollActivityLocks, locks);
  await context.db.execute(sql`
    update payroll_activity_periods set
      tips_total = coalesce(t.total, 0),
      worker_count = coalesce(t.workers, 0)
    from (
      select p.id, sum(r.total) as total, count(distinct r.worker_id) as workers
      from payroll_activity_periods p
      join tip_records r on r.worker_group_code = p.worker_group_code and r.date_tip between p.start_date and p.end_date
      group by p.id
    ) as t
    where t.id = payroll_activity_periods.id`);
};
