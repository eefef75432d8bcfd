import {
  insuranceEvents,
  insuranceLedgerEntries,
  insuranceNotes,
  insuranceStatuses,
  insuranceUploads,
} from '../../db/schema/index.ts';
import type { SeedContext } from '../context.ts';
import { addDays, atPuertoRico, daysBetween, startOfMonth } from '../dates.ts';
import { ledgerRunningBalances } from '../rules.ts';

const premiums = { individual: [4_500, 7_500], couple: [8_500, 12_500], family: [12_000, 19_000] } as const;
const noteTexts = [
  'Employee asked for a payment plan; agreed to two extra payments.',
  'Called about the balance; will pay at the store on Friday.',
  'Moved from individual to family plan after the birth of a child.',
  'Check returned by the bank; asked for a card payment instead.',
  'Balance confirmed with the carrier statement.',
  'Paid the remaining balance through giro.',
];

export const seedInsurance = async (context: SeedContext): Promise<void> => {
  const random = context.random('insurance');
  const uploads: (typeof insuranceUploads.$inferInsert)[] = [];
  const uploadByCompanyMonth = new Map<string, string>();
  const insuranceUser = context.state.users.find((user) => user.email === 'insurance@isla.example');
  const staff = context.state.users.find((user) => user.companyId === null);

  for (const company of context.state.companies) {
    if (company.spec.insuredShare === 0) continue;
    for (let months = 11; months >= 0; months -= 1) {
      const month = startOfMonth(addDays(startOfMonth(context.today), -months * 30));
      const id = random.uuid();
      uploadByCompanyMonth.set(`${company.id}:${month.slice(0, 7)}`, id);
      const rowCount = Math.round(company.spec.workers[context.scale] * company.spec.insuredShare);
      uploads.push({
        id,
        companyId: company.id,
        filename: `insurance-${company.spec.key}-${month.slice(0, 7)}.csv`,
        sizeBytes: 8_000 + rowCount * 96,
        uploaderId: company.spec.key === 'isla' ? (insuranceUser?.id ?? null) : (staff?.id ?? null),
        status: months === 0 && company.spec.key === 'caribe' ? 'failed' : 'processed',
        rowCount,
        uploadedAt: atPuertoRico(addDays(month, 2), 9, random.int(0, 59)),
      });
    }
  }
  await context.insert(insuranceUploads, uploads);

  const entries: (typeof insuranceLedgerEntries.$inferInsert)[] = [];
  const statuses: (typeof insuranceStatuses.$inferInsert)[] = [];
  const notes: (typeof insuranceNotes.$inferInsert)[] = [];
  const events: (typeof insuranceEvents.$inferInsert)[] = [];
  const groupNames = new Map(context.state.groups.map((group) => [group.code, group.name]));
  let entryId = 0;

  for (const worker of context.state.workers) {
    const company = context.state.companies.find((candidate) => candidate.id === worker.companyId);
    if (!company || !random.chance(company.spec.insuredShare)) continue;
    const planType = random.weighted([
      ['individual', 55],
      ['couple', 20],
      ['family', 25],
    ] as const);
    const dataOrigin = random.chance(0.8) ? 'payroll-provider' : 'offline';
    const mcs = random.chance(0.7);
    const delta = !mcs || random.chance(0.3);
    const [low, high] = premiums[planType];
    const premium = random.int(low / 100, high / 100) * 100;
    const dental = random.int(15, 35) * 100;
    const start = [addDays(context.today, -364 + random.int(0, 20)), worker.hireDate].sort().at(-1) ?? worker.hireDate;
    const stop = worker.terminationDate ?? context.today;
    const uploadId = (date: string) =>
      dataOrigin === 'payroll-provider'
        ? (uploadByCompanyMonth.get(`${company.id}:${date.slice(0, 7)}`) ?? null)
        : null;
    const movements: Omit<
      typeof insuranceLedgerEntries.$inferInsert,
      'mcsRemainingBalance' | 'deltaRemainingBalance'
    >[] = [];
    entryId += 1;
    movements.push({
      id: entryId,
      companyId: company.id,
      workerId: worker.id,
      uploadId: uploadId(start),
      date: start,
      type: 'opening',
      mcsInitialBalance: mcs ? random.int(0, 40) * 500 : null,
      deltaInitialBalance: delta ? random.int(0, 20) * 500 : null,
      paymentMethod: null,
      notes: 'Opening balance from the carrier',
      createdAt: atPuertoRico(start, 9),
    });
    for (let date = addDays(start, 14); daysBetween(date, stop) >= 0; date = addDays(date, 14)) {
      const missed = random.chance(0.07);
      const share = random.chance(0.85) ? 100 : random.int(40, 90);
      const extra = !missed && random.chance(0.06) ? random.int(10, 60) * 100 : 0;
      // Now and then the carrier's statement restarts a balance.
      const restart = random.chance(0.015);
      const mcsPayment = mcs && !missed ? Math.round((premium * share) / 100) : 0;
      const deltaPayment = delta && !missed ? Math.round((dental * share) / 100) : 0;
      const paid = mcsPayment + deltaPayment + extra;
      entryId += 1;
      movements.push({
        id: entryId,
        companyId: company.id,
        workerId: worker.id,
        uploadId: uploadId(date),
        date,
        periodStart: addDays(date, -13),
        periodEnd: date,
        type: restart ? 'adjustment' : paid > 0 ? 'payment' : 'charge',
        mcsInitialBalance: restart && mcs ? random.int(0, 20) * 500 : null,
        mcsDebt: mcs ? premium : 0,
        mcsPayment,
        mcsAdditionalPayment: mcs ? extra : 0,
        deltaInitialBalance: null,
        deltaDebt: delta ? dental : 0,
        deltaPayment,
        deltaAdditionalPayment: mcs ? 0 : extra,
        paymentMethod:
          paid > 0
            ? dataOrigin === 'payroll-provider' && random.chance(0.7)
              ? 'giro'
              : random.weighted([
                  ['cash', 30],
                  ['check', 20],
                  ['card', 35],
                  ['giro', 15],
                ] as const)
            : null,
        notes: missed
          ? 'No payroll deduction this period'
          : restart
            ? 'Balance restated from the carrier statement'
            : null,
        createdAt: atPuertoRico(date, 18),
      });
    }
    const balances = ledgerRunningBalances(movements);
    for (const entry of balances) entries.push(entry);
    const last = balances.at(-1);
    statuses.push({
      workerId: worker.id,
      companyId: company.id,
      mcs,
      delta,
      dataOrigin,
      planType,
      store: groupNames.get(worker.groupCode) ?? worker.groupCode,
      mcsBalance: last?.mcsRemainingBalance ?? 0,
      deltaBalance: last?.deltaRemainingBalance ?? 0,
      updatedAt: atPuertoRico(last?.date ?? start, 12),
    });
    events.push({
      companyId: company.id,
      workerId: worker.id,
      kind: 'enrolled',
      actor: 'system',
      payload: { planType, mcs, delta },
      at: atPuertoRico(start, 9),
    });
    if (random.chance(0.15)) {
      events.push({
        companyId: company.id,
        workerId: worker.id,
        kind: 'plan-changed',
        actor: 'insurance@isla.example',
        payload: { from: 'individual', to: planType },
        at: atPuertoRico([addDays(start, random.int(30, 200)), context.today].sort()[0] ?? context.today, 14),
      });
    }
    if (worker.terminationDate) {
      events.push({
        companyId: company.id,
        workerId: worker.id,
        kind: 'coverage-ended',
        actor: 'system',
        payload: { reason: 'terminated' },
        at: atPuertoRico(worker.terminationDate, 17),
      });
    }
    for (let n = random.chance(0.25) ? random.int(1, 3) : 0; n > 0; n -= 1) {
      notes.push({
        id: random.uuid(),
        companyId: company.id,
        workerId: worker.id,
        message: random.pick(noteTexts),
        createdBy: random.pick(['insurance@isla.example', 'staff@provider.example']),
        createdAt: atPuertoRico(addDays(context.today, -random.int(1, 300)), random.int(8, 17), random.int(0, 59)),
      });
    }
  }
  await context.insert(insuranceLedgerEntries, entries);
  await context.insert(insuranceStatuses, statuses);
  await context.insert(insuranceNotes, notes);
  await context.insert(insuranceEvents, events);
};
