import { inArray } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { dashboardUsers, identityAccounts } from '../db/schema/index.ts';
import { accountSpecs } from './catalog.ts';

/** The seed's account e-mails, lower case as both tables keep them (each table checks it). */
export const demoAccountEmails: readonly string[] = accountSpecs.map((account) => account.email.toLowerCase());

/**
 * The demo accounts a database still holds, as dashboard users or embedded-provider accounts: every one of them
 * signs in with the published demo password (the embedded provider) or is named in the README for anyone to claim
 * at a hosted provider, and one is internal staff over every company. A production server refuses to start while
 * any is there.
 */
export async function demoAccountsIn(db: Db): Promise<string[]> {
  const emails = [...demoAccountEmails];
  const [users, accounts] = await Promise.all([
    db.select({ email: dashboardUsers.email }).from(dashboardUsers).where(inArray(dashboardUsers.email, emails)),
    db.select({ email: identityAccounts.email }).from(identityAccounts).where(inArray(identityAccounts.email, emails)),
  ]);
  return [...new Set([...users, ...accounts].map((row) => row.email.toLowerCase()))].sort();
}
