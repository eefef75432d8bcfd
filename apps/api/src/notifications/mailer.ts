// Sends the e-mails of the outbox (outbox.ts, table outbound_emails). Every server runs one mailer; each claims due
// rows with `for update skip locked` and pushes their next attempt past a lease in the same statement, so two
// servers never send one e-mail twice and a server that dies mid-send leaves it to be tried again after the lease.
//
// SMTP_URL (e.g. smtp://user:pass@smtp.example.com:587) sends through that server, from MAIL_FROM. Without it, outside
// production, the demo's behaviour: each e-mail is written to the log and to OUTBOX_DIR (else `<DATA_DIR>-outbox`) and
// counts as sent. In production without it nothing is sent and the log says how many are waiting, never what they say.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/index.ts';
import { outboundEmails } from '../db/schema/index.ts';
import { openEmail, type Email } from './outbox.ts';

type Environment = Record<string, string | undefined>;

export type MailSettings = {
  /** The SMTP server, as a nodemailer connection URL (`smtp://` or `smtps://`). */
  smtpUrl?: string;
  /** The sender of every e-mail. */
  from: string;
  /** Without an SMTP server: whether e-mails wait (production) or are written to the log and `outboxDir` (demo). */
  production: boolean;
  outboxDir?: string;
};

/** The mail settings from the environment: SMTP_URL, MAIL_FROM, OUTBOX_DIR (else `<DATA_DIR>-outbox`), NODE_ENV. */
export function mailSettingsFromEnv(env: Environment, publicOrigin: string): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl) {
    let protocol: string;
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      throw new Error('SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587.');
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//.`);
  }
  const outboxDir = env.OUTBOX_DIR?.trim() || (env.DATA_DIR?.trim() ? `${env.DATA_DIR.trim()}-outbox` : undefined);
  return {
    ...(smtpUrl ? { smtpUrl } : {}),
    from: env.MAIL_FROM?.trim() || `Cuadre <no-reply@${new URL(publicOrigin).hostname}>`,
    production: env.NODE_ENV === 'production',
    ...(outboxDir ? { outboxDir } : {}),
  };
}

export type MailerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  settings: MailSettings;
  /** How long a claimed e-mail is left to its sender before another may try it. */
  leaseMs?: number;
  /** At most this many e-mails per run. */
  batchSize?: number;
};

export type MailRun = { sent: number; failed: number };

export type Mailer = {
  /** Sends the e-mails that are due (each claimed on its own, so another server's mailer can share the work). */
  sendDue: (now?: Date) => Promise<MailRun>;
  /** Runs `sendDue` every `intervalMs` until closed. */
  start: (intervalMs?: number) => void;
  close: () => Promise<void>;
};

// A failed e-mail is tried again after 1, 2, 4 … minutes, at most 6 hours apart; after 12 attempts (about two days)
// it is given up, with its last error kept.
const firstRetryMs = 60_000;
const longestRetryMs = 6 * 60 * 60_000;
export const maxAttempts = 12;
export const retryDelayMs = (attempts: number): number =>
  Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), longestRetryMs);
// Sent and given-up e-mails are deleted this long after their last attempt.
const keptMs = 30 * 24 * 60 * 60_000;

type Delivery = (email: Email) => Promise<void>;

const safeFileName = (to: string): string => to.replace(/[^A-Za-z0-9@._+-]/g, '_').replace(/^\.+/, '_');

export function createMailer(options: MailerOptions): Mailer {
  const { db, log, settings } = options;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const batchSize = options.batchSize ?? 50;
  const transport = settings.smtpUrl
    ? nodemailer.createTransport(
        { url: settings.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 },
        { from: settings.from },
      )
    : null;

  const smtp: Delivery = async (email) => {
    await transport!.sendMail({
      to: email.to,
      subject: email.subject,
      text: email.text,
      ...(email.html === undefined ? {} : { html: email.html }),
    });
  };
  const demo: Delivery = async (email) => {
    log.warn(
      { to: email.to, subject: email.subject, text: email.text },
      'mail: SMTP_URL is not set; the e-mail is written here instead of sent',
    );
    if (settings.outboxDir) {
      await mkdir(settings.outboxDir, { recursive: true });
      await writeFile(
        join(settings.outboxDir, `${safeFileName(email.to)}.txt`),
        `To: ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n`,
      );
    }
  };
  const deliver = transport ? smtp : settings.production ? null : demo;

  const claim = async (now: Date) => {
    const due = db
      .select({ id: outboundEmails.id })
      .from(outboundEmails)
      .where(and(isNull(outboundEmails.sentAt), lte(outboundEmails.nextAttemptAt, now)))
      .orderBy(asc(outboundEmails.nextAttemptAt), asc(outboundEmails.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(outboundEmails)
      .set({ attempts: sql`${outboundEmails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(outboundEmails.id, due))
      .returning();
    return row;
  };

  const sendOne = async (delivery: Delivery, now: Date): Promise<'sent' | 'failed' | null> => {
    const row = await claim(now);
    if (!row) return null;
    try {
      await delivery(openEmail(row));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = row.attempts >= maxAttempts;
      const nextAttemptAt = givenUp ? null : new Date(now.getTime() + retryDelayMs(row.attempts));
      await db
        .update(outboundEmails)
        .set({ lastError: message.slice(0, 2000), nextAttemptAt })
        .where(eq(outboundEmails.id, row.id));
      log.error(
        { err: error, emailId: row.id, subject: row.subject, attempts: row.attempts, nextAttemptAt },
        givenUp
          ? 'mail: an e-mail could not be sent and is given up'
          : 'mail: an e-mail could not be sent; it will be tried again',
      );
      return 'failed';
    }
    await db
      .update(outboundEmails)
      .set({ sentAt: new Date(), nextAttemptAt: null })
      .where(eq(outboundEmails.id, row.id));
    return 'sent';
  };

  let waitingReported = 0;
  const reportWaiting = async (): Promise<void> => {
    const [row] = await db
      .select({ waiting: count() })
      .from(outboundEmails)
      .where(and(isNull(outboundEmails.sentAt), isNotNull(outboundEmails.nextAttemptAt)));
    const waiting = row?.waiting ?? 0;
    if (waiting > 0 && waiting !== waitingReported) {
      log.warn(
        { waiting },
        `mail: ${waiting} e-mail${waiting === 1 ? ' is' : 's are'} queued but not sent: SMTP_URL is not set`,
      );
    }
    waitingReported = waiting;
  };

  let lastPurge = 0;
  const purge = async (now: Date): Promise<void> => {
    if (now.getTime() - lastPurge < 60 * 60_000) return;
    lastPurge = now.getTime();
    const before = new Date(now.getTime() - keptMs);
    await db
      .delete(outboundEmails)
      .where(
        and(
          isNull(outboundEmails.nextAttemptAt),
          or(
            lt(outboundEmails.sentAt, before),
            and(isNull(outboundEmails.sentAt), lt(outboundEmails.createdAt, before)),
          ),
        ),
      );
  };

  const sendDue = async (now = new Date()): Promise<MailRun> => {
    const run: MailRun = { sent: 0, failed: 0 };
    await purge(now);
    if (!deliver) {
      await reportWaiting();
      return run;
    }
    for (let index = 0; index < batchSize; index += 1) {
      const outcome = await sendOne(deliver, now);
      if (outcome === null) break;
      run[outcome] += 1;
    }
    return run;
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let closed = false;
  const schedule = (delayMs: number, intervalMs: number): void => {
    timer = setTimeout(() => {
      running = sendDue()
        .catch((error: unknown) => log.warn({ err: error }, 'mail: the outbox could not be read'))
        .finally(() => {
          if (!closed) schedule(intervalMs, intervalMs);
        });
    }, delayMs);
    timer.unref();
  };

  return {
    sendDue,
    start: (intervalMs = 2_000) => {
      if (transport) log.info({ from: settings.from }, 'mail: e-mails are sent through SMTP_URL');
      else if (settings.production)
        log.warn('mail: SMTP_URL is not set: e-mails are queued in outbound_emails and not sent');
      else
        log.info(
          { outboxDir: settings.outboxDir ?? null },
          'mail: SMTP_URL is not set: e-mails are written to the log (and OUTBOX_DIR) instead of sent',
        );
      schedule(0, intervalMs);
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}
