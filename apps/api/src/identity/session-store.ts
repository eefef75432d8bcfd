import { and, asc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Brand, SessionUser } from '@cuadre/domain';
import type { Db } from '../db/index.ts';
import {
  brands,
  companies,
  dashboardUsers,
  dashboardUserTitles,
  departments,
  sessions,
  titles,
  type SessionData,
} from '../db/schema/index.ts';
import { sealer } from './sealing.ts';
import { hashToken, randomToken } from './tokens.ts';
import {
  dataStateColumns,
  dataStateOf,
  freshDataState,
  sessionScopes,
  versionOf,
  type DataState,
} from '../db/snapshots.ts';
import { LRUCache } from 'lru-cache';

/** What the identity layer puts on each request: the signed-in user and the companies it may reach. */
export type RequestAuth = {
  user: SessionUser;
  sessionId: string;
  companyIds: string[] | 'all';
  /** When the user signed in for this session: the most dangerous changes ask for a recent one. */
  signedInAt: Date;
  /** The user's dynamic commission count: Sales Commissions opens on it (`x-dynamic-commission`). */
  dynamicCommissionCount: number;
};

export type Timeouts = { idleMs: number; absoluteMs: number };

/** The tokens of one sign-in, kept only on the server. */
export type SessionTokens = {
  idToken: string | undefined;
  accessToken: string | undefined;
  refreshToken: string | undefined;
  accessTokenExpiresAt: string | undefined;
};

/** A login in progress: bound to the browser by the login cookie, single use, short-lived. */
export type PendingLogin = {
  kind: 'login';
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
};

export type ResolvedSession = {
  idHash: string;
  auth: RequestAuth;
  data: SessionData;
  expiresAt: Date;
  idleExpiresAt: Date;
  /**
   * The database's state when the request arrived (read with the session or just after): what the response cache keys
   * answers by.
   */
  state: DataState;
};

type DashboardUserRow = typeof dashboardUsers.$inferSelect;

// Writing lastSeenAt on every request would turn each read into a write; a minute's precision is enough.
const touchIntervalMs = 60_000;

/**
 * When each session was last seen, noted in memory and written in one statement by `flushSessionTouches`
 * (every 30 s, before expired sessions are cleared, and at shutdown). That write moves no data version (the
 * `sessions` triggers of migration 0014 ignore `last_seen_at`), so it ends no cached answer or session row anywhere.
 */
const pendingTouches = new WeakMap<Db, Map<string, Date>>();
const touchesOf = (db: Db): Map<string, Date> => {
  let touches = pendingTouches.get(db);
  if (!touches) {
    touches = new Map();
    pendingTouches.set(db, touches);
  }
  return touches;
};

export async function flushSessionTouches(db: Db): Promise<void> {
  const touches = touchesOf(db);
  if (touches.size === 0) return;
  const batch = [...touches];
  touches.clear();
  try {
    const values = sql.join(
      batch.map(([idHash, at]) => sql`(${idHash}, ${at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await db.execute(sql`update ${sessions} set last_seen_at = seen.at from (values ${values}) as seen(id_hash, at)
      where ${sessions.idHash} = seen.id_hash and ${sessions.lastSeenAt} < seen.at`);
  } catch (error) {
    // Kept for the next flush unless a later touch replaced them.
    for (const [idHash, at] of batch) if (!touches.has(idHash)) touches.set(idHash, at);
    throw error;
  }
}

export async function createPendingLogin(
  db: Db,
  login: Omit<PendingLogin, 'kind'>,
  ttlMs: number,
  now: Date,
): Promise<string> {
  const token = randomToken();
  const data: PendingLogin = { kind: 'login', ...login };
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: null,
    email: null,
    csrfToken: randomToken(),
    data,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** Reads and deletes a pending login: a second use of the same callback finds nothing. */
export async function takePendingLogin(db: Db, token: string, now: Date): Promise<PendingLogin | null> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.idHash, hashToken(token)), sql`${sessions.userId} is null`))
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  const data = row.data as Partial<PendingLogin>;
  if (data.kind !== 'login' || !data.state || !data.nonce || !data.codeVerifier || !data.returnTo) return null;
  return data as PendingLogin;
}

export async function createSession(
  db: Db,
  user: { id: string; email: string },
  tokens: SessionTokens,
  timeouts: Timeouts,
  now: Date,
  extra: Partial<SessionData> = {},
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: user.id,
    email: user.email,
    csrfToken: randomToken(),
    data: sealTokens({ ...definedOnly(tokens), ...extra }),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + timeouts.absoluteMs),
  });
  return token;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  touchesOf(db).delete(idHash);
  forgetSession(db, idHash);
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Writes a session's tokens, sealed; answers the data as stored. */
export async function updateSessionTokens(db: Db, idHash: string, data: SessionData): Promise<SessionData> {
  const stored = sealTokens(data);
  await db.update(sessions).set({ data: stored }).where(eq(sessions.idHash, idHash));
  return stored;
}

const tokenFields = ['idToken', 'accessToken', 'refreshToken'] as const;

/**
 * The provider's tokens are kept sealed (sealing.ts): in the row and in memory alike, opened only where one is
 * spent (a refresh, a sign-out). A value already sealed is left as it is.
 */
function sealTokens(data: SessionData): SessionData {
  const sealed: SessionData = { ...data };
  for (const field of tokenFields) {
    const value = data[field];
    if (typeof value === 'string' && !sealer().isSealed(value)) sealed[field] = sealer().seal(value);
  }
  return sealed;
}

/**
 * Claims the right to rotate a session's refresh token, for every instance at once. A rotating refresh token can be
 * used once: two instances using it together would have the provider refuse the second and end the session. The
 * claim is a lease in the session row, taken only while the row still holds the token the caller read and no lease
 * is running; PGlite and PostgreSQL alike, with no transaction held across the call to the provider.
 */
export async function claimTokenRefresh(
  db: Db,
  idHash: string,
  refreshToken: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const claimed = await db
    .update(sessions)
    .set({ data: sql`${sessions.data} || jsonb_build_object('refreshLeaseUntil', ${until}::text)` })
    .where(
      and(
        eq(sessions.idHash, idHash),
        sql`${sessions.data}->>'refreshToken' = ${refreshToken}`,
        sql`coalesce(${sessions.data}->>'refreshLeaseUntil', '') < ${now.toISOString()}`,
      ),
    )
    .returning({ idHash: sessions.idHash });
  return claimed.length === 1;
}

/**
 * Waits while another instance rotates the tokens: the new tokens once it has, 'gone' when the session ended
 * meanwhile, null when the lease ran out with nothing changed (that instance stopped; the next request claims again).
 */
export async function awaitTokenRefresh(
  db: Db,
  idHash: string,
  refreshToken: string,
  leaseMs: number,
  pollMs = 50,
): Promise<SessionData | 'gone' | null> {
  const deadline = Date.now() + leaseMs;
  for (;;) {
    const [row] = await db.select({ data: sessions.data }).from(sessions).where(eq(sessions.idHash, idHash));
    if (!row) return 'gone';
    if (row.data.refreshToken !== refreshToken) return row.data;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Ends every session of a dashboard user (used when the user is disabled). */
export async function endSessionsOf(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Forgets sessions and pending logins past their absolute or idle limit. */
export async function deleteExpiredSessions(db: Db, timeouts: Timeouts, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        and(isNotNull(sessions.userId), lt(sessions.lastSeenAt, new Date(now.getTime() - timeouts.idleMs))),
      ),
    );
}

// Every API call starts here: the session, its user, the user's titles and the database's state in one round
// trip. A named prepared statement: the server plans it once per connection instead of on every request, which
// took most of the lookup's time (bench/RESULTS.md).
const lookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
const prepareSessionLookup = (db: Db) =>
  db
    .select({
      session: sessions,
      user: dashboardUsers,
      titles: titlesOfUser,
      // The scopes of `sessionScopes`, for the user the row joins: staff, of no company, read `global` and `identity`.
      ...dataStateColumns(
        sql`array_remove(array['global', 'identity', ${dashboardUsers.companyId}::text, ${dashboardUsers.companyId}::text || ':people'], null)`,
      ),
    })
    .from(sessions)
    .innerJoin(dashboardUsers, eq(dashboardUsers.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('session_lookup');
function sessionLookup(db: Db): ReturnType<typeof prepareSessionLookup> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    lookups.set(db, lookup);
  }
  return lookup;
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>['execute']>>[number];

// The rows last read for each session, with the state they were read in. While the `identity` version is still
// that one, nothing a session row holds has changed since (a sign-out, a disabled user, a changed title or session,
// here or in another process, moves it: the triggers of migration 0014), so the row is what a new read would answer.
// A new session, a sign-in's time, when a session was last seen and every company's data leave it where it is.
const knownSessions = new WeakMap<Db, LRUCache<string, SessionRow>>();

// The lookups of a session row under way. When the identity version moves, every request of a busy session reads
// its row again at once; a request whose identity version is the one an earlier request's lookup then answers in
// takes that row, which is what its own lookup would read.
const lookupsUnderWay = new WeakMap<Db, Map<string, Promise<SessionRow | undefined>>>();

const identityOf = (row: SessionRow): number => versionOf(stateOf(row), 'identity');
const states = new WeakMap<SessionRow, DataState>();
function stateOf(row: SessionRow): DataState {
  let state = states.get(row);
  if (!state) {
    state = dataStateOf(row);
    states.set(row, state);
  }
  return state;
}

/** A session's row and the state the request is answered in: the row's own when it was just read. */
async function readSession(
  db: Db,
  idHash: string,
  options: { again?: boolean } = {},
): Promise<{ row: SessionRow; state: DataState } | undefined> {
  let known = knownSessions.get(db);
  if (!known) {
    known = new LRUCache<string, SessionRow>({ max: 10_000 });
    knownSessions.set(db, known);
  }
  let underWay = lookupsUnderWay.get(db);
  if (!underWay) {
    underWay = new Map();
    lookupsUnderWay.set(db, underWay);
  }
  const last = options.again ? undefined : known.get(idHash);
  if (last) {
    const state = await freshDataState(db, sessionScopes(last.user.companyId));
    const identity = versionOf(state, 'identity');
    // Another request may have read the row again while this one waited for the state. A row is taken with this
    // state only when the state holds its user's scopes: a user moved to another company (by a script: the API never
    // moves one) is read again with the session, not answered from versions of the company it left.
    const answers = (row: SessionRow): boolean =>
      identityOf(row) === identity && row.user.companyId === last.user.companyId;
    const latest = known.get(idHash) ?? last;
    if (answers(latest)) return { row: latest, state };
    const earlier = underWay.get(idHash);
    const row = earlier && (await earlier.catch(() => undefined));
    if (row && answers(row)) return { row, state };
  }
  const lookup = sessionLookup(db)
    .execute({ idHash })
    .then(([row]) => row);
  if (!underWay.has(idHash)) {
    underWay.set(idHash, lookup);
    const done = () => {
      if (underWay.get(idHash) === lookup) underWay.delete(idHash);
    };
    lookup.then(done, done);
  }
  const row = await lookup;
  if (row) known.set(idHash, row);
  else known.delete(idHash);
  return row && { row, state: stateOf(row) };
}

const forgetSession = (db: Db, idHash: string): void => {
  knownSessions.get(db)?.delete(idHash);
};

/**
 * Whether a dashboard user may be signed in: not disabled, and either of a company or internal staff. Staff belong
 * to no company, so an account of no company whose internal status was taken away reaches nothing, and its sessions
 * end at once, as a disabled user's do.
 */
export function isUserEnabled(user: Pick<DashboardUserRow, 'status' | 'companyId' | 'internalStaff'>): boolean {
  return user.status !== 'disabled' && (user.companyId !== null || user.internalStaff);
}

/**
 * The session behind a cookie value, or null when it is unknown, a pending login, past its idle or absolute
 * limit, or its dashboard user is disabled, gone, or of no company without being staff. An expired session is deleted on sight.
 */
export async function resolveSession(
  db: Db,
  token: string,
  options: { timeouts: Timeouts; now: Date },
): Promise<ResolvedSession | null> {
  const { timeouts, now } = options;
  const idHash = hashToken(token);
  let read = await readSession(db, idHash);
  if (!read) return null;
  const touches = touchesOf(db);
  const lastSeen = (row: SessionRow): Date => {
    const noted = touches.get(idHash);
    return noted && noted > row.session.lastSeenAt ? noted : row.session.lastSeenAt;
  };
  const idle = (row: SessionRow): boolean => now.getTime() - lastSeen(row).getTime() >= timeouts.idleMs;
  // A row kept since its last read may be idle here while the session was seen through another instance since:
  // read it again before ending it.
  if (idle(read.row)) read = await readSession(db, idHash, { again: true });
  if (!read) return null;
  const { row, state } = read;
  const { session, user } = row;
  let lastSeenAt = lastSeen(row);
  const expired = session.expiresAt.getTime() <= now.getTime() || idle(row);
  if (expired || !isUserEnabled(user)) {
    await deleteSession(db, idHash);
    return null;
  }
  if (now.getTime() - lastSeenAt.getTime() >= touchIntervalMs) {
    touches.set(idHash, now);
    lastSeenAt = now;
  }
  return {
    idHash,
    auth: await grantsOf(db, row),
    data: session.data,
    expiresAt: session.expiresAt,
    idleExpiresAt: new Date(lastSeenAt.getTime() + timeouts.idleMs),
    state,
  };
}

// What a session row grants, worked out once per read of the row and shared, frozen, by the requests that use it:
// the row stands for one identity version (`readSession`), and so does what follows from it, staff's home company
// included, which would otherwise cost them two queries on every request.
const grants = new WeakMap<SessionRow, Promise<RequestAuth>>();

function grantsOf(db: Db, row: SessionRow): Promise<RequestAuth> {
  const known = grants.get(row);
  if (known) return known;
  const auth = workOutGrants(db, row);
  grants.set(row, auth);
  auth.catch(() => grants.delete(row));
  return auth;
}

async function workOutGrants(db: Db, row: SessionRow): Promise<RequestAuth> {
  const { session, user } = row;
  // The stored flag, granted by staff; the e-mail's domain grants nothing.
  const internal = user.internalStaff;
  // Only staff are given a home company they do not belong to; anyone else without a company reaches none.
  const companyId =
    user.companyId ?? (internal ? await defaultCompanyId(db, session.data.selectedCompanyId) : undefined);
  return Object.freeze({
    user: Object.freeze(toSessionUser(user, companyId ?? '', nestBrands(row.titles))),
    sessionId: session.idHash,
    companyIds: internal ? 'all' : Object.freeze(user.companyId ? [user.companyId] : []),
    signedInAt: session.createdAt,
    dynamicCommissionCount: user.dynamicCommissionPermissions,
  }) as RequestAuth;
}

// Staff belong to no company; their home company is the one they last chose, else the first by name.
async function defaultCompanyId(db: Db, selected: string | undefined): Promise<string | undefined> {
  if (selected) {
    const [chosen] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, selected));
    if (chosen) return chosen.id;
  }
  const [first] = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.name)).limit(1);
  return first?.id;
}

export function toSessionUser(row: DashboardUserRow, companyId: string, userBrands: Brand[]): SessionUser {
  return {
    id: row.id,
    companyId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    permissions: row.permissions,
    workerGroupCode: row.workerGroupCode,
    workerGroupCodes: row.workerGroupCodes,
    brands: userBrands,
    brandsView: row.brandsView,
    internalStaff: row.internalStaff,
  };
}

type TitleRow = { brand: string; department: string; title: string; rank: number };

/** §3: the brands, departments and titles a user sees, sorted by name (nested by `nestBrands`). */
const titlesOfUser = sql<TitleRow[]>`coalesce((
  select json_agg(
    json_build_object('brand', ${brands.name}, 'department', ${departments.name}, 'title', ${titles.name}, 'rank', ${titles.rank})
    order by ${brands.name}, ${departments.name}, ${titles.rank}, ${titles.name}
  )
  from ${dashboardUserTitles}
  join ${titles} on ${titles.id} = ${dashboardUserTitles.titleId}
  join ${departments} on ${departments.id} = ${titles.departmentId}
  join ${brands} on ${brands.id} = ${departments.brandId}
  where ${dashboardUserTitles.userId} = ${dashboardUsers.id}
), '[]'::json)`;

function nestBrands(rows: TitleRow[]): Brand[] {
  const result: Brand[] = [];
  for (const row of rows) {
    let brand = result.at(-1);
    if (brand?.name !== row.brand) {
      brand = { name: row.brand, departments: [] };
      result.push(brand);
    }
    let department = brand.departments.at(-1);
    if (department?.name !== row.department) {
      department = { name: row.department, titles: [] };
      brand.departments.push(department);
    }
    department.titles.push({ name: row.title, rank: row.rank });
  }
  return result;
}

function definedOnly(tokens: SessionTokens): SessionData {
  return Object.fromEntries(Object.entries(tokens).filter(([, value]) => value !== undefined));
}
