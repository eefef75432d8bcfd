import { employerNotificationReads, employerNotifications } from '../../db/schema/index.ts';
import type { NotificationMessage } from '../../notifications/messages.ts';
import { notificationText } from '../../notifications/messages.ts';
import type { CompanySpec } from '../catalog.ts';
import type { SeedContext } from '../context.ts';
import type { Random } from '../random.ts';
import { addDays, atPuertoRico } from '../dates.ts';

type Kind = (typeof employerNotifications.$inferInsert)['kind'];

type Notice = { title: string; body: string; message: NotificationMessage; link: string };

// What each kind says in the demo, with plausible values: a group of the company, dates around the notice.
const notices: Record<Kind, (group: string, day: string, random: Random, prefix: string) => Notice> = {
  'invoice-due': (group, day, random, prefix) => ({
    ...notificationText.invoiceDue(
      `${prefix}${group}-${String(random.int(1, 60)).padStart(4, '0')}`,
      group,
      addDays(day, 3),
    ),
    link: '/ewa/billing',
  }),
  'deduction-ready': (group, day) => ({
    ...notificationText.deductionFileMissing(group, addDays(day, -16), addDays(day, -3), addDays(day, 2)),
    link: '/ewa/deductions',
  }),
  'batch-approval-requested': (_group, day) => ({
    ...notificationText.batchSubmitted(addDays(day, -14), addDays(day, -1), 'commissions.creator@costa.example'),
    link: '/commissions-v2/home',
  }),
  'batch-approved': (_group, day) => ({
    ...notificationText.batchApproved(addDays(day, -14), addDays(day, -1)),
    link: '/commissions-v2/home',
  }),
  'batch-rejected': (_group, day) => ({
    ...notificationText.batchRejected(addDays(day, -14), addDays(day, -1), 'Units do not match the dealer report.'),
    link: '/commissions-v2/home',
  }),
  'tips-unrecognized-roles': (group, day, random) => ({
    ...notificationText.tipsUnrecognizedRoles(group, addDays(day, -1), random.int(1, 4)),
    link: '/tips/home',
  }),
  'insurance-upload-processed': (_group, day, random) => ({
    ...notificationText.insuranceApplied(`insurance-${day.slice(0, 7)}.csv`, random.int(90, 140), random.int(80, 130)),
    link: '/insurance/uploads',
  }),
  'payroll-activity-locked': (group, day) => ({
    ...notificationText.tipsLocked(group, addDays(day, -14), addDays(day, -1), null),
    link: '/tips/payroll-activity',
  }),
  'bank-details-changed': (_group, day, random) => ({
    ...notificationText.bankDetailsChanged(
      'Marisol Figueroa (owner@isla.example)',
      day,
      `${String(random.int(8, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
      String(random.int(1000, 9999)),
    ),
    link: '/ewa/billing',
  }),
  'report-ready': (_group, day) => ({
    ...notificationText.reportReady('transactions', addDays(day, -30), addDays(day, -1)),
    link: '/ewa/reports',
  }),
  'report-failed': (_group, day) => ({
    ...notificationText.reportFailed('transactions', addDays(day, -30), addDays(day, -1)),
    link: '/ewa/reports',
  }),
};

const kindsFor: Record<CompanySpec['key'], Kind[]> = {
  isla: [
    'invoice-due',
    'deduction-ready',
    'tips-unrecognized-roles',
    'insurance-upload-processed',
    'payroll-activity-locked',
  ],
  costa: ['invoice-due', 'batch-approval-requested', 'batch-approved', 'batch-rejected'],
  caribe: ['invoice-due', 'tips-unrecognized-roles', 'payroll-activity-locked', 'insurance-upload-processed'],
  borinquen: ['invoice-due', 'deduction-ready', 'batch-approved', 'insurance-upload-processed'],
};

export const seedNotifications = async (context: SeedContext): Promise<void> => {
  const random = context.random('notifications');
  const rows: (typeof employerNotifications.$inferInsert)[] = [];
  const reads: (typeof employerNotificationReads.$inferInsert)[] = [];
  for (const company of context.state.companies) {
    const kinds = kindsFor[company.spec.key];
    const groups = context.state.groups.filter((group) => group.companyId === company.id).map((group) => group.code);
    const users = context.state.users.filter((user) => user.companyId === company.id);
    for (let index = 0; index < 14; index += 1) {
      const kind = kinds[index % kinds.length] ?? 'invoice-due';
      const age = index * 3 + random.int(0, 2);
      const createdAt = atPuertoRico(addDays(context.today, -age), random.int(7, 18), random.int(0, 59));
      const id = random.uuid();
      rows.push({
        id,
        companyId: company.id,
        kind,
        ...notices[kind](
          groups[index % groups.length] ?? '100',
          addDays(context.today, -age),
          random,
          company.spec.workerIdPrefix,
        ),
        createdAt,
      });
      // Notices older than a week were read by the company's people, each at their own time.
      if (age > 6) {
        for (const user of users)
          reads.push({
            notificationId: id,
            userId: user.id,
            readAt: new Date(createdAt.getTime() + random.int(1, 48) * 3_600_000),
          });
      }
    }
  }
  await context.insert(employerNotifications, rows);
  await context.insert(employerNotificationReads, reads);
};
