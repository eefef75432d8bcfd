import { and, arrayOverlaps, asc, eq, ilike, inArray, isNotNull, isNull, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { can, DEFAULT_COMPANY_FEATURES, hasPermission, isInternalDomainAddress, isPermission, workerGroupRestriction, type PolicyAction } from '@cuadre/domain';
import type { Db } from '../db/index.ts';
import { inviteToFirstSignIn } from '../identity/index.ts';
import { brands, companyGroups, dashboardUserTitles, dashboardUsers, departments, identityAccounts, sessions, titles } from '../db/schema/index.ts';
import { internalDomain, isInternal, type CompanyScope, type RequestAuth } from '../server/authorization.ts';
import type { Handlers } from '../server/handler-types.ts';
import { requireRecentSignIn } from '../server/step-up.ts';
import { conflict, forbidden, notFound, unprocessable } from '../server/problem.ts';
import { inScope, instant, pageAndTotal, pageOf, paging, requireUuid, where } from './common.ts';

type Schemas = components['schemas'];
type UserRow = typeof dashboardUsers.$inferSelect;

async function brandsOf(db: Db, userIds: string[]): Promise<Map<string, Schemas['UserBrandList']>> {
  const result = new Map<string, Schemas['UserBrandList']>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: dashboardUserTitles.userId, brand: brands.name, department: departments.name, title: titles.name, rank: titles.rank })
    .from(dashboardUserTitles)
    .innerJoin(titles, eq(titles.id, dashboardUserTitles.titleId))
    .innerJoin(departments, eq(departments.id, titles.departmentId))
    .innerJoin(brands, eq(brands.id, departments.brandId))
    .where(inArray(dashboardUserTitles.userId, userIds))
    .orderBy(asc(brands.name), asc(departments.name), asc(titles.rank));
  for (const row of rows) {
    const list = result.get(row.userId) ?? [];
    result.set(row.userId, list);
    let brand = list.find((b) => b.name === row.brand);
    if (!brand) list.push((brand = { name: row.brand, departments: [] }));
    let department = brand.departments.find((d) => d.name === row.department);
    if (!department) brand.departments.push((department = { name: row.department, titles: [] }));
    department.titles.push({ name: row.title, rank: row.rank });
  }
  return result;
}

/** The e-mails, of those given, whose account at the embedded provider signs in with a second step. */
async function twoStepEmails(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: identityAccounts.email })
    .from(identityAccounts)
    .where(and(inArray(identityAccounts.email, emails), isNotNull(identityAccounts.totpEnabledAt)));
  return new Set(rows.map((row) => row.email));
}

async function usersOut(db: Db, rows: UserRow[]): Promise<Schemas['DashboardUser'][]> {
  const [userBrands, twoStep] = await Promise.all([brandsOf(db, rows.map((r) => r.id)), twoStepEmails(db, rows.map((r) => r.email))]);
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId ?? 'provider',
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    brands: userBrands.get(row.id) ?? [],
    brandsView: row.brandsView,
    internalStaff: row.internalStaff,
    permissions: row.permissions,
    workerGroupCode: row.workerGroupCode,
    workerGroupCodes: row.workerGroupCodes,
    role: row.role,
    status: row.status,
    lastSignInAt: instant(row.lastSignInAt),
    // Whether each is set, never the secret or the identity itself.
    twoStepEnabled: twoStep.has(row.email),
    providerIdentityBound: row.oidcSubject !== null,
  }));
}

async function findUser(db: Db, scope: CompanyScope, id: string): Promise<UserRow> {
  requireUuid(id, 'The user');
  const [row] = await db.select().from(dashboardUsers).where(where(eq(dashboardUsers.id, id), inScope(scope, dashboardUsers.companyId)));
  if (!row || row.companyId === null) throw notFound('The user');
  return row;
}

/**
 * The user whose sign-in is reset: a user of a company the caller reaches, or, for internal staff only, one of the
 * provider's own staff accounts (of no company). Anyone else's answers 404, as a missing user does.
 */
async function findSignInUser(db: Db, auth: RequestAuth, scope: CompanyScope, id: string): Promise<UserRow> {
  requireUuid(id, 'The user');
  const [row] = await db.select().from(dashboardUsers).where(eq(dashboardUsers.id, id));
  if (!row || (row.companyId === null ? !isInternal(auth) : !scope.allows(row.companyId))) throw notFound('The user');
  return row;
}

/** Resetting someone's sign-in is the domain's policy: a super-admin or internal staff, staff accounts by staff only. */
function requireSignInResetter(auth: RequestAuth, target: UserRow): void {
  const context = { features: DEFAULT_COMPANY_FEATURES, targetUser: { internalStaff: target.internalStaff } };
  if (!can('users.sign-in.reset', auth.user, context)) {
    throw forbidden('Only a super-admin of the user\u2019s company or the provider\u2019s staff resets how they sign in.');
  }
}

const fullName = (row: UserRow): string => `${row.firstName} ${row.lastName}`.trim() || row.email;

/** §6: who manages dashboard users is the domain's policy (a super-admin), whatever the call's permission. */
function requireUserPolicy(auth: RequestAuth, action: PolicyAction): void {
  if (!can(action, auth.user, { features: DEFAULT_COMPANY_FEATURES })) {
    throw forbidden('Only a super-admin manages the company\u2019s dashboard users.');
  }
}

/**
 * §5, §6: internal status is granted by staff, never typed. An address of the provider's domain (or a subdomain of
 * it) is invited only by staff, and becomes an internal staff account that belongs to no company; a company
 * inviting one is refused before anything is written. Answers whether the invited account is internal staff.
 */
function internalStatusOfInvite(auth: RequestAuth, email: string): boolean {
  if (!isInternalDomainAddress(email, internalDomain)) return false;
  if (!isInternal(auth)) {
    throw unprocessable(`Addresses of ${internalDomain} belong to the provider\u2019s staff; only the provider invites them.`, [
      { pointer: '/body/email', message: `Invite an address outside ${internalDomain} and its subdomains.` },
    ]);
  }
  return true;
}

/** Worker groups given to a user must be groups of the user's company. */
async function requireCompanyGroups(db: Db, companyId: string, body: { workerGroupCode?: string | null; workerGroupCodes?: string[] }): Promise<void> {
  const wanted = [...(body.workerGroupCode ? [body.workerGroupCode] : []), ...(body.workerGroupCodes ?? [])];
  if (wanted.length === 0) return;
  const rows = await db.select({ code: companyGroups.workerGroupCode }).from(companyGroups).where(eq(companyGroups.companyId, companyId));
  const known = new Set(rows.map((row) => row.code));
  const errors = [
    ...(body.workerGroupCode && !known.has(body.workerGroupCode) ? [{ pointer: '/body/workerGroupCode', message: `No worker group ${body.workerGroupCode} in this company.` }] : []),
    ...(body.workerGroupCodes ?? []).flatMap((code, index) => (known.has(code) ? [] : [{ pointer: `/body/workerGroupCodes/${index}`, message: `No worker group ${code} in this company.` }])),
  ];
  if (errors.length > 0) throw unprocessable('Some worker groups do not exist in this company.', errors);
}

/** A user may grant only what it holds itself; super-admin grants anything. */
function requireGrantable(auth: RequestAuth, permissions: readonly string[], role: Schemas['DashboardUserRole'] | undefined): void {
  if (auth.user.role === 'super-admin') return;
  const beyond = permissions.filter((p) => !isPermission(p) || !hasPermission(auth.user, p));
  if (beyond.length > 0) throw forbidden(`You cannot grant permissions you do not hold: ${beyond.join(', ')}.`);
  if (role === 'super-admin') throw forbidden('Only a super-admin makes another super-admin.');
}

async function resolveTitles(db: Db, companyId: string, list: Schemas['UserBrandList']): Promise<string[]> {
  const wanted = list.flatMap((b) => b.departments.flatMap((d) => d.titles.map((t) => ({ brand: b.name, department: d.name, title: t.name }))));
  if (wanted.length === 0) return [];
  const tree = await db
    .select({ id: titles.id, title: titles.name, department: departments.name, brand: brands.name })
    .from(titles)
    .innerJoin(departments, eq(departments.id, titles.departmentId))
    .innerJoin(brands, eq(brands.id, departments.brandId))
    .where(eq(brands.companyId, companyId));
  const missing: { pointer: string; message: string }[] = [];
  const ids = wanted.flatMap((w) => {
    const match = tree.find((t) => t.brand === w.brand && t.department === w.department && t.title === w.title);
    if (!match) missing.push({ pointer: '/body/brands', message: `No title ${w.brand} / ${w.department} / ${w.title}.` });
    return match ? [match.id] : [];
  });
  if (missing.length > 0) throw unprocessable('Some titles do not exist in this company.', missing);
  return ids;
}

const auditedUser = (row: UserRow) => ({
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  permissions: row.permissions,
  workerGroupCode: row.workerGroupCode,
  workerGroupCodes: row.workerGroupCodes,
  brandsView: row.brandsView,
  status: row.status,
  internalStaff: row.internalStaff,
});

function stringFilter(column: AnyColumn, filter: Schemas['StringFilter'] | undefined): SQL | undefined {
  if (!filter) return undefined;
  const list = (text: string) => [...text.split(',').map((s) => s.trim()).filter(Boolean)];
  return where(
    filter.eq !== undefined ? eq(column, filter.eq) : undefined,
    filter.ne !== undefined ? sql`${column} <> ${filter.ne}` : undefined,
    filter.in !== undefined ? inArray(column, list(filter.in)) : undefined,
    filter.nin !== undefined ? notInArray(column, list(filter.nin)) : undefined,
    filter.like !== undefined ? ilike(column, `%${filter.like.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
  );
}

export const userHandlers = {
  async listExternalUsers({ query, auth, db, companyId }) {
    const page = paging(query);
    // A user limited to some worker groups sees the company's unrestricted users and those sharing one of their groups.
    const restriction = workerGroupRestriction(auth.user);
    const condition = where(
      eq(dashboardUsers.companyId, companyId),
      restriction
        ? or(and(isNull(dashboardUsers.workerGroupCode), sql`cardinality(${dashboardUsers.workerGroupCodes}) = 0`), inArray(dashboardUsers.workerGroupCode, restriction), arrayOverlaps(dashboardUsers.workerGroupCodes, restriction))
        : undefined,
      stringFilter(dashboardUsers.email, query.email),
      stringFilter(dashboardUsers.role, query.role),
      stringFilter(dashboardUsers.status, query.status),
    );
    const { rows, total } = await pageAndTotal(
      db.select().from(dashboardUsers).where(condition).orderBy(asc(dashboardUsers.lastName), asc(dashboardUsers.firstName), asc(dashboardUsers.id)).limit(page.limit).offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(dashboardUsers).where(condition),
    );
    const items = await usersOut(db, rows);
    return { status: 200, body: pageOf(items, total, page) };
  },

  async inviteExternalUser({ body, auth, db, audit, now, companyId }) {
    requireUserPolicy(auth, 'users.invite');
    requireGrantable(auth, body.permissions, body.role);
    if (body.role === 'super-admin') requireRecentSignIn(auth, now, 'invite a super-admin');
    const internalStaff = internalStatusOfInvite(auth, body.email);
    // Internal staff reach every company: granting it is as dangerous as granting super-admin.
    if (internalStaff) requireRecentSignIn(auth, now, 'invite a member of the provider’s staff');
    await requireCompanyGroups(db, companyId, body);
    const email = body.email.toLowerCase();
    const [existing] = await db.select({ id: dashboardUsers.id }).from(dashboardUsers).where(eq(dashboardUsers.email, email));
    if (existing) throw conflict('This e-mail already has an account.');
    const titleIds = await resolveTitles(db, companyId, body.brands ?? []);
    const invitation = await inviteToFirstSignIn(db);
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dashboardUsers)
        .values({ companyId: internalStaff ? null : companyId, internalStaff, email, status: 'invited', firstName: body.firstName, lastName: body.lastName, role: body.role, permissions: body.permissions, workerGroupCode: body.workerGroupCode ?? null, workerGroupCodes: body.workerGroupCodes ?? [], brandsView: body.brandsView ?? false })
        .returning();
      if (titleIds.length > 0) await tx.insert(dashboardUserTitles).values(titleIds.map((titleId) => ({ userId: row!.id, titleId })));
      await audit({ companyId: row!.companyId, entity: 'dashboard-user', entityId: row!.id, action: 'inviteExternalUser', after: auditedUser(row!) }, tx);
      // The invitation e-mail is queued with the invite: both are kept, or neither.
      await invitation?.enqueue(tx, { email, firstName: body.firstName, lastName: body.lastName }, now);
      return row!;
    });
    const [out] = await usersOut(db, [saved]);
    return { status: 201, body: out! };
  },

  async updateExternalUser({ params, body, scope, auth, db, audit, now }) {
    const row = await findUser(db, scope, params.userId);
    requireUserPolicy(auth, 'users.permissions.edit');
    requireGrantable(auth, body.permissions ?? [], body.role);
    if (body.role === 'super-admin' && row.role !== 'super-admin') requireRecentSignIn(auth, now, 'make someone a super-admin');
    if (row.id === auth.user.id && row.role === 'super-admin' && body.role !== undefined && body.role !== 'super-admin') {
      throw conflict('You cannot remove your own super-admin role; another super-admin can.');
    }
    await requireCompanyGroups(db, row.companyId!, body);
    const titleIds = body.brands ? await resolveTitles(db, row.companyId!, body.brands) : null;
    const saved = await db.transaction(async (tx) => {
      const change: Partial<typeof dashboardUsers.$inferInsert> = {};
      if (body.firstName !== undefined) change.firstName = body.firstName;
      if (body.lastName !== undefined) change.lastName = body.lastName;
      if (body.role !== undefined) change.role = body.role;
      if (body.permissions !== undefined) change.permissions = body.permissions;
      if (body.workerGroupCode !== undefined) change.workerGroupCode = body.workerGroupCode;
      if (body.workerGroupCodes !== undefined) change.workerGroupCodes = body.workerGroupCodes;
      if (body.brandsView !== undefined) change.brandsView = body.brandsView;
      const [updated] = Object.keys(change).length > 0 ? await tx.update(dashboardUsers).set(change).where(eq(dashboardUsers.id, row.id)).returning() : [row];
      if (titleIds) {
        await tx.delete(dashboardUserTitles).where(eq(dashboardUserTitles.userId, row.id));
        if (titleIds.length > 0) await tx.insert(dashboardUserTitles).values(titleIds.map((titleId) => ({ userId: row.id, titleId })));
      }
      await audit({ companyId: row.companyId, entity: 'dashboard-user', entityId: row.id, action: 'updateExternalUser', before: auditedUser(row), after: auditedUser(updated!) }, tx);
      return updated!;
    });
    const [out] = await usersOut(db, [saved]);
    return { status: 200, body: out! };
  },

  async disableExternalUser({ params, scope, auth, db, audit }) {
    const row = await findUser(db, scope, params.userId);
    requireUserPolicy(auth, 'users.permissions.edit');
    if (row.id === auth.user.id) throw conflict('You cannot disable your own account.');
    const saved = await db.transaction(async (tx) => {
      const [updated] = await tx.update(dashboardUsers).set({ status: 'disabled' }).where(eq(dashboardUsers.id, row.id)).returning();
      // Disabling ends every session of the user at once.
      await tx.delete(sessions).where(eq(sessions.userId, row.id));
      await audit({ companyId: row.companyId, entity: 'dashboard-user', entityId: row.id, action: 'disableExternalUser', before: { status: row.status }, after: { status: 'disabled' } }, tx);
      return updated!;
    });
    const [out] = await usersOut(db, [saved]);
    return { status: 200, body: out! };
  },

  async resetExternalUserProviderIdentity({ params, scope, auth, db, audit, now }) {
    const row = await findSignInUser(db, auth, scope, params.userId);
    requireSignInResetter(auth, row);
    const notBound = () => conflict(`${fullName(row)} is not bound to an identity at the provider yet: their next sign-in binds one. Nothing was changed.`);
    if (row.oidcIssuer === null || row.oidcSubject === null) throw notBound();
    requireRecentSignIn(auth, now, 'reset how someone signs in');
    const saved = await db.transaction(async (tx) => {
      // Cleared only while still bound: a reset running beside this one finds nothing left to clear.
      const [updated] = await tx
        .update(dashboardUsers)
        .set({ oidcIssuer: null, oidcSubject: null })
        .where(and(eq(dashboardUsers.id, row.id), isNotNull(dashboardUsers.oidcSubject)))
        .returning();
      if (!updated) throw notBound();
      await audit(
        {
          companyId: row.companyId,
          entity: 'dashboard-user',
          entityId: row.id,
          action: 'providerIdentityReset',
          before: { oidcIssuer: row.oidcIssuer, oidcSubject: row.oidcSubject },
          after: { oidcIssuer: null, oidcSubject: null },
        },
        tx,
      );
      return updated;
    });
    const [out] = await usersOut(db, [saved]);
    return { status: 200, body: out! };
  },

  async resetExternalUserTwoStep({ params, scope, auth, db, audit, now }) {
    const row = await findSignInUser(db, auth, scope, params.userId);
    requireSignInResetter(auth, row);
    const nothingToReset = () => conflict(`${fullName(row)} has no two-step sign-in to reset: they have not set it up. Nothing was changed.`);
    // A set-up begun but not finished (a secret without a first code) is reset too.
    const hasTwoStep = or(isNotNull(identityAccounts.totpSecret), isNotNull(identityAccounts.totpEnabledAt), sql`cardinality(${identityAccounts.recoveryCodeHashes}) > 0`);
    const [account] = await db.select().from(identityAccounts).where(and(eq(identityAccounts.email, row.email), hasTwoStep));
    if (!account) throw nothingToReset();
    requireRecentSignIn(auth, now, 'reset how someone signs in');
    await db.transaction(async (tx) => {
      const [cleared] = await tx
        .update(identityAccounts)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodeHashes: [], updatedAt: now })
        .where(and(eq(identityAccounts.id, account.id), hasTwoStep))
        .returning({ id: identityAccounts.id });
      if (!cleared) throw nothingToReset();
      await audit(
        {
          companyId: row.companyId,
          entity: 'dashboard-user',
          entityId: row.id,
          action: 'twoStepReset',
          // What was in force, never the secret or the codes.
          before: { twoStepEnabled: account.totpEnabledAt !== null, twoStepEnabledAt: instant(account.totpEnabledAt), recoveryCodesLeft: account.recoveryCodeHashes.length },
          after: { twoStepEnabled: false, twoStepEnabledAt: null, recoveryCodesLeft: 0 },
        },
        tx,
      );
    });
    const [out] = await usersOut(db, [row]);
    return { status: 200, body: out! };
  },

  async enableExternalUser({ params, scope, auth, db, audit }) {
    const row = await findUser(db, scope, params.userId);
    requireUserPolicy(auth, 'users.permissions.edit');
    if (row.status !== 'disabled') throw conflict('The user is not disabled.');
    const status = row.lastSignInAt ? 'active' : 'invited';
    const saved = await db.transaction(async (tx) => {
      const [updated] = await tx.update(dashboardUsers).set({ status }).where(eq(dashboardUsers.id, row.id)).returning();
      await audit({ companyId: row.companyId, entity: 'dashboard-user', entityId: row.id, action: 'enableExternalUser', before: { status: row.status }, after: { status } }, tx);
      return updated!;
    });
    const [out] = await usersOut(db, [saved]);
    return { status: 200, body: out! };
  },
} satisfies Partial<Handlers>;
