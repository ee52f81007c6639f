import { sql, type Kysely } from 'kysely';

/**
 * The mail outbox (docs/architecture.md#5-payments-and-mail: a row per e-mail, written in the transaction of the
 * change that causes it) and the one-time tokens of password reset and e-mail verification (only
 * their SHA-256 stored).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    // The body holds a live sign-in secret (a reset or verification link): wiped once delivered by SMTP.
    .addColumn('secret', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`attempts >= 0`))
    // When a worker may next take the row: due now, after a backoff, or after a claim's lease ran out.
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('delivered_via', 'text', (c) => c.check(sql`delivered_via in ('smtp', 'mailbox')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addCheckConstraint('mail_outbox_sent_check', sql`(status = 'sent') = (sent_at is not null and delivered_via is not null)`)
    .execute();
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('mail_outbox_created_at_idx').on('mail_outbox').column('created_at').execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey()) // SHA-256 of the token, hex
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('password-reset', 'email-verification')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One live link per account and purpose: a new one replaces the last.
    .addUniqueConstraint('account_tokens_user_purpose_key', ['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
