import { randomUUID } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type QueryCreator, type Transaction } from 'kysely';
import type { Database, MailRow } from '../../../db/schema';
import type { OutgoingMail } from '../../../services';
import { jobInsert, queueJob } from '../../../jobs/job-queue';
import { QUEUES } from '../../../jobs/queues';

type Queryable = Kysely<Database>;

/** A message still to send (neither sent nor given up on): the outbox's one state that may change. */
const isPending = (eb: ExpressionBuilder<Database, 'mailOutbox'>) => eb('status', '=', 'pending');

/** What a delivered secret body becomes: the link must not outlive its delivery in the database. */
export const WIPED_BODY = '(removed after delivery: it held a one-time link)';

/**
 * Queues `mail` in the caller's transaction: the outbox row and its delivery job (pg-boss, the
 * job's id the row's) commit together, so it is sent only if that transaction commits, and it is
 * never lost once it has (docs/decisions/050, 120). Answers the row id, which is also the Message-ID.
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   const shipped = await markShipped(trx, orderId, shipment);
 *   if (shipped) await enqueueMail(trx, orderShippedMail(config, shipped, shipment));
 * });
 */
export async function enqueueMail(trx: Transaction<Database>, mail: OutgoingMail): Promise<string> {
  // One statement, one round trip: the job as a `with` clause of the row's insert (as placing an order queues its mail).
  const id = randomUUID();
  const delivery = await mailDeliveryInsert(id);
  await trx
    .with('queuedDelivery', () => delivery)
    .insertInto('mailOutbox')
    .values({ id, ...outboxRow(mail) })
    .execute();
  return id;
}

/**
 * The insert that queues `mail` as row `id`, for a statement that writes more in the same round
 * trip (as a `with` clause), beside its delivery job (mailDeliveryInsert, another `with` clause of
 * the same statement): like enqueueMail, the mail is sent only if the transaction commits. `fill`:
 * what it names that the statement itself decides (MailFill).
 *
 * @example
 * const mailId = randomUUID();
 * const delivery = await mailDeliveryInsert(mailId);
 * await trx
 *   .with('queuedMail', (cte) => queueMailInsert(cte, mail, mailId))
 *   .with('queuedDelivery', () => delivery)
 *   .insertInto('orders').values(order)
 *   .execute();
 */
export function queueMailInsert<D extends Database>(qc: QueryCreator<D>, mail: OutgoingMail, id: string, fill?: MailFill) {
  const outbox = qc as unknown as QueryCreator<Database>; // the clauses before it (D's extra tables) are not read here
  const row = outboxRow(mail);
  if (!fill) return outbox.insertInto('mailOutbox').values({ id, ...row });
  const filled = (text: string) => sql<string>`replace(${text}, ${fill.marker}, ${fill.value})`;
  return outbox.insertInto('mailOutbox').values({
    id,
    ...row,
    subject: filled(row.subject),
    textBody: filled(row.textBody),
    htmlBody: filled(row.htmlBody),
    attachment: row.attachment === null ? null : sql<string>`${filled(row.attachment)}::jsonb`,
  });
}

/**
 * What a mail names that only its own statement learns (an invoice's number, taken in that
 * statement): the mail is rendered with `marker` in its place, and every `marker` in its subject,
 * bodies and attachment becomes `value`, an expression of the statement, as the row is stored.
 * The marker must be text that cannot occur otherwise (a random one per mail).
 */
export interface MailFill {
  marker: string;
  value: Expression<string>;
}

/** The delivery job of outbox row `id` (its id the row's), as a `with` clause of the statement that inserts the row (queueMailInsert). */
export function mailDeliveryInsert(id: string) {
  return jobInsert(QUEUES.mailDelivery.name, {}, { id });
}

/** The outbox row that queues `mail`. */
function outboxRow(mail: OutgoingMail) {
  return { kind: mail.kind, recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, secret: mail.secret ?? false, replyTo: mail.replyTo ?? null, attachment: mail.attachment ? JSON.stringify(mail.attachment) : null };
}

/**
 * Queues the delivery of the outbox row `id` as a pg-boss job whose id is the row's, in `db`'s
 * transaction. Answers false when the row already has a job in the queue.
 */
export async function queueMailDelivery(db: Queryable, id: string): Promise<boolean> {
  return (await queueJob(db, QUEUES.mailDelivery.name, {}, { id })) !== null;
}

/**
 * Counts one delivery attempt of message `id` and answers the message, or nothing when it is no
 * longer pending (sent, failed or deleted: its job has nothing left to do). pg-boss gives a job to
 * one worker at a time, so the count is the attempts made.
 */
export function startMailAttempt(db: Queryable, id: string): Promise<MailRow | undefined> {
  return db
    .updateTable('mailOutbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where(isPending)
    .returningAll()
    .executeTakeFirst();
}

/** Pending messages queued before `before`, oldest first: the sweep checks that each still has a job. */
export function listPendingMailBefore(db: Queryable, before: Date, limit: number) {
  return db.selectFrom('mailOutbox').select('id').where(isPending).where('createdAt', '<', before).orderBy('createdAt').limit(limit).execute();
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

/** Keeps the reason of a failed attempt that will be retried (the dev mailbox and support read it). */
export async function recordMailError(db: Queryable, id: string, error: string): Promise<void> {
  await db.updateTable('mailOutbox').set({ lastError: error }).where('id', '=', id).where(isPending).execute();
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
