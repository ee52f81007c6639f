import { sql, type Kysely } from 'kysely';

/**
 * Proven e-mails (a provider sign-in, later a verification link) and an index for the periodic
 * clean-up of expired sessions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();
  // Accounts that already came through a provider proved their e-mail there.
  await sql`update users set email_verified_at = created_at where id in (select user_id from oauth_accounts)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_expires_at_idx').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
