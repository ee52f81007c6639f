import type { DB } from '../../../src/server/db/database';

/** The outbox messages of `kind` to `to`, oldest first. */
export function mailsTo(db: DB, to: string, kind: string) {
  return db.selectFrom('mailOutbox').selectAll().where('recipient', '=', to).where('kind', '=', kind).orderBy('createdAt').orderBy('id').execute();
}

/** The token of the newest link of `kind` mailed to `to` (as the dev mailbox shows it). */
export async function linkTokenFor(db: DB, to: string, kind: 'password-reset' | 'email-verification'): Promise<string> {
  const mails = await mailsTo(db, to, kind);
  const token = mails.at(-1)?.textBody.match(/\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No ${kind} link was mailed to ${to}`);
  return token;
}
