import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../db/password.ts';
import { identityAccounts, outboundEmails } from '../db/schema/index.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';
import type { Fixtures } from '../server/testing/fixtures.ts';
import { createMailer, mailSettingsFromEnv, retryDelayMs, type MailSettings } from './mailer.ts';
import { enqueueEmails } from './outbox.ts';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

type Received = { from: string; to: string[]; raw: string };

// A real SMTP server in this process; `failing` makes it refuse every message with a temporary error.
type TestSmtp = { url: string; received: Received[]; failing: boolean; close: () => Promise<void> };

async function startSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = { url: '', received: [], failing: false, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.failing) {
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // Port 0: the system gives a free one, so the test never meets another service's port.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

type Line = { level: string; fields: unknown; message: string };

function captureLog(): { log: FastifyBaseLogger; lines: Line[] } {
  const lines: Line[] = [];
  const at = (level: string) => (fields: unknown, message?: string) => {
    lines.push(
      typeof fields === 'string' ? { level, fields: {}, message: fields } : { level, fields, message: message ?? '' },
    );
  };
  const log = {
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: at('silent'),
  };
  return { log: { ...log, child: () => log } as unknown as FastifyBaseLogger, lines };
}

// Quoted-printable, as nodemailer writes a plain-text part: soft line breaks and =XX bytes.
const decoded = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const linkIn = (raw: string): string | undefined =>
  /http:\/\/localhost:3000\/first-sign-in\?token=[A-Za-z0-9_.-]+/.exec(decoded(raw))?.[0];

const settings = (overrides: Partial<MailSettings> = {}): MailSettings => ({
  from: 'Cuadre <no-reply@cuadre.test>',
  production: true,
  ...overrides,
});

const invite = (email: string) =>
  api.call('owner@isla.example', {
    method: 'POST',
    url: '/api/external-users',
    payload: {
      companyId: f.isla,
      email,
      firstName: 'Lucía',
      lastName: 'Ortiz',
      role: 'member',
      permissions: ['tips-manager'],
      workerGroupCode: '103',
      workerGroupCodes: ['103'],
    },
  });

const rowsTo = (to: string) => api.db.select().from(outboundEmails).where(eq(outboundEmails.to, to));

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
});

describe('invitation e-mails', () => {
  it('arrive once through SMTP, with a link that sets the password', async () => {
    const email = `gerente.${randomUUID().slice(0, 8)}@isla.example`;
    expect((await invite(email)).statusCode).toBe(201);
    const [queued] = await rowsTo(email);
    expect(queued).toMatchObject({ subject: 'Your Cuadre invitation', sentAt: null, attempts: 0 });
    // The link is a credential until it is used: the row keeps it sealed.
    expect(queued!.textBody).not.toContain('first-sign-in');

    const mailer = createMailer({ db: api.db, log: captureLog().log, settings: settings({ smtpUrl: smtp.url }) });
    try {
      expect(await mailer.sendDue()).toEqual({ sent: 1, failed: 0 });
      expect(await mailer.sendDue()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await mailer.close();
    }
    const arrived = smtp.received.filter((message) => message.to.includes(email));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.from).toBe('no-reply@cuadre.test');
    const [sent] = await rowsTo(email);
    expect(sent).toMatchObject({ attempts: 1, nextAttemptAt: null, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);

    const link = new URL(linkIn(arrived[0]!.raw)!);
    expect((await api.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    const set = await api.app.inject({
      method: 'POST',
      url: '/first-sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: link.searchParams.get('token')!,
        password: 'isla-gerente-2026',
        confirm: 'isla-gerente-2026',
      }).toString(),
    });
    expect(set.statusCode).toBe(200);
    const [account] = await api.db.select().from(identityAccounts).where(eq(identityAccounts.email, email));
    expect(await verifyPassword('isla-gerente-2026', account!.passwordHash)).toBe(true);
  });

  it('are not queued when the invitation is refused', async () => {
    const email = `gerente.${randomUUID().slice(0, 8)}@isla.example`;
    const refused = await api.call('owner@isla.example', {
      method: 'POST',
      url: '/api/external-users',
      payload: {
        companyId: f.isla,
        email,
        firstName: 'Lucía',
        lastName: 'Ortiz',
        role: 'member',
        permissions: ['tips-manager'],
        workerGroupCode: '601',
        workerGroupCodes: ['601'],
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(await rowsTo(email)).toEqual([]);
  });
});

describe('the mailer', () => {
  it('sends each e-mail once when two servers share one database', async () => {
    const recipients = Array.from(
      { length: 6 },
      (_, index) => `shared.${index}.${randomUUID().slice(0, 8)}@isla.example`,
    );
    await api.db.transaction((tx) =>
      enqueueEmails(
        tx,
        recipients.map((to) => ({ to, subject: 'Shared', text: 'Once only.' })),
        new Date(),
      ),
    );
    const [first, second] = [0, 1].map(() =>
      createMailer({ db: api.db, log: captureLog().log, settings: settings({ smtpUrl: smtp.url }) }),
    );
    try {
      const runs = await Promise.all([first!.sendDue(), second!.sendDue()]);
      expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(recipients.length);
    } finally {
      await Promise.all([first!.close(), second!.close()]);
    }
    for (const to of recipients)
      expect(
        smtp.received.filter((message) => message.to.includes(to)),
        to,
      ).toHaveLength(1);
  });

  it('keeps an e-mail the SMTP server refuses queued, with the error and a later attempt, and sends it then', async () => {
    const failing = await startSmtp();
    failing.failing = true;
    const to = `retry.${randomUUID().slice(0, 8)}@isla.example`;
    const now = new Date();
    await enqueueEmails(api.db, [{ to, subject: 'Retried', text: 'Again later.' }], now);
    const { log, lines } = captureLog();
    const mailer = createMailer({ db: api.db, log, settings: settings({ smtpUrl: failing.url }) });
    try {
      expect(await mailer.sendDue(now)).toEqual({ sent: 0, failed: 1 });
      const [queued] = await rowsTo(to);
      expect(queued).toMatchObject({ sentAt: null, attempts: 1 });
      expect(queued!.lastError).toMatch(/Mailbox busy/);
      expect(queued!.nextAttemptAt!.getTime()).toBe(now.getTime() + retryDelayMs(1));
      expect(lines.some((line) => line.level === 'error' && /tried again/.test(line.message))).toBe(true);

      // Not due yet: nothing is tried.
      expect(await mailer.sendDue(new Date(now.getTime() + 1_000))).toEqual({ sent: 0, failed: 0 });

      failing.failing = false;
      expect(await mailer.sendDue(new Date(now.getTime() + retryDelayMs(1)))).toEqual({ sent: 1, failed: 0 });
      expect(failing.received.filter((message) => message.to.includes(to))).toHaveLength(1);
      const [sent] = await rowsTo(to);
      expect(sent).toMatchObject({ attempts: 2, nextAttemptAt: null });
    } finally {
      await mailer.close();
      await failing.close();
    }
  });

  it('waits longer after each failure, at most six hours apart', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
  });

  it('without SMTP_URL in production sends nothing and says how many wait, never what they say', async () => {
    const email = `gerente.${randomUUID().slice(0, 8)}@isla.example`;
    expect((await invite(email)).statusCode).toBe(201);
    const { log, lines } = captureLog();
    const mailer = createMailer({ db: api.db, log, settings: settings({ production: true }) });
    try {
      mailer.start(60_000);
      await expect.poll(() => lines.find((line) => /queued but not sent/.test(line.message))).toBeDefined();
      expect(await mailer.sendDue()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await mailer.close();
    }
    expect(await rowsTo(email)).toMatchObject([{ sentAt: null, attempts: 0 }]);
    const written = JSON.stringify(lines);
    expect(written).not.toContain('first-sign-in');
    expect(written).not.toContain(email);
  });

  it('without SMTP_URL outside production writes each e-mail to the log and OUTBOX_DIR, as the demo reads it', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'cuadre-outbox-'));
    try {
      const email = `gerente.${randomUUID().slice(0, 8)}@isla.example`;
      expect((await invite(email)).statusCode).toBe(201);
      const { log, lines } = captureLog();
      const mailer = createMailer({ db: api.db, log, settings: settings({ production: false, outboxDir }) });
      try {
        const run = await mailer.sendDue();
        expect(run.sent).toBeGreaterThanOrEqual(1);
      } finally {
        await mailer.close();
      }
      const file = await readFile(join(outboxDir, `${email}.txt`), 'utf8');
      expect(file).toMatch(new RegExp(`^To: ${email.replaceAll('.', '\\.')}\\nSubject: Your Cuadre invitation\\n\\n`));
      expect(linkIn(file)).toBeDefined();
      expect(
        lines.some((line) => line.level === 'warn' && JSON.stringify(line.fields).includes('first-sign-in?token=')),
      ).toBe(true);
      expect(await rowsTo(email)).toMatchObject([{ attempts: 1, nextAttemptAt: null }]);
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});

describe('the mail settings', () => {
  it('read SMTP_URL, MAIL_FROM and OUTBOX_DIR (else beside DATA_DIR)', () => {
    expect(
      mailSettingsFromEnv(
        {
          SMTP_URL: 'smtp://user:pass@smtp.example.com:587',
          MAIL_FROM: 'Payroll <payroll@example.com>',
          NODE_ENV: 'production',
        },
        'https://dashboard.example.com',
      ),
    ).toEqual({
      smtpUrl: 'smtp://user:pass@smtp.example.com:587',
      from: 'Payroll <payroll@example.com>',
      production: true,
    });
    expect(mailSettingsFromEnv({ DATA_DIR: '.data/e2e' }, 'http://localhost:3100')).toEqual({
      from: 'Cuadre <no-reply@localhost>',
      production: false,
      outboxDir: '.data/e2e-outbox',
    });
    expect(
      mailSettingsFromEnv({ DATA_DIR: '.data/e2e', OUTBOX_DIR: '/tmp/mail' }, 'http://localhost:3100').outboxDir,
    ).toBe('/tmp/mail');
  });

  it('refuse an SMTP_URL that is not an smtp:// or smtps:// URL, naming it', () => {
    expect(() => mailSettingsFromEnv({ SMTP_URL: 'smtp.example.com:587' }, 'http://localhost:3000')).toThrow(
      /SMTP_URL/,
    );
    expect(() => mailSettingsFromEnv({ SMTP_URL: 'https://smtp.example.com' }, 'http://localhost:3000')).toThrow(
      /SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    );
  });
});
