import { ewaTransfers, tipRules, workers, workerStartDates, workerStatusLog } from '../../db/schema/index.ts';
import { tipRoles } from '../catalog.ts';
import type { SeedContext, SeededWorker } from '../context.ts';
import { emailLocalPart } from '../context.ts';
import { addDays, atPuertoRico, daysBetween } from '../dates.ts';
import { englishFirstNames, englishLastNames, spanishFirstNames, spanishLastNames, streets, towns } from '../names.ts';

const terminationReasons = ['Resigned', 'Relocated', 'End of season', 'Attendance', 'Job abandonment', 'Better offer'];
const inactiveMotives = ['Leave of absence', 'Payroll mismatch', 'Requested by employer', 'Bank account review'];

export const historyDays = 120;

export const seedWorkers = async (context: SeedContext): Promise<void> => {
  const random = context.random('workers');
  const batch: (typeof workers.$inferInsert)[] = [];
  const logs: (typeof workerStatusLog.$inferInsert)[] = [];
  const rules: (typeof tipRules.$inferInsert)[] = [];
  const startDates: (typeof workerStartDates.$inferInsert)[] = [];

  for (const company of context.state.companies) {
    const { spec } = company;
    const count = spec.workers[context.scale];
    const groups = spec.groups.map((group) => [group, group.weight] as const);
    const companyTitles = context.state.titles.filter((title) => title.companyId === company.id);
    const tipped = spec.industry === 'restaurant' || spec.industry === 'hospitality';
    const roleChoices = tipRoles
      .filter((role) => spec.industry === 'hospitality' || role.jobcode < 300)
      .map((role) => [role.name, role.tipUser ? role.weight : 2] as const);

    for (let seq = 1; seq <= count; seq += 1) {
      // Every group gets workers before the weights take over, so no group is empty at any scale.
      const group =
        seq <= spec.groups.length ? (spec.groups[seq - 1] ?? random.weighted(groups)) : random.weighted(groups);
      const spanish = random.chance(0.78);
      const firstName = spanish ? random.pick(spanishFirstNames) : random.pick(englishFirstNames);
      const lastName = random.chance(spanish ? 0.92 : 0.35)
        ? random.chance(0.35)
          ? `${random.pick(spanishLastNames)} ${random.pick(spanishLastNames)}`
          : random.pick(spanishLastNames)
        : random.pick(englishLastNames);
      const hireDate = addDays(context.today, -random.int(30, 2_400));
      const status = random.weighted([
        ['active', 82],
        ['inactive', 5],
        ['on-leave', 4],
        ['terminated', 9],
      ] as const);
      const terminationDate =
        status === 'terminated'
          ? addDays(context.today, -random.int(1, Math.min(300, Math.max(2, daysBetween(hireDate, context.today) - 1))))
          : null;
      const tipRole = tipped ? random.weighted(roleChoices) : null;
      const isTipped = tipRole !== null && tipRoles.some((role) => role.name === tipRole && role.tipUser);
      const title =
        companyTitles.length > 0 && random.chance(spec.key === 'costa' ? 0.75 : 0.6)
          ? random.pick(
              spec.key === 'costa'
                ? companyTitles.filter((candidate) => candidate.groupCode === group.code)
                : companyTitles,
            )
          : undefined;
      const compensationType =
        title && spec.key === 'costa' && title.department !== 'Service'
          ? 'commission'
          : random.chance(0.85)
            ? 'hourly'
            : 'salary';
      // In cents, per the unit the contract gives each kind of pay: a salary per year ($24,000–$68,000), a commission
      // earner's base draw per pay period ($400–$900), an hourly rate per hour ($10.50–$24.00). One draw each.
      const payRate =
        compensationType === 'salary'
          ? random.int(240, 680) * 10_000
          : compensationType === 'commission'
            ? random.int(40, 90) * 1_000
            : random.int(1_050, 2_400);
      const town = random.pick(towns);
      const id = random.uuid();
      const workerId = `${spec.workerIdPrefix}-${String(seq).padStart(5, '0')}`;
      const payrollFileNumber = `${group.code}${String(seq).padStart(5, '0')}`;
      const ewa = random.chance(0.72);
      const products = [
        ...(ewa ? ['ewa'] : []),
        ...(random.chance(0.2) ? ['goals'] : []),
        ...(isTipped ? ['tips'] : []),
      ];
      const seeded: SeededWorker = {
        id,
        companyId: company.id,
        companyKey: spec.key,
        groupCode: group.code,
        workerId,
        payrollFileNumber,
        firstName,
        lastName,
        status,
        hireDate,
        terminationDate,
        tipRole: isTipped ? tipRole : null,
        titleId: title?.id ?? null,
        payRate,
      };
      context.state.workers.push(seeded);
      const statusAdminEnabled = status === 'active' || status === 'on-leave';
      const createdAt = atPuertoRico(hireDate, 10, random.int(0, 59));
      batch.push({
        id,
        companyId: company.id,
        workerGroupCode: group.code,
        workerId,
        payrollFileNumber,
        firstName,
        lastName,
        email: `${emailLocalPart(firstName)}.${emailLocalPart(lastName.split(' ')[0] ?? lastName)}${seq}@mail.example`,
        phone: `${random.pick(['787', '939'])}-${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
        address: `${random.int(1, 2500)} ${random.pick(streets)}`,
        city: town[0],
        state: 'PR',
        zipCode: town[1],
        hireDate,
        workerStatus: status,
        workerType: random.weighted([
          ['full-time', 60],
          ['part-time', 30],
          ['seasonal', tipped ? 8 : 3],
          ['contractor', 2],
        ] as const),
        compensationType,
        payRate,
        hoursPerWeek: compensationType === 'hourly' ? random.pick([20, 25, 30, 32, 35, 40]) : 40,
        payFrequency: spec.payFrequency,
        currentPayPeriodStart: spec.periodStartDate,
        limitForUser: ewa ? random.pick([20_000, 30_000, 40_000, 50_000]) : null,
        transactionLimitPerPp: ewa ? random.pick([2, 3, 4]) : null,
        amountLimitPerPp: ewa ? random.pick([30_000, 40_000, 60_000]) : null,
        employeeFeePercent: random.chance(0.1) ? 1.99 : null,
        maxOffer: ewa ? random.int(50, 400) * 100 : null,
        eligibilityHours: random.pick([0, 20, 40, 80]),
        terminationDate,
        terminationReason: terminationDate ? random.pick(terminationReasons) : null,
        hasBankAccount: random.chance(0.9),
        bankAccountVerified: random.chance(0.8),
        savingsEnabled: random.chance(0.25),
        hasSavingsAccount: random.chance(0.2),
        statusAdminEnabled,
        statusSystemEnabled: status !== 'terminated' && random.chance(0.96),
        statusCreciEnabled: random.chance(0.93),
        activeProducts: products,
        grossTip: 0,
        eligibleTip: 0,
        tipsEnabled: isTipped,
        posId: tipped ? `POS-${group.code}-${String(random.int(1, 9999)).padStart(4, '0')}` : null,
        ignoreRoleForTips: isTipped && random.chance(0.05),
        defaultRole: tipRole,
        commissionsActive: title !== undefined && status === 'active',
        titleId: title?.id ?? null,
        createdAt,
        updatedAt: createdAt,
      });

      logs.push({
        workerId: id,
        type: 'system',
        changedTo: true,
        changedBy: 'system',
        changeMotives: ['Onboarded'],
        changedAt: createdAt,
      });
      if (!statusAdminEnabled) {
        logs.push({
          workerId: id,
          type: 'admin',
          changedTo: false,
          changedBy: random.pick([
            'owner@isla.example',
            'payroll@caribe.example',
            'admin@borinquen.example',
            'staff@provider.example',
          ]),
          changeMotives: [terminationDate ? 'Terminated' : random.pick(inactiveMotives)],
          changedAt: atPuertoRico(terminationDate ?? addDays(context.today, -random.int(1, 60)), 11, random.int(0, 59)),
        });
      }
      if (random.chance(0.08)) {
        const day = addDays(context.today, -random.int(5, 90));
        logs.push({
          workerId: id,
          type: 'creci',
          changedTo: false,
          changedBy: 'creci',
          changeMotives: ['Credit review'],
          changedAt: atPuertoRico(day, 8),
        });
        logs.push({
          workerId: id,
          type: 'creci',
          changedTo: true,
          changedBy: 'creci',
          changeMotives: ['Review cleared'],
          changedAt: atPuertoRico(addDays(day, 3), 8),
        });
      }
      if (isTipped && tipRole) {
        const accumulateTips = random.chance(0.6);
        rules.push({
          id: random.uuid(),
          workerId: id,
          role: tipRole,
          accumulateTips,
          automaticDisbursement: accumulateTips && random.chance(0.5),
          allowsFullSplit: random.chance(0.3),
          createdAt,
        });
        if (random.chance(0.15)) {
          const second = tipRole === 'Server' ? 'Bartender' : 'Server';
          rules.push({
            id: random.uuid(),
            workerId: id,
            role: second,
            accumulateTips: false,
            automaticDisbursement: false,
            allowsFullSplit: false,
            createdAt,
          });
        }
      }
      if (random.chance(0.04)) {
        startDates.push({
          companyId: company.id,
          workerGroupCode: group.code,
          workerId: id,
          cycle: spec.payFrequency,
          startDate: addDays(spec.periodStartDate, 7 * random.int(0, 3)),
        });
      }
    }
  }
  await context.insert(workers, batch);
  await context.insert(workerStatusLog, logs);
  await context.insert(tipRules, rules);
  await context.insert(workerStartDates, startDates);
  await seedTransfers(context);
};

const seedTransfers = async (context: SeedContext): Promise<void> => {
  const random = context.random('ewa-transfers');
  const rows: (typeof ewaTransfers.$inferInsert)[] = [];
  let id = 0;
  for (const worker of context.state.workers) {
    if (worker.status === 'terminated' || !random.chance(0.7)) continue;
    let day = addDays(context.today, -historyDays + random.int(0, 12));
    while (daysBetween(day, context.today) >= 0) {
      const requestedAt = atPuertoRico(day, random.int(6, 22), random.int(0, 59));
      const status =
        daysBetween(day, context.today) < 1
          ? 'pending'
          : random.weighted([
              ['completed', 95],
              ['failed', 3],
              ['reversed', 2],
            ] as const);
      const amount = random.int(20, 300) * 100;
      id += 1;
      rows.push({
        id,
        companyId: worker.companyId,
        workerGroupCode: worker.groupCode,
        workerId: worker.id,
        kind: random.weighted([
          ['advance', 80],
          ['saving-withdrawal', 8],
          ['tip-advance', worker.tipRole ? 20 : 0],
        ] as const),
        status,
        amount,
        fee: Math.round(amount * 0.0299),
        requestedAt,
        depositedAt: status === 'completed' ? new Date(requestedAt.getTime() + random.int(1, 30) * 60_000) : null,
      });
      day = addDays(day, random.int(5, 16));
    }
  }
  await context.insert(ewaTransfers, rows);
};
