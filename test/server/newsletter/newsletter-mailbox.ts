import type { DB } from '../../../src/server/db/database';
import { mailsTo } from '../mail/mailbox-reader';

/** The confirmation and unsubscribe tokens of the newest newsletter mail to `to`, as its reader sees them. */
export async function newsletterLinksFor(db: DB, to: string): Promise<{ confirm: string; unsubscribe: string }> {
  const text = (await mailsTo(db, to, 'newsletter-confirmation')).at(-1)?.textBody ?? '';
  const confirm = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const unsubscribe = /\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!confirm || !unsubscribe) throw new Error(`No newsletter links were mailed to ${to}`);
  return { confirm, unsubscribe };
}
