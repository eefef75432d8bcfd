import { employerNotifications } from '../../db/schema/index.ts';
import type { CompanySpec } from '../catalog.ts';
import type { SeedContext } from '../context.ts';
import { addDays, atPuertoRico } from '../dates.ts';

type Kind = (typeof employerNotifications.$inferInsert)['kind'];

const templates: Record<Kind, { title: string; body: string; link: string }> = {
  'invoice-due': { title: 'Invoice due soon', body: 'A repayment invoice is due in 3 days.', link: '/ewa/billing' },
  'deduction-ready': {
    title: 'Deductions ready',
    body: 'The deduction file for the last period is ready to send to payroll.',
    link: '/ewa/deductions',
  },
  'batch-approval-requested': {
    title: 'Batch waiting for approval',
    body: 'A commission batch was submitted for approval.',
    link: '/commissions-v2/home',
  },
  'batch-approved': {
    title: 'Batch approved',
    body: 'A commission batch was approved and sent to payroll.',
    link: '/commissions-v2/home',
  },
  'batch-rejected': {
    title: 'Batch rejected',
    body: 'A commission batch was rejected; see the notes.',
    link: '/commissions-v2/home',
  },
  'tips-unrecognized-roles': {
    title: 'Tips with unknown roles',
    body: 'Some tips came in with roles that no rule knows.',
    link: '/tips/home',
  },
  'insurance-upload-processed': {
    title: 'Insurance file processed',
    body: 'The monthly insurance file was applied to the ledgers.',
    link: '/insurance/uploads',
  },
  'payroll-activity-locked': {
    title: 'Payroll period locked',
    body: 'Tips for the last period are locked while payroll runs.',
    link: '/tips/payroll-activity',
  },
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
  for (const company of context.state.companies) {
    const kinds = kindsFor[company.spec.key];
    for (let index = 0; index < 14; index += 1) {
      const kind = kinds[index % kinds.length] ?? 'invoice-due';
      const template = templates[kind];
      const age = index * 3 + random.int(0, 2);
      const createdAt = atPuertoRico(addDays(context.today, -age), random.int(7, 18), random.int(0, 59));
      rows.push({
        id: random.uuid(),
        companyId: company.id,
        kind,
        title: template.title,
        body: template.body,
        link: template.link,
        readAt: age > 6 ? new Date(createdAt.getTime() + random.int(1, 48) * 3_600_000) : null,
        createdAt,
      });
    }
  }
  await context.insert(employerNotifications, rows);
};
