import type { Schemas } from '@cuadre/api-client';
import { answer } from './contract.ts';
import { isla } from './personas.ts';

type TipRecord = Schemas['TipRecord'];

/** The tip day the screens open on: the latest day with tips, the day before SCREEN_NOW. */
export const TIP_DAY = '2026-11-26';

const crew: [string, string, string, string, number, number, number][] = [
  // first, last, role, shift, hours, digital, cash (cents)
  ['José', 'Martínez Ortiz', 'Server', 'PM', 7.5, 18_640, 4_200],
  ['Yesenia', 'Báez Medina', 'Server', 'PM', 8, 21_315, 3_500],
  ['Gabriel', 'Negrón Class', 'Bartender', 'PM', 8.25, 24_980, 6_150],
  ['Lourdes', 'Vázquez Ayala', 'Server', 'AM', 6, 9_870, 1_800],
  ['Ángel', 'Morales Quiñones', 'Busser', 'PM', 7, 0, 0],
  ['Wanda', 'Nieves Acevedo', 'Host', 'AM', 5.5, 0, 0],
];

// The rest of Isla Condado: two servers who were off on TIP_DAY, with what a shift of theirs usually brings, and two of
// the kitchen, whose tips are off.
const others: [string, string, string | null, boolean, boolean, string, number, number][] = [
  // first, last, default role, tips enabled, ignores role for tips, shift, digital, cash (cents)
  ['Carmen', 'Rosario Figueroa', 'Server', true, false, 'PM', 19_870, 3_950],
  ['Luis Alberto', 'Cintrón Rivera', 'Server', true, true, 'AM', 10_450, 2_100],
  ['Noemí', 'Torres Pagán', null, false, false, 'AM', 0, 0],
  ['Raymond', 'Ocasio Santos', null, false, false, 'PM', 0, 0],
];

// The role and shift of the crew member or other worker at `index` (the crew first).
const shiftOf = (index: number): { role: string; shift: string } => {
  if (index < crew.length) return { role: crew[index]![2], shift: crew[index]![3] };
  const [, , role, , , shift] = others[index - crew.length]!;
  return { role: role ?? '', shift };
};

// Who the worker at `index` of Isla Condado's list is, before their tip settings.
const identityOf = (index: number, firstName: string, lastName: string) => ({
  id: `tip-worker-${index + 1}`,
  workerId: `ISL-${String(2040 + index * 3).padStart(5, '0')}`,
  payrollFileNumber: String(30110 + index * 11),
  firstName,
  lastName,
  workerGroupCode: '103',
});

const workers: Schemas['TipWorker'][] = crew.map(([firstName, lastName, role], index) => ({
  ...identityOf(index, firstName, lastName),
  posId: `POS-${410 + index}`,
  tipsEnabled: true,
  ignoreRoleForTips: false,
  defaultRole: role,
  tipRules: [],
  grossTip: 0,
  eligibleTip: 0,
}));

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

// A worker's tips of one shift; a paid tip carries its payout's correlation id, as the API stores it.
const tipOf = (
  index: number,
  dateTip: string,
  id: string,
  digital: number,
  cash: number,
  status: TipRecord['status'],
  correlationId: string | null,
): TipRecord => {
  const { role, shift } = shiftOf(index);
  return {
    id,
    companyId: isla.id,
    workerGroupCode: '103',
    workerId: `tip-worker-${index + 1}`,
    payrollFileNumber: String(30110 + index * 11),
    clockIn: shift === 'AM' ? `${dateTip}T11:00:00.000Z` : `${dateTip}T20:30:00.000Z`,
    clockOut: shift === 'AM' ? `${dateTip}T17:00:00.000Z` : `${addDays(dateTip, 1)}T04:30:00.000Z`,
    total: digital + cash,
    nonDigitalTotal: cash,
    digitalTotal: digital,
    status,
    dateTip,
    role,
    shift,
    shiftType: shift === 'AM' ? 'lunch' : 'dinner',
    reason: null,
    reviewStatus: 'unreviewed',
    correlationId,
    fixedStatus: false,
    statusLog: [],
    poolSourceBreakdown: [],
    splitFromWorkerId: null,
    splitFromTipId: null,
    splitId: null,
  };
};

const tips: TipRecord[] = crew
  .map(([, , , , , digital, cash], index): TipRecord | null =>
    digital + cash === 0 ? null : tipOf(index, TIP_DAY, `tip-${index + 1}`, digital, cash, 'ready', null),
  )
  .filter((tip) => tip !== null);

// What a shift usually brings each worker with tips: the crew's TIP_DAY, and the others' own.
const usual = [
  ...tips.map((tip) => ({
    index: Number(tip.workerId.split('-').pop()) - 1,
    digital: tip.digitalTotal,
    cash: tip.nonDigitalTotal,
  })),
  ...others.flatMap(([, , , tipsEnabled, , , digital, cash], offset) =>
    tipsEnabled ? [{ index: crew.length + offset, digital, cash }] : [],
  ),
];

// The two weeks up to TIP_DAY, newest first: each tipped worker's tips on the days they worked (two days off a week
// each), busier on Friday and Saturday and a little on Sunday, as the demo's seed has them
// (apps/api/src/seed/areas/tips.ts). Tips are paid from two days back, as the payout history has them.
const fortnight: TipRecord[] = Array.from({ length: 14 }, (_, back) => {
  if (back === 0) return tips;
  const dateTip = addDays(TIP_DAY, -back);
  const weekday = new Date(`${dateTip}T00:00:00.000Z`).getUTCDay();
  const busy = weekday === 5 || weekday === 6 ? 1.3 : weekday === 0 ? 1.15 : 1;
  return usual
    .filter(({ index }) => (back + index * 2) % 7 >= 2)
    .map(({ index, digital, cash }) => {
      const change = busy * (0.85 + ((back * 7 + index * 5) % 7) * 0.05);
      const paid = back >= 2;
      const payout = (Math.imul(back * 10 + index + 1, 0x9e3779b1) >>> 0).toString(16).padStart(8, '0');
      return tipOf(
        index,
        dateTip,
        `tip-${dateTip}-${index + 1}`,
        Math.round(digital * change),
        Math.round(cash * change),
        paid ? 'paid' : 'ready',
        paid ? `tip-103-${dateTip}-${payout}` : null,
      );
    });
}).flat();

// The bartender shares 10% of the night's tips with the busser and the host.
const split: Schemas['TipSplit'] = {
  id: 'split-1',
  companyId: isla.id,
  workerGroupCode: '103',
  fromType: 'worker',
  fromWorkerId: 'tip-worker-3',
  toWorkerIds: ['tip-worker-5', 'tip-worker-6'],
  splitType: 'percentage',
  dateTip: TIP_DAY,
  initialAmount: 3_112,
  paid: false,
  shift: 'PM',
  checkout: null,
  role: 'Bartender',
  splits: [
    { workerId: 'tip-worker-5', amount: 1_556, status: 'ready', reason: null, correlationId: null, realShift: 'PM' },
    { workerId: 'tip-worker-6', amount: 1_556, status: 'ready', reason: null, correlationId: null, realShift: 'AM' },
  ],
  createdAt: '2026-11-27T05:10:00.000Z',
  createdBy: 'tips.admin@isla.example',
};

const hoursOf = (workerId: string) => crew[Number(workerId.split('-').pop()) - 1]?.[4] ?? 0;

// Thirty days of Condado's payouts before SCREEN_NOW: weekends busier, the last two days not yet paid.
const history: Schemas['TipDaySummary'][] = Array.from({ length: 30 }, (_, back) => {
  const date = new Date(Date.UTC(2026, 10, 26 - back));
  const weekend = date.getUTCDay() === 5 || date.getUTCDay() === 6;
  const total = (weekend ? 142_000 : 81_000) + ((back * 7919) % 17) * 1_850;
  const digitalTotal = Math.round(total * 0.82);
  const paid = back >= 2;
  return {
    dateTip: date.toISOString().slice(0, 10),
    workerGroupCode: '103',
    total,
    digitalTotal,
    nonDigitalTotal: total - digitalTotal,
    paidTotal: paid ? digitalTotal : 0,
    pendingTotal: paid ? 0 : digitalTotal,
    failedTotal: 0,
    workerCount: weekend ? 11 : 7,
    status: paid ? 'paid' : 'pending',
  };
});

// The group's tip rules, which the API also stores on every tip worker of the group.
const tipRules: Schemas['TipRule'][] = [
  { role: 'Server', automaticDisbursement: false, accumulateTips: false, allowsFullSplit: false },
  { role: 'Bartender', automaticDisbursement: false, accumulateTips: false, allowsFullSplit: true },
  { role: 'Busser', automaticDisbursement: true, accumulateTips: true, allowsFullSplit: false },
];

// A worker's gross tips are their tips of the last 14 days (the fortnight); the eligible part is the share Isla makes
// available, 80% of gross tips as the demo's seed sets it for restaurants (apps/api/src/seed/areas/companies.ts).
const grossOf = (workerId: string) =>
  fortnight.filter((tip) => tip.workerId === workerId).reduce((sum, tip) => sum + tip.total, 0);

const withTips = (worker: Schemas['TipWorker']): Schemas['TipWorker'] => ({
  ...worker,
  grossTip: grossOf(worker.id),
  eligibleTip: Math.floor(grossOf(worker.id) * 0.8),
});

// Isla Condado's workers with their tip settings, by last name: the crew of TIP_DAY and the others.
const employees: Schemas['TipWorker'][] = [
  ...workers.map((worker) => ({ ...worker, tipRules })),
  ...others.map(([firstName, lastName, defaultRole, tipsEnabled, ignoreRoleForTips], offset): Schemas['TipWorker'] => {
    const index = crew.length + offset;
    return {
      ...identityOf(index, firstName, lastName),
      posId: tipsEnabled ? `POS-${410 + index}` : null,
      tipsEnabled,
      ignoreRoleForTips,
      defaultRole,
      tipRules: tipsEnabled ? tipRules : [],
      grossTip: 0,
      eligibleTip: 0,
    };
  }),
]
  .map(withTips)
  .sort((a, b) => a.lastName.localeCompare(b.lastName, 'es') || a.firstName.localeCompare(b.firstName, 'es'));

const roles = [
  { jobcode: 101, name: 'Server' },
  { jobcode: 102, name: 'Bartender' },
  { jobcode: 201, name: 'Busser' },
  { jobcode: 301, name: 'Host' },
];

const page = <T>(items: T[]) => ({ items, page: 1, limit: 200, total: items.length });

// Every call of the tips day (its workers, hours, splits, notes), the payout history, the employees and the reports,
// for Isla Condado (103).
export const tipsHandlers = [
  // A range longer than a day is the reports' two weeks, every page of it; else the day's tips (the day view).
  answer('get', '/tips/history', ({ url }) => {
    const from = url.searchParams.get('from');
    const to = url.searchParams.get('to');
    if (from === null || to === null || from === to) return page(tips);
    const items = fortnight.filter((tip) => tip.dateTip >= from && tip.dateTip <= to);
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const at = Number(url.searchParams.get('page') ?? 1);
    return { items: items.slice((at - 1) * limit, at * limit), page: at, limit, total: items.length };
  }),
  answer('get', '/tips/users-employees', { workers: employees }),
  answer('get', '/tips/tip-rules', { companyId: isla.id, workerGroupCode: '103', tipRules }),
  answer('get', '/tips/date-tip-working-employees', { workers }),
  answer('get', '/tips/current-users', { workers }),
  answer('get', '/tips/workers/daily-summary', {
    workers: workers.map((worker, index) => {
      const tip = tips.find((candidate) => candidate.workerId === worker.id);
      const given = worker.id === split.fromWorkerId ? split.initialAmount : 0;
      const received = split.splits.find((item) => item.workerId === worker.id)?.amount ?? 0;
      return {
        workerId: worker.id,
        firstName: worker.firstName,
        lastName: worker.lastName,
        payrollFileNumber: worker.payrollFileNumber,
        role: crew[index]![2],
        hours: crew[index]![4],
        tips: tip?.total ?? 0,
        splitsGiven: given,
        splitsReceived: received,
        net: (tip?.total ?? 0) - given + received,
        status: 'ready' as const,
      };
    }),
  }),
  answer('post', '/tips/get-workers-hours', {
    rows: tips.map((tip) => ({
      tipId: tip.id,
      workerId: tip.workerId,
      hours: hoursOf(tip.workerId),
      tips: tip.total,
      banquetAdminFee: 0,
      hasOvertime: false,
      modifiedHours: null,
      canUpdateHours: true,
      originalHours: hoursOf(tip.workerId),
    })),
  }),
  answer('get', '/tips/get-splits', page([split])),
  answer('get', '/tips/get-tips-with-unrecognized-roles', { tips: [] }),
  answer('get', '/tips/irsi-role-rules', {
    companyId: isla.id,
    workerGroupCode: '103',
    tipUserRoles: roles.slice(0, 2),
    reportRoles: roles,
    payableRoles: roles,
  }),
  answer('get', '/tips/user-tips-history-notes', {
    companyId: isla.id,
    workerGroupCode: '103',
    dateTip: TIP_DAY,
    notes: [
      {
        message: 'Noche de Acción de Gracias: el bar cubrió la terraza.',
        createdBy: 'tips.admin@isla.example',
        createdAt: '2026-11-27T05:20:00.000Z',
      },
    ],
  }),
  answer('get', '/tips/{companyId}/tips-history', page(history)),
];
