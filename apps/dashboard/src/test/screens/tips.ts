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

const workers: Schemas['TipWorker'][] = crew.map(([firstName, lastName, role], index) => ({
  id: `tip-worker-${index + 1}`,
  workerId: `ISL-${String(2040 + index * 3).padStart(5, '0')}`,
  payrollFileNumber: String(30110 + index * 11),
  firstName,
  lastName,
  workerGroupCode: '103',
  posId: `POS-${410 + index}`,
  tipsEnabled: true,
  ignoreRoleForTips: false,
  defaultRole: role,
  tipRules: [],
  grossTip: 0,
  eligibleTip: 0,
}));

const tips: TipRecord[] = crew
  .map(([, , role, shift, , digital, cash], index): TipRecord | null =>
    digital + cash === 0
      ? null
      : {
          id: `tip-${index + 1}`,
          companyId: isla.id,
          workerGroupCode: '103',
          workerId: `tip-worker-${index + 1}`,
          payrollFileNumber: String(30110 + index * 11),
          clockIn: shift === 'AM' ? `${TIP_DAY}T11:00:00.000Z` : `${TIP_DAY}T20:30:00.000Z`,
          clockOut: shift === 'AM' ? `${TIP_DAY}T17:00:00.000Z` : `2026-11-27T04:30:00.000Z`,
          total: digital + cash,
          nonDigitalTotal: cash,
          digitalTotal: digital,
          status: 'ready',
          dateTip: TIP_DAY,
          role,
          shift,
          shiftType: shift === 'AM' ? 'lunch' : 'dinner',
          reason: null,
          reviewStatus: 'unreviewed',
          correlationId: null,
          fixedStatus: false,
          statusLog: [],
          poolSourceBreakdown: [],
          splitFromWorkerId: null,
          splitFromTipId: null,
          splitId: null,
        },
  )
  .filter((tip) => tip !== null);

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

const roles = [
  { jobcode: 101, name: 'Server' },
  { jobcode: 102, name: 'Bartender' },
  { jobcode: 201, name: 'Busser' },
  { jobcode: 301, name: 'Host' },
];

const page = <T>(items: T[]) => ({ items, page: 1, limit: 200, total: items.length });

// Every call of the tips day (its workers, hours, splits, notes) and of the payout history, for Isla Condado (103).
export const tipsHandlers = [
  answer('get', '/tips/history', page(tips)),
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
