import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@cuadre/api-client';
import { dashboardUsers, employerNotifications, outboundEmails } from '../db/schema/index.ts';
import type { Fixtures } from '../server/testing/fixtures.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';
import { openEmail } from './outbox.ts';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

const OWNER = 'owner@isla.example';
const EWA = 'ewa@isla.example';
const STAFF = 'staff@provider.example';
// Isla people added for these tests: who is e-mailed depends on role, permission and status.
const people = {
  spanishHolder: 'tesoreria@isla.example',
  disabledAdmin: 'antigua.duena@isla.example',
  invitedHolder: 'invitada@isla.example',
  billingOnly: 'facturas@isla.example',
};

const replaceBankDetails = (as: string, accountNumber: string, companyId = f.isla) =>
  api.call(as, {
    method: 'PUT',
    url: '/api/employer-dashboard/company-bank-details',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      companyId,
      accountHolderName: 'Isla Restaurant Group LLC',
      bankName: 'Banco Popular',
      routingNumber: '021502011',
      accountNumber,
      accountType: 'checking',
    },
  });

const emailsSince = async (since: Date) =>
  (await api.db.select().from(outboundEmails).where(gt(outboundEmails.createdAt, since))).map(openEmail);
const noticesSince = (since: Date) =>
  api.db
    .select()
    .from(employerNotifications)
    .where(and(eq(employerNotifications.kind, 'bank-details-changed'), gt(employerNotifications.createdAt, since)));

beforeAll(async () => {
  const user = (email: string, fields: Partial<typeof dashboardUsers.$inferInsert>) => ({
    companyId: f.isla,
    email,
    firstName: 'Persona',
    lastName: 'Prueba',
    ...fields,
  });
  await api.db
    .insert(dashboardUsers)
    .values([
      user(people.spanishHolder, { role: 'member', permissions: ['billing', 'bank-details'], locale: 'es-PR' }),
      user(people.disabledAdmin, { role: 'super-admin', status: 'disabled' }),
      user(people.invitedHolder, { role: 'member', permissions: ['bank-details'], status: 'invited' }),
      user(people.billingOnly, { role: 'member', permissions: ['billing'] }),
    ]);
});

describe('replacing the bank details', () => {
  it('tells the company in a notification who changed them, when, and only the last four digits', async () => {
    const since = new Date(Date.now() - 1);
    expect((await replaceBankDetails(OWNER, '004455667788')).statusCode).toBe(200);
    const [notice, ...more] = await noticesSince(since);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ companyId: f.isla, title: 'Bank details changed', link: '/ewa/billing' });
    expect(notice!.body).toMatch(
      /^Marisol Figueroa \(owner@isla\.example\) replaced the company's bank details on \w{3} \d{1,2}, \d{4} at \d{2}:\d{2} \(Puerto Rico time\)\. Payroll money now goes to the account ending in 7788\.$/,
    );
    expect(notice!.message).toMatchObject({
      key: 'bank-details-changed',
      values: { who: 'Marisol Figueroa (owner@isla.example)', last4: '7788' },
    });
    expect(JSON.stringify(notice)).not.toContain('44556677');

    const listed = await api.call(EWA, { method: 'GET', url: `/api/employer-notifications/${f.isla}?limit=200` });
    const items = (listed.json() as components['schemas']['EmployerNotificationPage']).items;
    expect(items.find((item) => item.id === notice!.id)).toMatchObject({
      kind: 'bank-details-changed',
      link: '/ewa/billing',
      readAt: null,
    });
  });

  it('e-mails every other active super-admin and bank-details holder of the company, in their language, and not the one who changed them', async () => {
    const since = new Date(Date.now() - 1);
    expect((await replaceBankDetails(OWNER, '001122334455')).statusCode).toBe(200);
    const emails = await emailsSince(since);
    expect(emails.map((email) => email.to).sort()).toEqual([EWA, people.spanishHolder].sort());
    const english = emails.find((email) => email.to === EWA)!;
    expect(english.subject).toBe('Cuadre: the bank details of Isla Restaurant Group were changed');
    expect(english.text).toContain(
      'Marisol Figueroa (owner@isla.example) replaced the bank details of Isla Restaurant Group on',
    );
    expect(english.text).toContain('the account ending in 4455');
    const spanish = emails.find((email) => email.to === people.spanishHolder)!;
    expect(spanish.subject).toBe('Cuadre: cambiaron los datos bancarios de Isla Restaurant Group');
    expect(spanish.text).toContain('la cuenta que termina en 4455');
    for (const email of emails) expect(email.text).not.toContain('11223344');
  });

  it('e-mails the super-admin when a bank-details holder makes the change, and every admin when internal staff does', async () => {
    const since = new Date(Date.now() - 1);
    expect((await replaceBankDetails(EWA, '009988776655')).statusCode).toBe(200);
    expect((await emailsSince(since)).map((email) => email.to).sort()).toEqual([OWNER, people.spanishHolder].sort());
    const later = new Date(Date.now() - 1);
    expect((await replaceBankDetails(STAFF, '008877665544')).statusCode).toBe(200);
    expect((await emailsSince(later)).map((email) => email.to).sort()).toEqual(
      [EWA, OWNER, people.spanishHolder].sort(),
    );
  });

  it('tells nobody of another company', async () => {
    const costaPeople = (
      await api.db
        .select({ email: dashboardUsers.email })
        .from(dashboardUsers)
        .where(eq(dashboardUsers.companyId, f.costa))
    ).map((row) => row.email);
    const since = new Date(Date.now() - 1);
    expect((await replaceBankDetails(OWNER, '007766554433')).statusCode).toBe(200);
    expect(
      await api.db
        .select()
        .from(employerNotifications)
        .where(and(eq(employerNotifications.companyId, f.costa), gt(employerNotifications.createdAt, since))),
    ).toEqual([]);
    expect(
      await api.db
        .select()
        .from(outboundEmails)
        .where(and(inArray(outboundEmails.to, costaPeople), gt(outboundEmails.createdAt, since))),
    ).toEqual([]);
    // A super-admin of Isla naming Costa is refused, and nothing is raised anywhere.
    const before = new Date(Date.now() - 1);
    expect((await replaceBankDetails(OWNER, '006655443322', f.costa)).statusCode).toBe(404);
    expect(await noticesSince(before)).toEqual([]);
    expect(await emailsSince(before)).toEqual([]);
  });
});
