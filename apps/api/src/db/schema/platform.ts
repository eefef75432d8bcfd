import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, oneOf, primaryId, serialId } from './columns.ts';
import { companies, dashboardUsers } from './company.ts';
import type { NotificationMessage } from '../../notifications/messages.ts';
import { notificationKinds } from './values.ts';

// Accounts of the embedded OpenID Connect provider; dashboard users are matched to them by verified e-mail.
export const identityAccounts = pgTable(
  'identity_accounts',
  {
    id: primaryId(),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(true),
    givenName: text().notNull(),
    familyName: text().notNull(),
    // scrypt$<N>$<r>$<p>$<salt base64>$<key base64>
    passwordHash: text().notNull(),
    failedAttempts: integer().notNull().default(0),
    lockedUntil: instant(),
    lastSignInAt: instant(),
    // Two-step sign-in (TOTP, RFC 6238): the shared secret sealed with APP_ENCRYPTION_KEY, set at enrolment and
    // in force once the first code is verified; the last time step accepted, so a code is never accepted twice.
    totpSecret: text(),
    totpEnabledAt: instant(),
    totpLastStep: bigint({ mode: 'number' }),
    // SHA-256 of each unused recovery code (they are long random strings, given once at enrolment).
    recoveryCodeHashes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.email),
    check('identity_accounts_totp_check', sql`${t.totpEnabledAt} is null or ${t.totpSecret} is not null`),
    check('identity_accounts_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('identity_accounts_failed_attempts_check', sql`${t.failedAttempts} >= 0`),
  ],
);

// The storage of an oidc-provider adapter: one row per model instance.
export const oidcStore = pgTable(
  'oidc_store',
  {
    model: text().notNull(),
    id: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    consumedAt: instant(),
    expiresAt: instant(),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index()
      .on(t.grantId)
      .where(sql`${t.grantId} is not null`),
    index()
      .on(t.model, t.uid)
      .where(sql`${t.uid} is not null`),
    index()
      .on(t.model, t.userCode)
      .where(sql`${t.userCode} is not null`),
    index().on(t.expiresAt),
  ],
);

// Server-side sessions of the backend-for-frontend; the cookie carries only the id.
export type SessionData = {
  idToken?: string;
  accessToken?: string;
  refreshToken?: string;
  accessTokenExpiresAt?: string;
  selectedCompanyId?: string;
  [key: string]: unknown;
};

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie value, so a leaked table does not leak live sessions.
    idHash: text().primaryKey(),
    userId: uuid().references(() => dashboardUsers.id, { onDelete: 'cascade' }),
    email: text(),
    csrfToken: text().notNull(),
    data: jsonb().$type<SessionData>().notNull().default({}),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: instant().notNull(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

export type StoredResponse = {
  status: number;
  headers: Record<string, string>;
  body: unknown;
};

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => dashboardUsers.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    requestHash: text().notNull(),
    // Null while the first request is still running.
    response: jsonb().$type<StoredResponse>(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index().on(t.expiresAt)],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: serialId(),
    at: createdAt(),
    actorUserId: uuid().references(() => dashboardUsers.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    companyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
    entity: text().notNull(),
    entityId: text().notNull(),
    action: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    correlationId: text(),
  },
  (t) => [index().on(t.companyId, t.at), index().on(t.entity, t.entityId, t.at)],
);

// E-mails waiting to be sent (notifications/mailer.ts), written in the transaction of the change that calls for them so
// none is lost or sent for a change that rolled back. Bodies are sealed with APP_ENCRYPTION_KEY: an invitation carries a
// one-time link. A sender claims due rows with `for update skip locked`, so several servers never send one twice;
// next_attempt_at is null once the e-mail is sent or given up.
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: primaryId(),
    to: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    createdAt: createdAt(),
    sentAt: instant(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: instant().defaultNow(),
  },
  (t) => [
    index()
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} is not null`),
    index().on(t.sentAt),
    check('outbound_emails_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export const employerNotifications = pgTable(
  'employer_notifications',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text({ enum: notificationKinds }).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    // The message as a key and values, for the dashboard to write in the reader's language (null: title and body only).
    message: jsonb().$type<NotificationMessage>(),
    link: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.companyId, t.createdAt),
    check('employer_notifications_kind_check', oneOf(t.kind, notificationKinds)),
  ],
);

// Who has read which notification: each dashboard user reads the company's notifications for themself.
export const employerNotificationReads = pgTable(
  'employer_notification_reads',
  {
    notificationId: uuid()
      .notNull()
      .references(() => employerNotifications.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => dashboardUsers.id, { onDelete: 'cascade' }),
    readAt: instant().notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index().on(t.userId)],
);

// The rate limits' counters (server/rate-limit.ts) when no Redis is configured: one row per rule and IP address or
// account, counting the requests of the current fixed window, shared by every server on the database. Rows of ended
// windows are cleared every few minutes. The migration creates it UNLOGGED: counts lost in a crash only restart
// their windows, and nothing here is worth WAL on every write request.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetsAt: instant().notNull(),
  },
  (t) => [index().on(t.resetsAt)],
);

// How many times the data each scope names has changed: a company's id for its records, `<company id>:people` for when
// its users last signed in and turned two-step sign-in on, `identity` for what a session grants, `global` for records of
// no company. Bumped by triggers in the transaction of every write (migration 0014), read by the response cache and the
// session store: an answer stands while the versions of the scopes it depends on do (server/README.md). No row is 0.
export const dataVersions = pgTable('data_versions', {
  scope: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
