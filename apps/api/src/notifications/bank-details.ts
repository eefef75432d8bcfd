import { todayInPuertoRico } from '@cuadre/domain';
import { and, arrayContains, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { companies, dashboardUsers, employerNotifications } from '../db/schema/index.ts';
import { notificationText } from './messages.ts';
import { enqueueEmails, type Email } from './outbox.ts';

export type BankDetailsChange = {
  companyId: string;
  /** Who replaced them: the signed-in user. */
  actor: { id: string; email: string; firstName: string; lastName: string };
  accountNumberLast4: string;
  at: Date;
};

const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Puerto_Rico',
});

type Locale = 'en' | 'es-PR';

const readableDay = (day: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'es-PR' ? 'es-PR' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

function changeEmail(
  to: string,
  locale: Locale,
  company: string,
  who: string,
  day: string,
  time: string,
  last4: string,
): Email {
  if (locale === 'es-PR') {
    return {
      to,
      subject: `Cuadre: cambiaron los datos bancarios de ${company}`,
      text: [
        `${who} reemplazó los datos bancarios de ${company} el ${readableDay(day, locale)} a las ${time} (hora de Puerto Rico).`,
        `El dinero de la nómina ahora va a la cuenta que termina en ${last4}.`,
        '',
        'Si no esperaba este cambio, entre a Cuadre, revise Facturación y hable con quien lo hizo.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Cuadre: the bank details of ${company} were changed`,
    text: [
      `${who} replaced the bank details of ${company} on ${readableDay(day, locale)} at ${time} (Puerto Rico time).`,
      `Payroll money now goes to the account ending in ${last4}.`,
      '',
      'If you did not expect this change, sign in to Cuadre, review Billing and speak to whoever made it.',
    ].join('\n'),
  };
}

/**
 * A company's bank details were replaced: the company's notification (for the bell of everyone who may see it) and an
 * e-mail to each other active super-admin and holder of bank-details of the company, so a change nobody expected is
 * noticed. Inside the change's transaction, with it as `db`.
 */
export async function notifyBankDetailsChanged(db: Db, change: BankDetailsChange): Promise<void> {
  const { companyId, actor, accountNumberLast4: last4, at } = change;
  const who = `${actor.firstName} ${actor.lastName} (${actor.email})`.trim();
  const day = todayInPuertoRico(at);
  const time = clock.format(at);
  await db.insert(employerNotifications).values({
    companyId,
    kind: 'bank-details-changed',
    ...notificationText.bankDetailsChanged(who, day, time, last4),
    link: '/ewa/billing',
    createdAt: at,
  });
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const admins = await db
    .select({ email: dashboardUsers.email, locale: dashboardUsers.locale })
    .from(dashboardUsers)
    .where(
      and(
        eq(dashboardUsers.companyId, companyId),
        eq(dashboardUsers.status, 'active'),
        ne(dashboardUsers.id, actor.id),
        or(eq(dashboardUsers.role, 'super-admin'), arrayContains(dashboardUsers.permissions, ['bank-details'])),
      ),
    );
  await enqueueEmails(
    db,
    admins.map((admin) =>
      changeEmail(admin.email, admin.locale ?? 'en', company?.name ?? 'your company', who, day, time, last4),
    ),
    at,
  );
}
