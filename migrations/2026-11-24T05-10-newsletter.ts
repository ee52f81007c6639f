import { sql, type Kysely } from 'kysely';

/**
 * Newsletter subscriptions with double opt-in (issue 23): an address is pending until its
 * confirmation link is used, once, before it expires; every mail carries an unsubscribe link. Both
 * tokens are stored only as SHA-256 (hex), like account_tokens. The confirmation token's hash is
 * kept after use, so a second use can be told apart from an unknown link.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull().unique().check(sql`email = lower(email)`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'unsubscribed')`))
    .addColumn('confirm_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('confirm_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirm_used_at', 'timestamptz')
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('confirmation_sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    // Milliseconds, as a JS Date holds them: the admin list's keyset cursor carries it exactly.
    .addColumn('created_at', 'timestamptz(3)', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('newsletter_subscriptions_confirmed_check', sql`status <> 'confirmed' or (confirmed_at is not null and confirm_used_at is not null)`)
    .addCheckConstraint('newsletter_subscriptions_unsubscribed_check', sql`status <> 'unsubscribed' or unsubscribed_at is not null`)
    .execute();
  // The admin's list: newest first, by status or all, a keyset page at a time.
  await db.schema.createIndex('newsletter_subscriptions_status_created_idx').on('newsletter_subscriptions').columns(['status', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('newsletter_subscriptions_created_idx').on('newsletter_subscriptions').columns(['created_at desc', 'id desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute();
}
