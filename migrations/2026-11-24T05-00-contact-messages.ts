import { sql, type Kysely } from 'kysely';

/**
 * Contact messages (issue 23): what a visitor sends through the home page's contact form, kept for
 * the admins' Messages page whatever becomes of its e-mail. The outbox learns a Reply-To, so the
 * shop answers the sender by replying to the mail it receives.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().check(sql`char_length(name) between 1 and 100`))
    .addColumn('email', 'text', (col) => col.notNull().check(sql`email = lower(email)`))
    .addColumn('message', 'text', (col) => col.notNull().check(sql`char_length(message) between 1 and 5000`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('reply_to').execute();
  await db.schema.dropTable('contact_messages').execute();
}
