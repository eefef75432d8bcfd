import type { Db } from '../db/index.ts';
import { outboundEmails } from '../db/schema/index.ts';
import { sealer } from '../identity/sealing.ts';

export type Email = { to: string; subject: string; text: string; html?: string };

/**
 * Queues e-mails for the mailer (mailer.ts). Call it inside the transaction of the change the e-mails tell about, with
 * that transaction as `db`: they are sent only if the change is kept. The bodies are stored sealed.
 */
export async function enqueueEmails(db: Db, emails: readonly Email[], now: Date): Promise<void> {
  if (emails.length === 0) return;
  const { seal } = sealer();
  await db.insert(outboundEmails).values(
    emails.map((email) => ({
      to: email.to,
      subject: email.subject,
      textBody: seal(email.text),
      htmlBody: email.html === undefined ? null : seal(email.html),
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
}

/** The words of an e-mail as its reader sees them (the stored bodies are sealed). */
export function openEmail(row: typeof outboundEmails.$inferSelect): Email {
  const { open } = sealer();
  return {
    to: row.to,
    subject: row.subject,
    text: open(row.textBody),
    ...(row.htmlBody === null ? {} : { html: open(row.htmlBody) }),
  };
}
