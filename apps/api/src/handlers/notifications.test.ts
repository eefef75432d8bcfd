import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInPuertoRico } from '@cuadre/domain';
import type { components } from '@cuadre/api-client';
import {
  commissionBatches,
  employerNotifications,
  invoices,
  payrollActivityLocks,
  payrollActivityPeriods,
  periods,
  workers,
} from '../db/schema/index.ts';
import type { Fixtures } from '../server/testing/fixtures.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';
import { addDays } from './common.ts';

type Page = components['schemas']['EmployerNotificationPage'];
type Notification = components['schemas']['EmployerNotification'];

const OWNER = 'owner@isla.example';
const EWA = 'ewa@isla.example';
const APPROVER = 'approver@costa.example';
const CREATOR = 'creator@costa.example';
const INSURANCE = 'insurance@isla.example';

// Dates as the notices write them.
const readable = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

let api: TestApi;
let f: Fixtures;

const list = async (as: string, companyId: string, query = '') => {
  const response = await api.call(as, {
    method: 'GET',
    url: `/api/employer-notifications/${companyId}?limit=200${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};
const markRead = (as: string, companyId: string, id: string) =>
  api.call(as, { method: 'POST', url: `/api/employer-notifications/${companyId}/${id}/read` });
const markAll = (as: string, companyId: string) =>
  api.call(as, { method: 'POST', url: `/api/employer-notifications/${companyId}/read-all` });
const moveBatch = (as: string, id: string, action: string, payload?: Record<string, string>) =>
  api.once(as, 'POST', `/compensation/commission-batch/${id}/${action}`, payload);

withTestApi((opened) => ({ api, f } = opened));

describe('reading and marking notifications', () => {
  it("lists the company's notifications newest first with its unread count", async () => {
    const page = await list(EWA, f.isla);
    expect(page.items.length).toBeGreaterThanOrEqual(14);
    const times = page.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await list(EWA, f.isla)).items.map((item) => item.id)).toEqual(page.items.map((item) => item.id));
    expect(page.unreadCount).toBe(page.items.filter((item) => item.readAt === null).length);
    expect(
      page.items.every((item) => item.companyId === f.isla && (item.link === null || item.link.startsWith('/'))),
    ).toBe(true);
    const unread = await list(EWA, f.isla, '&unread=true');
    expect(unread.items.every((item) => item.readAt === null)).toBe(true);
    expect(unread.total).toBe(page.unreadCount);
  });

  it("never shows another company's notifications", async () => {
    expect((await api.call(EWA, { method: 'GET', url: `/api/employer-notifications/${f.costa}` })).statusCode).toBe(
      404,
    );
    expect((await api.call(null, { method: 'GET', url: `/api/employer-notifications/${f.isla}` })).statusCode).toBe(
      401,
    );
    const costaNotification = (await list(APPROVER, f.costa)).items[0]!;
    expect((await markRead(EWA, f.isla, costaNotification.id)).statusCode).toBe(404);
    expect((await markRead(EWA, f.costa, costaNotification.id)).statusCode).toBe(404);
  });

  it('marking one read lowers the unread count once, and marking it again changes nothing', async () => {
    const before = await list(OWNER, f.isla);
    const target = before.items.find((item) => item.readAt === null)!;
    const marked = await markRead(OWNER, f.isla, target.id);
    expect(marked.statusCode, marked.body).toBe(200);
    const read = marked.json() as Notification;
    expect(read.readAt).not.toBeNull();
    expect((await list(OWNER, f.isla)).unreadCount).toBe(before.unreadCount - 1);
    const again = (await markRead(OWNER, f.isla, target.id)).json() as Notification;
    expect(again.readAt).toBe(read.readAt);
    expect((await list(OWNER, f.isla)).unreadCount).toBe(before.unreadCount - 1);
  });

  it('refuses an id that is not one', async () => {
    expect((await markRead(EWA, f.isla, 'not-an-id')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await markRead(EWA, f.isla, randomUUID())).statusCode).toBe(404);
  });

  it('mark all read clears the count and says how many it marked', async () => {
    const before = await list(APPROVER, f.costa);
    const response = await markAll(APPROVER, f.costa);
    expect(response.json()).toEqual({ marked: before.unreadCount });
    expect((await list(APPROVER, f.costa)).unreadCount).toBe(0);
    expect((await markAll(APPROVER, f.costa)).json()).toEqual({ marked: 0 });
  });

  it('each user reads for themself: what one reads stays unread for a colleague', async () => {
    const colleagueBefore = await list(EWA, f.isla);
    const mine = await list(OWNER, f.isla);
    const target = mine.items.find(
      (item) => item.readAt === null && colleagueBefore.items.find((other) => other.id === item.id)?.readAt === null,
    );
    expect(target, 'a notification both have not read').toBeDefined();
    expect((await markRead(OWNER, f.isla, target!.id)).statusCode).toBe(200);
    expect((await list(OWNER, f.isla)).unreadCount).toBe(mine.unreadCount - 1);
    const colleague = await list(EWA, f.isla);
    expect(colleague.unreadCount).toBe(colleagueBefore.unreadCount);
    expect(colleague.items.find((item) => item.id === target!.id)?.readAt).toBeNull();
    await markAll(OWNER, f.isla);
    expect((await list(OWNER, f.isla)).unreadCount).toBe(0);
    expect((await list(EWA, f.isla)).unreadCount).toBe(colleagueBefore.unreadCount);
  });
});

describe('notifications raised by what happens', () => {
  it('a batch submitted for approval tells the company, linking to its verification page', async () => {
    const response = await moveBatch(CREATOR, f.costaDraft.id, 'submit');
    expect(response.statusCode, response.body).toBe(200);
    const [newest] = (await list(APPROVER, f.costa)).items;
    expect(newest).toMatchObject({
      kind: 'commission-batch-submitted',
      title: 'Batch waiting for approval',
      readAt: null,
    });
    expect(newest?.body).toContain(CREATOR);
    // Each area's batch opens in that area: Parts & Services has no batch page of its own, so its Home.
    const areaPage = {
      1: '/commissions/home',
      2: `/commissions-v2/batch-verification?id=${f.costaDraft.id}`,
      3: `/commissions-v3/batch-verification?id=${f.costaDraft.id}`,
    };
    expect(newest?.link).toBe(areaPage[f.costaDraft.generation as 1 | 2 | 3]);
  });

  it('a Sales Commissions batch submitted for approval links to the Sales Commissions page of that batch', async () => {
    const [draft] = await api.db
      .select({ id: commissionBatches.id })
      .from(commissionBatches)
      .where(
        and(
          eq(commissionBatches.companyId, f.costa),
          eq(commissionBatches.generation, 2),
          eq(commissionBatches.status, 'draft'),
          eq(commissionBatches.invisible, false),
        ),
      )
      .limit(1);
    expect(draft).toBeDefined();
    const response = await moveBatch(CREATOR, draft!.id, 'submit');
    expect(response.statusCode, response.body).toBe(200);
    expect((await list(APPROVER, f.costa)).items[0]?.link).toBe(`/commissions-v2/batch-verification?id=${draft!.id}`);
  });

  it('an approved or rejected batch tells the company, with the reason of a rejection', async () => {
    expect((await moveBatch(APPROVER, f.costaInReview.id, 'approve')).statusCode).toBe(200);
    expect((await list(APPROVER, f.costa)).items[0]).toMatchObject({
      kind: 'commission-batch-approved',
      title: 'Batch approved',
    });
    expect(
      (await moveBatch(APPROVER, f.costaInReview2.id, 'reject', { reason: 'Faltan ventas de usados' })).statusCode,
    ).toBe(200);
    const [rejected] = (await list(APPROVER, f.costa)).items;
    expect(rejected).toMatchObject({ kind: 'commission-batch-rejected', title: 'Batch rejected' });
    expect(rejected?.body).toContain('Faltan ventas de usados');
  });

  it("carries what it says as a message key and values, for the dashboard to write in the reader's language", async () => {
    // The rejection of the test above, with its reason.
    const rejected = (await list(APPROVER, f.costa)).items.find((item) =>
      item.body.includes('Faltan ventas de usados'),
    );
    expect(rejected?.message).toEqual({
      key: 'batch-rejected-reason',
      values: {
        start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        reason: 'Faltan ventas de usados',
      },
    });
    // The demo's own notifications carry theirs too.
    const seeded = (await list(APPROVER, f.costa)).items.filter((item) => item.id !== rejected?.id);
    expect(seeded.length).toBeGreaterThan(0);
    for (const item of seeded) expect(item.message?.key, item.title).toBeDefined();
  });

  it('a refused change raises nothing', async () => {
    const before = (await list(APPROVER, f.costa)).total;
    expect((await moveBatch(CREATOR, f.costaApproved.id, 'submit')).statusCode).toBe(409);
    expect((await list(APPROVER, f.costa)).total).toBe(before);
  });

  it('an applied insurance file tells the company what it changed, linking to the uploads', async () => {
    const [insured] = await api.db
      .select({ payrollFileNumber: workers.payrollFileNumber })
      .from(workers)
      .where(eq(workers.id, f.islaInsured));
    const csv = [
      'payrollFileNumber,date,plan,type,amount,paymentMethod',
      `${insured!.payrollFileNumber},2026-11-18,mcs,payment,45.00,cash`,
    ].join('\n');
    const response = await api.call(INSURANCE, {
      method: 'POST',
      url: '/api/insurance/uploads',
      payload: { companyId: f.isla, filename: 'ledger-noviembre.csv', contentType: 'text/csv', csv },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [newest] = (await list(INSURANCE, f.isla)).items;
    expect(newest).toMatchObject({
      kind: 'insurance-upload-processed',
      title: 'Insurance file processed',
      link: '/insurance/uploads',
    });
    expect(newest?.body).toBe('ledger-noviembre.csv was applied: 1 row for 1 worker.');
  });

  it('an invoice coming due raises one notice, however often the bell asks', async () => {
    const due = addDays(todayInPuertoRico(new Date()), 2);
    const [invoice] = await api.db
      .update(invoices)
      .set({ dueDate: due, paymentStatus: 'scheduled', notified: false })
      .where(
        eq(
          invoices.id,
          (await api.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.companyId, f.isla)).limit(1))[0]!
            .id,
        ),
      )
      .returning();
    const first = await list(EWA, f.isla);
    const notices = (page: Page) =>
      page.items.filter((item) => item.kind === 'invoice-due' && item.body.includes(invoice!.code));
    expect(notices(first)).toHaveLength(1);
    expect(notices(first)[0]).toMatchObject({ title: 'Invoice due soon', link: '/ewa/billing', readAt: null });
    expect(notices(first)[0]?.body).toContain(readable(due));
    expect(notices(await list(EWA, f.isla))).toHaveLength(1);
    const [stored] = await api.db
      .select({ notified: invoices.notified })
      .from(invoices)
      .where(eq(invoices.id, invoice!.id));
    expect(stored?.notified).toBe(true);
  });

  it('a deduction file payroll needs and nobody sent raises one notice for its period', async () => {
    const deductionDate = addDays(todayInPuertoRico(new Date()), 1);
    const [period] = await api.db
      .update(periods)
      .set({ deductionDate, deductionsUploadedAt: null })
      .where(eq(periods.id, f.islaPeriod.id))
      .returning();
    const bodies = async () =>
      (
        await api.db
          .select({ body: employerNotifications.body })
          .from(employerNotifications)
          .where(and(eq(employerNotifications.companyId, f.isla), eq(employerNotifications.kind, 'deduction-ready')))
      )
        .map((row) => row.body)
        .filter(
          (body) =>
            body.includes(`${readable(period!.startDate)} to ${readable(period!.endDate)}`) &&
            body.includes(`group ${period!.workerGroupCode}`),
        );
    await list(EWA, f.isla);
    expect(await bodies()).toHaveLength(1);
    await list(OWNER, f.isla);
    expect(await bodies()).toHaveLength(1);
    const [notice] = (await list(EWA, f.isla)).items.filter(
      (item) => item.title === 'Deduction file missing' && item.body.includes(readable(deductionDate)),
    );
    expect(notice).toMatchObject({ kind: 'deductions-due', link: '/ewa/deductions' });
  });

  it('tips locked while payroll runs raise one notice per lock, linking to Payroll Activity', async () => {
    const [period] = await api.db
      .select()
      .from(payrollActivityPeriods)
      .where(eq(payrollActivityPeriods.companyId, f.isla))
      .limit(1);
    await api.db
      .update(payrollActivityLocks)
      .set({ releasedAt: new Date(), releasedBy: 'test' })
      .where(eq(payrollActivityLocks.periodId, period!.id));
    await api.db.insert(payrollActivityLocks).values({
      periodId: period!.id,
      lockedBy: 'payroll@provider.example',
      lockedAt: new Date(),
      reason: 'Nómina en curso',
    });
    const notices = (page: Page) =>
      page.items.filter(
        (item) =>
          item.title === 'Tip days locked' &&
          item.body.includes(`${readable(period!.startDate)} to ${readable(period!.endDate)}`) &&
          item.body.includes('Nómina en curso'),
      );
    expect(notices(await list(OWNER, f.isla))).toHaveLength(1);
    const [notice] = notices(await list(OWNER, f.isla));
    expect(notice).toMatchObject({ link: '/tips/payroll-activity', readAt: null });
  });
});
