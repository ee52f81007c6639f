import { sql, type ExpressionBuilder, type Kysely, type QueryCreator, type Transaction } from 'kysely';
import type { Database, MailRow } from '../../db/schema';
import type { OutgoingMail } from './templates/mail-layout';
import { leaseBatch } from '../../jobs/lease-batch';

type Queryable = Kysely<Database>;

/** A message still to send (neither sent nor given up on): the outbox's one state that may change. */
const isPending = (eb: ExpressionBuilder<Database, 'mailOutbox'>) => eb('status', '=', 'pending');

/** What a delivered secret body becomes: the link must not outlive its delivery in the database. */
export const WIPED_BODY = '(removed after delivery: it held a one-time link)';

/**
 * Queues `mail` in the caller's transaction: it is sent only if that transaction commits, and it
 * is never lost once it has (docs/decisions/050). Answers the row id, which is also the Message-ID.
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   const shipped = await markShipped(trx, orderId, shipment);
 *   if (shipped) await enqueueMail(trx, orderShippedMail(config, shipped, shipment));
 * });
 */
export async function enqueueMail(trx: Transaction<Database>, mail: OutgoingMail): Promise<string> {
  const row = await trx.insertInto('mailOutbox').values(outboxRow(mail)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The insert that queues `mail`, for a statement that writes more in the same round trip (as a
 * `with` clause). Like enqueueMail, the mail is sent only if the transaction commits.
 *
 * @example
 * await db
 *   .with('queuedMail', (cte) => queueMailInsert(cte, mail).returning('id'))
 *   .insertInto('orders').values(order)
 *   .execute();
 */
export function queueMailInsert(qc: QueryCreator<Database>, mail: OutgoingMail) {
  return qc.insertInto('mailOutbox').values(outboxRow(mail));
}

/** The outbox row that queues `mail`. */
function outboxRow(mail: OutgoingMail) {
  return { kind: mail.kind, recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, secret: mail.secret ?? false, replyTo: mail.replyTo ?? null, attachment: mail.attachment ? JSON.stringify(mail.attachment) : null };
}

/**
 * Takes one due message for this worker: counts the attempt and moves its next attempt a lease
 * ahead, in one statement that skips rows other workers hold. A worker that dies mid-send leaves
 * the row to be taken again once the lease ends.
 *
 * A row is due within the millisecond of `now`: a new row's next attempt is Postgres's `now()`, in
 * microseconds, while `now` is a JS Date, in whole milliseconds. Compared as they are, a message
 * queued in the same millisecond as the claim (12:00:00.123456 against 12:00:00.123) was not due
 * yet, and waited for the next run.
 */
export function claimDueMail(db: Queryable, now: Date, leaseMs: number): Promise<MailRow | undefined> {
  const endOfNow = new Date(now.getTime() + 1);
  return db
    .updateTable('mailOutbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), nextAttemptAt: new Date(now.getTime() + leaseMs) }))
    .where('id', '=', (eb) => leaseBatch(eb.selectFrom('mailOutbox').select('id').where(isPending).where('nextAttemptAt', '<', endOfNow).orderBy('nextAttemptAt'), 1))
    .where(isPending)
    .returningAll()
    .executeTakeFirst();
}

// A secret body is wiped once it has left through SMTP (or never will); the dev mailbox keeps it to show.
const wipedIfSecret = (column: 'text_body' | 'html_body') => sql<string>`case when secret then ${WIPED_BODY} else ${sql.ref(column)} end`;

export async function markMailSent(db: Queryable, id: string, via: 'smtp' | 'mailbox', now: Date): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({
      status: 'sent',
      sentAt: now,
      deliveredVia: via,
      lastError: null,
      ...(via === 'smtp' && { textBody: wipedIfSecret('text_body'), htmlBody: wipedIfSecret('html_body') }),
    })
    .where('id', '=', id)
    .where(isPending)
    .execute();
}

export async function scheduleMailRetry(db: Queryable, id: string, error: string, nextAttemptAt: Date): Promise<void> {
  await db.updateTable('mailOutbox').set({ lastError: error, nextAttemptAt }).where('id', '=', id).where(isPending).execute();
}

export async function markMailFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ status: 'failed', lastError: error, textBody: wipedIfSecret('text_body'), htmlBody: wipedIfSecret('html_body') })
    .where('id', '=', id)
    .where(isPending)
    .execute();
}

/** Deletes delivered and failed messages created before `before` (the outbox is not an archive). */
export async function deleteSettledMail(db: Queryable, before: Date): Promise<number> {
  const result = await db.deleteFrom('mailOutbox').where('status', '!=', 'pending').where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The newest messages first, for the dev mailbox: every message, or only those to `recipient`. */
export function listMail(db: Queryable, limit: number, recipient?: string) {
  let select = db
    .selectFrom('mailOutbox')
    .select(['id', 'kind', 'recipient', 'subject', 'status', 'attempts', 'lastError', 'deliveredVia', 'attachment', 'createdAt', 'sentAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(limit);
  if (recipient !== undefined) select = select.where('recipient', '=', recipient);
  return select.execute();
}

/** One message by id; with `recipient`, only if it was addressed to them. */
export function findMail(db: Queryable, id: string, recipient?: string) {
  let select = db.selectFrom('mailOutbox').selectAll().where('id', '=', id);
  if (recipient !== undefined) select = select.where('recipient', '=', recipient);
  return select.executeTakeFirst();
}
