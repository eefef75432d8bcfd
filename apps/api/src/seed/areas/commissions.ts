import {
  auditEvents,
  commissionBatchEvents,
  commissionBatches,
  commissionBatchManualInputs,
  commissionBatchTitles,
  commissionInputs,
  commissionInputSteps,
  commissionPlanLines,
  commissionPlans,
  commissionPlanSteps,
  commissionPlanWorkers,
  commissionUploadRows,
  commissionUploads,
  deals,
  workerCommissions,
} from '../../db/schema/index.ts';
import type { CommissionBatchStatus } from '../../db/schema/values.ts';
import { groupBy, type SeedContext, type SeededTitle } from '../context.ts';
import { addDays, atPuertoRico, daysBetween, startOfWeek } from '../dates.ts';
import { customerCompanies, englishFirstNames, spanishFirstNames, spanishLastNames, vehicles } from '../names.ts';
import { commissionInputTotal, workerCommissionTotal, type CommissionStep } from '../rules.ts';

type LineSpec = {
  name: string;
  type: 'tiered' | 'volume';
  inputType: 'dollars' | 'percentage' | 'quantity';
  commissionType: 'dollars' | 'percentage';
  origin: 'dealer-system' | 'payroll-provider' | 'technician-hours' | 'other';
  manual?: boolean;
  steps: CommissionStep[];
  // The value a worker reaches in a period, in the input's unit.
  value: readonly [number, number];
};

const step = (min: number, max: number | null, perUnit: number, flat = 0): CommissionStep => ({
  min,
  max,
  perUnit,
  flat,
});

const linesFor = (title: SeededTitle): LineSpec[] => {
  switch (title.name) {
    case 'Sales Consultant':
      return [
        {
          name: 'Units sold',
          type: 'volume',
          inputType: 'quantity',
          commissionType: 'dollars',
          origin: 'dealer-system',
          steps: [step(0, 8, 15_000), step(8, 15, 20_000), step(15, null, 27_500)],
          value: [2, 20],
        },
        {
          name: 'Front gross',
          type: 'tiered',
          inputType: 'dollars',
          commissionType: 'percentage',
          origin: 'dealer-system',
          steps: [step(0, 2_000_000, 20), step(2_000_000, null, 25)],
          value: [300_000, 4_500_000],
        },
        {
          name: 'CSI bonus',
          type: 'volume',
          inputType: 'quantity',
          commissionType: 'dollars',
          origin: 'other',
          manual: true,
          steps: [step(0, 1, 0), step(1, null, 0, 25_000)],
          value: [0, 1],
        },
      ];
    case 'Sales Manager':
      return [
        {
          name: 'Store units',
          type: 'tiered',
          inputType: 'quantity',
          commissionType: 'dollars',
          origin: 'dealer-system',
          steps: [step(0, 60, 2_500), step(60, null, 4_000)],
          value: [40, 140],
        },
        {
          name: 'Store gross',
          type: 'volume',
          inputType: 'dollars',
          commissionType: 'percentage',
          origin: 'dealer-system',
          steps: [step(0, null, 2.5)],
          value: [5_000_000, 30_000_000],
        },
      ];
    case 'F&I Manager':
      return [
        {
          name: 'Products sold',
          type: 'volume',
          inputType: 'quantity',
          commissionType: 'dollars',
          origin: 'dealer-system',
          steps: [step(0, 20, 5_000), step(20, null, 7_500)],
          value: [8, 45],
        },
        {
          name: 'Back gross',
          type: 'tiered',
          inputType: 'dollars',
          commissionType: 'percentage',
          origin: 'dealer-system',
          steps: [step(0, 5_000_000, 12), step(5_000_000, null, 15)],
          value: [1_000_000, 9_000_000],
        },
        {
          name: 'Penetration rate',
          type: 'volume',
          inputType: 'percentage',
          commissionType: 'dollars',
          origin: 'other',
          steps: [step(0, 50, 0), step(50, 70, 0, 30_000), step(70, null, 0, 60_000)],
          value: [35, 85],
        },
      ];
    case 'Technician':
      return [
        {
          name: 'Flagged hours',
          type: 'tiered',
          inputType: 'quantity',
          commissionType: 'dollars',
          origin: 'technician-hours',
          steps: [step(0, 60, 2_200), step(60, 90, 2_600), step(90, null, 3_100)],
          value: [40, 120],
        },
        {
          name: 'Comeback deduction',
          type: 'volume',
          inputType: 'quantity',
          commissionType: 'dollars',
          origin: 'other',
          manual: true,
          steps: [step(0, null, -5_000)],
          value: [0, 2],
        },
      ];
    case 'Service Advisor':
      return [
        {
          name: 'Customer pay labor',
          type: 'tiered',
          inputType: 'dollars',
          commissionType: 'percentage',
          origin: 'dealer-system',
          steps: [step(0, 3_000_000, 4), step(3_000_000, null, 6)],
          value: [800_000, 5_000_000],
        },
        {
          name: 'Repair orders',
          type: 'volume',
          inputType: 'quantity',
          commissionType: 'dollars',
          origin: 'dealer-system',
          steps: [step(0, 100, 300), step(100, null, 500)],
          value: [60, 180],
        },
      ];
    case 'Parts Specialist':
      return [
        {
          name: 'Parts sales',
          type: 'volume',
          inputType: 'dollars',
          commissionType: 'percentage',
          origin: 'dealer-system',
          steps: [step(0, 1_500_000, 2), step(1_500_000, null, 3.5)],
          value: [400_000, 3_000_000],
        },
      ];
    case 'Route Driver':
      return [
        {
          name: 'Deliveries',
          type: 'volume',
          inputType: 'quantity',
          commissionType: 'dollars',
          origin: 'other',
          steps: [step(0, 250, 150), step(250, null, 200)],
          value: [120, 420],
        },
        {
          name: 'On-time rate',
          type: 'volume',
          inputType: 'percentage',
          commissionType: 'dollars',
          origin: 'other',
          manual: true,
          steps: [step(0, 95, 0), step(95, null, 0, 10_000)],
          value: [85, 100],
        },
      ];
    case 'Dispatcher':
      return [
        {
          name: 'Routes closed',
          type: 'tiered',
          inputType: 'quantity',
          commissionType: 'dollars',
          origin: 'other',
          steps: [step(0, 40, 500), step(40, null, 800)],
          value: [25, 70],
        },
      ];
    default:
      return [
        {
          name: 'New accounts',
          type: 'volume',
          inputType: 'quantity',
          commissionType: 'dollars',
          origin: 'other',
          steps: [step(0, null, 10_000)],
          value: [0, 8],
        },
        {
          name: 'Revenue',
          type: 'tiered',
          inputType: 'dollars',
          commissionType: 'percentage',
          origin: 'other',
          steps: [step(0, 5_000_000, 3), step(5_000_000, null, 4)],
          value: [1_000_000, 12_000_000],
        },
      ];
  }
};

// The newest periods show every open state; older ones are mostly approved.
const recentStatuses: CommissionBatchStatus[] = ['draft', 'pending-approval', 'in-review', 'rejected'];

const creators = { costa: 'creator@costa.example', borinquen: 'admin@borinquen.example' } as const;
const approvers = { costa: 'approver@costa.example', borinquen: 'admin@borinquen.example' } as const;

export const seedCommissions = async (context: SeedContext): Promise<void> => {
  const random = context.random('commissions');
  const titlesByDepartment = groupBy(context.state.titles, (title) => title.departmentId);
  const workersByTitle = groupBy(
    context.state.workers.filter((worker) => worker.titleId !== null),
    (worker) => worker.titleId,
  );
  const planByTitle = new Map<string, { id: string; lines: (LineSpec & { id: string })[] }>();
  const userIdByEmail = new Map(context.state.users.map((user) => [user.email, user.id]));

  const plans: (typeof commissionPlans.$inferInsert)[] = [];
  const planWorkers: (typeof commissionPlanWorkers.$inferInsert)[] = [];
  const planLines: (typeof commissionPlanLines.$inferInsert)[] = [];
  const planSteps: (typeof commissionPlanSteps.$inferInsert)[] = [];

  for (const title of context.state.titles) {
    const company = context.state.companies.find((candidate) => candidate.id === title.companyId);
    const planId = random.uuid();
    plans.push({
      id: planId,
      companyId: title.companyId,
      name: `${title.brand} · ${title.name}`,
      active: true,
      brandId: title.brandId,
      departmentId: title.departmentId,
      titleId: title.id,
      createdAt: company?.createdAt ?? atPuertoRico(addDays(context.today, -400), 9),
    });
    const lines = linesFor(title).map((line) => ({ ...line, id: random.uuid() }));
    planByTitle.set(title.id, { id: planId, lines });
    lines.forEach((line, position) => {
      planLines.push({
        id: line.id,
        planId,
        position,
        name: line.name,
        type: line.type,
        inputType: line.inputType,
        commissionType: line.commissionType,
        origin: line.origin,
        manual: line.manual ?? false,
        rank: title.rank,
        applyTo: null,
        subtractTo: [],
        addTo: [],
        visible: true,
      });
      line.steps.forEach((s, index) => planSteps.push({ id: random.uuid(), lineId: line.id, position: index, ...s }));
    });
    for (const worker of workersByTitle.get(title.id) ?? []) {
      if (worker.status !== 'terminated') planWorkers.push({ planId, workerId: worker.id });
    }
  }
  // Company-wide plans with no brand, which the plan list sorts first; one of them retired.
  for (const company of context.state.companies.filter(
    (candidate) => candidate.spec.key === 'costa' || candidate.spec.key === 'borinquen',
  )) {
    for (const [name, active] of [
      ['Company-wide quarterly bonus', true],
      ['Legacy 2025 spiff', false],
    ] as const) {
      const planId = random.uuid();
      plans.push({
        id: planId,
        companyId: company.id,
        name,
        active,
        brandId: null,
        departmentId: null,
        titleId: null,
        createdAt: company.createdAt,
      });
      const lineId = random.uuid();
      planLines.push({
        id: lineId,
        planId,
        position: 0,
        name: 'Quarterly target met',
        type: 'volume',
        inputType: 'percentage',
        commissionType: 'dollars',
        origin: 'other',
        manual: true,
        rank: 0,
        applyTo: null,
        subtractTo: [],
        addTo: [],
        visible: true,
      });
      planSteps.push({ id: random.uuid(), lineId, position: 0, min: 0, max: 100, perUnit: 0, flat: 0 });
      planSteps.push({ id: random.uuid(), lineId, position: 1, min: 100, max: null, perUnit: 0, flat: 50_000 });
    }
  }
  await context.insert(commissionPlans, plans);
  await context.insert(commissionPlanLines, planLines);
  await context.insert(commissionPlanSteps, planSteps);
  await context.insert(commissionPlanWorkers, planWorkers);

  const batches: (typeof commissionBatches.$inferInsert)[] = [];
  const batchTitles: (typeof commissionBatchTitles.$inferInsert)[] = [];
  const manualInputs: (typeof commissionBatchManualInputs.$inferInsert)[] = [];
  const events: (typeof commissionBatchEvents.$inferInsert)[] = [];
  const commissions: (typeof workerCommissions.$inferInsert)[] = [];
  const inputs: (typeof commissionInputs.$inferInsert)[] = [];
  const inputSteps: (typeof commissionInputSteps.$inferInsert)[] = [];
  const audits: (typeof auditEvents.$inferInsert)[] = [];
  const salesBatchByBrandWeek = new Map<string, string>();

  const periodEnd = addDays(startOfWeek(context.today), -1);
  let departmentIndex = 0;
  for (const [departmentId, departmentTitles] of titlesByDepartment) {
    const first = departmentTitles[0];
    if (!first) continue;
    const company = context.state.companies.find((candidate) => candidate.id === first.companyId);
    if (!company || (company.spec.key !== 'costa' && company.spec.key !== 'borinquen')) continue;
    const key = company.spec.key;
    const generations = key === 'costa' ? [1, 2, 3] : [1];
    departmentIndex += 1;
    for (const generation of generations) {
      for (let index = 0; index < 8; index += 1) {
        const endDate = addDays(periodEnd, -14 * index);
        const startDate = addDays(endDate, -13);
        const status: CommissionBatchStatus =
          index < recentStatuses.length
            ? (recentStatuses[(index + departmentIndex + generation) % recentStatuses.length] ?? 'draft')
            : random.chance(0.1)
              ? 'rejected'
              : 'approved';
        const batchId = random.uuid();
        const createdAt = atPuertoRico(addDays(endDate, 1), 9, random.int(0, 59));
        const singleTitle = departmentTitles.length === 1 ? first : undefined;
        batches.push({
          id: batchId,
          companyId: company.id,
          generation,
          type: status === 'draft' && random.chance(0.3) ? 'preview' : 'normal',
          status,
          startDate,
          endDate,
          uploaded: status === 'approved' && index > 1,
          invisible: status === 'rejected' && index > 6,
          creatorEmail: creators[key],
          brandId: first.brandId,
          departmentId,
          titleId: singleTitle?.id ?? null,
          notes:
            status === 'rejected'
              ? 'Units do not match the dealer report; please re-upload.'
              : index === 0
                ? 'Waiting for the last dealer upload.'
                : null,
          createdAt,
          updatedAt: createdAt,
        });
        for (const title of departmentTitles) batchTitles.push({ batchId, titleId: title.id });
        if (first.department === 'Sales' && generation === 3) {
          salesBatchByBrandWeek.set(`${first.brandId}:${startDate}`, batchId);
          salesBatchByBrandWeek.set(`${first.brandId}:${addDays(startDate, 7)}`, batchId);
        }
        manualInputs.push({ id: random.uuid(), batchId, name: 'Monthly spiff', value: random.int(0, 10) * 2_500 });

        const trail: [string, CommissionBatchStatus | null, CommissionBatchStatus, string][] = [
          ['created', null, 'draft', creators[key]],
        ];
        if (status !== 'draft') trail.push(['submitted', 'draft', 'pending-approval', creators[key]]);
        if (status === 'in-review' || (status === 'approved' && index % 3 === 0))
          trail.push(['review-started', 'pending-approval', 'in-review', approvers[key]]);
        if (status === 'approved' || status === 'rejected') {
          const from = trail.at(-1)?.[2] ?? 'pending-approval';
          trail.push([status, from, status, approvers[key]]);
        }
        trail.forEach(([kind, fromStatus, toStatus, actor], step) => {
          const at = new Date(createdAt.getTime() + step * 26 * 3_600_000);
          events.push({
            batchId,
            kind,
            actorEmail: actor,
            fromStatus,
            toStatus,
            message: kind === 'rejected' ? 'Units do not match the dealer report; please re-upload.' : null,
            payload: { generation },
            at,
          });
          if (kind === 'approved' || kind === 'rejected') {
            audits.push({
              at,
              actorUserId: userIdByEmail.get(actor) ?? null,
              actorEmail: actor,
              companyId: company.id,
              entity: 'commission-batch',
              entityId: batchId,
              action: kind === 'approved' ? 'approve' : 'reject',
              before: { status: fromStatus },
              after: { status: toStatus },
              correlationId: `seed-${random.hex(12)}`,
            });
          }
        });

        for (const title of departmentTitles) {
          const plan = planByTitle.get(title.id);
          if (!plan) continue;
          for (const worker of workersByTitle.get(title.id) ?? []) {
            if (worker.hireDate > endDate || (worker.terminationDate !== null && worker.terminationDate < startDate))
              continue;
            const commissionId = random.uuid();
            const inputTotals: number[] = [];
            plan.lines.forEach((line, position) => {
              const [low, high] = line.value;
              const value =
                line.inputType === 'dollars' ? random.int(low / 100, high / 100) * 100 : random.int(low, high);
              const initialValue = random.chance(0.9)
                ? value
                : Math.max(low, value - random.int(1, 3) * (line.inputType === 'dollars' ? 10_000 : 1));
              const computed = commissionInputTotal({
                name: line.name,
                inputType: line.inputType,
                value,
                stepType: line.type,
                steps: line.steps,
              });
              if (!computed.ok)
                throw new Error(`Seed commission input ${line.name} was rejected: ${JSON.stringify(computed.errors)}`);
              const inputTotal = computed.value;
              inputTotals.push(inputTotal);
              const inputId = random.uuid();
              inputs.push({
                id: inputId,
                workerCommissionId: commissionId,
                position,
                name: line.name,
                origin: line.origin,
                inputType: line.inputType,
                commissionType: line.commissionType,
                stepType: line.type,
                initialValue,
                value,
                total: inputTotal,
              });
              line.steps.forEach((s, stepIndex) => inputSteps.push({ inputId, position: stepIndex, ...s }));
            });
            const total = workerCommissionTotal(inputTotals);
            commissions.push({
              id: commissionId,
              batchId,
              workerId: worker.id,
              payrollFileNumber: worker.payrollFileNumber,
              total,
              manualTotal: random.chance(0.05) ? total + random.int(-5, 10) * 1_000 : null,
              status:
                status === 'approved'
                  ? 'approved'
                  : status === 'rejected'
                    ? 'rejected'
                    : random.chance(0.06)
                      ? 'on-hold'
                      : 'pending',
              compensationPlanId: plan.id,
              brand: title.brand,
              department: title.department,
              title: title.name,
              rank: title.rank,
            });
          }
        }
      }
    }
  }
  await context.insert(commissionBatches, batches);
  await context.insert(commissionBatchTitles, batchTitles);
  await context.insert(commissionBatchManualInputs, manualInputs);
  await context.insert(commissionBatchEvents, events);
  await context.insert(workerCommissions, commissions);
  await context.insert(commissionInputs, inputs);
  await context.insert(commissionInputSteps, inputSteps);
  await context.insert(auditEvents, audits);
  await seedDeals(context, salesBatchByBrandWeek, userIdByEmail);
};

const seedDeals = async (
  context: SeedContext,
  salesBatchByBrandWeek: Map<string, string>,
  userIdByEmail: Map<string, string>,
): Promise<void> => {
  const random = context.random('deals');
  const costa = context.state.companies.find((company) => company.spec.key === 'costa');
  if (!costa) return;
  const uploaderId = userIdByEmail.get('creator@costa.example') ?? null;
  const uploads: (typeof commissionUploads.$inferInsert)[] = [];
  const dealRows: (typeof deals.$inferInsert)[] = [];
  const hourRows: (typeof commissionUploadRows.$inferInsert)[] = [];
  const salesTitles = context.state.titles.filter(
    (title) => title.companyId === costa.id && title.department === 'Sales',
  );
  const technicians = context.state.workers.filter((worker) => {
    const title = context.state.titles.find((candidate) => candidate.id === worker.titleId);
    return worker.companyKey === 'costa' && title?.name === 'Technician' && worker.status !== 'terminated';
  });
  let dealNumber = 40_000;
  const firstWeek = addDays(startOfWeek(context.today), -7 * 16);
  for (let week = 0; week <= 16; week += 1) {
    const weekStart = addDays(firstWeek, 7 * week);
    const weekEnd = addDays(weekStart, 6);
    if (daysBetween(weekStart, context.today) < 0) break;
    for (const brandId of new Set(salesTitles.map((title) => title.brandId))) {
      const brandName = salesTitles.find((title) => title.brandId === brandId)?.brand ?? 'Costa';
      const uploadId = random.uuid();
      const sellers = context.state.workers.filter(
        (worker) =>
          worker.titleId !== null &&
          salesTitles.some(
            (title) => title.id === worker.titleId && title.brandId === brandId && title.name === 'Sales Consultant',
          ) &&
          worker.hireDate <= weekEnd &&
          (worker.terminationDate === null || worker.terminationDate >= weekStart),
      );
      let rows = 0;
      for (const seller of sellers) {
        for (let n = random.int(0, 3); n > 0; n -= 1) {
          const dealDate = addDays(weekStart, random.int(0, 5));
          if (daysBetween(dealDate, context.today) < 0) continue;
          dealNumber += 1;
          rows += 1;
          const saleType = random.weighted([
            ['new', 60],
            ['used', 35],
            ['service', 5],
          ] as const);
          const salePrice = random.int(180, 620) * 10_000;
          const frontGross = random.int(-50, 450) * 1_000;
          const backGross = random.int(0, 300) * 1_000;
          dealRows.push({
            id: random.uuid(),
            companyId: costa.id,
            uploadId,
            batchId: salesBatchByBrandWeek.get(`${brandId}:${weekStart}`) ?? null,
            brandId,
            workerId: seller.id,
            dealNumber: `D${dealNumber}`,
            dealDate,
            saleType,
            department: 'Sales',
            units: 1,
            customerName: random.chance(0.1)
              ? random.pick(customerCompanies)
              : `${random.pick(random.chance(0.8) ? spanishFirstNames : englishFirstNames)} ${random.pick(spanishLastNames)}`,
            vehicle: `${random.int(2022, 2027)} ${random.pick(vehicles)}`,
            stockNumber: `${brandName.includes('Honda') ? 'H' : 'T'}${random.int(10_000, 99_999)}`,
            salePrice,
            frontGross,
            backGross,
            commission: Math.max(0, Math.round(frontGross * 0.2 + backGross * 0.1)),
          });
        }
      }
      uploads.push({
        id: uploadId,
        companyId: costa.id,
        kind: 'dealer-system',
        filename: `${emailSafe(brandName)}-deals-${weekStart}.csv`,
        sizeBytes: 1_024 + rows * 212,
        uploaderId,
        workerId: null,
        periodStart: weekStart,
        periodEnd: weekEnd,
        status: 'processed',
        rowCount: rows,
        // The running week's file arrives daily; a finished week's the morning after.
        uploadedAt: atPuertoRico([addDays(weekEnd, 1), context.today].sort()[0] ?? context.today, 8, random.int(0, 59)),
      });
    }
    // Technicians' earnings come from the payroll provider, one file per technician and biweek.
    if (week % 2 === 0) {
      for (const technician of technicians) {
        const biweekEnd = addDays(weekStart, 13);
        if (daysBetween(biweekEnd, context.today) < 1) continue;
        uploads.push({
          id: random.uuid(),
          companyId: costa.id,
          kind: 'payroll-provider',
          filename: `earnings-${technician.payrollFileNumber}-${weekStart}.csv`,
          sizeBytes: random.int(40_000, 180_000),
          uploaderId,
          workerId: technician.id,
          periodStart: weekStart,
          periodEnd: biweekEnd,
          status: random.chance(0.03) ? 'failed' : 'processed',
          rowCount: 1,
          uploadedAt: atPuertoRico(addDays(biweekEnd, 1), 10, random.int(0, 59)),
        });
      }
      // The hours every technician worked, Monday to Saturday, one file per finished biweek.
      const biweekEnd = addDays(weekStart, 13);
      if (technicians.length > 0 && daysBetween(biweekEnd, context.today) >= 1) {
        const uploadId = random.uuid();
        let position = 0;
        for (const technician of technicians) {
          for (let offset = 0; offset < 14; offset += 1) {
            const workDate = addDays(weekStart, offset);
            if (offset % 7 === 6 || technician.hireDate > workDate) continue;
            hourRows.push({
              id: random.uuid(),
              uploadId,
              workerId: technician.id,
              position,
              workDate,
              hours: random.int(12, 19) / 2,
            });
            position += 1;
          }
        }
        uploads.push({
          id: uploadId,
          companyId: costa.id,
          kind: 'technician-hours',
          filename: `technician-hours-${weekStart}.csv`,
          sizeBytes: 40 + position * 32,
          uploaderId,
          workerId: null,
          periodStart: weekStart,
          periodEnd: biweekEnd,
          status: 'processed',
          rowCount: position,
          uploadedAt: atPuertoRico(addDays(biweekEnd, 1), 11, random.int(0, 59)),
        });
      }
    }
  }
  await context.insert(commissionUploads, uploads);
  await context.insert(deals, dealRows);
  await context.insert(commissionUploadRows, hourRows);
};

const emailSafe = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
