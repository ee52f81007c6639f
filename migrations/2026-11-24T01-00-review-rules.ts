import { sql, type Kysely } from 'kysely';

/**
 * Review rules (issue 20): one review per customer, edited in place, and admins can hide one.
 *
 * Earlier databases may hold several reviews by one customer (the demo seed did): each customer
 * keeps their newest, as if the later ones had been edits of the first, before the unique index
 * makes the database settle two posts racing each other. `down` cannot bring the dropped ones back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from reviews older using reviews newer
    where older.user_id = newer.user_id
      and (older.created_at, older.id) < (newer.created_at, newer.id)`.execute(db);
  // The delete queued the response cache's deferred trigger (2026-11-22T05-00); Postgres alters no
  // table with trigger events pending, so fire them now, then defer it again as it was.
  await sql`set constraints reviews_public_reads immediate`.execute(db);
  await sql`set constraints reviews_public_reads deferred`.execute(db);
  await db.schema
    .alterTable('reviews')
    .addColumn('updated_at', 'timestamptz')
    // Set when an admin hides the review from the shop's pages; who did it is in the audit log.
    .addColumn('hidden_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('reviews_user_id_key').on('reviews').column('user_id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reviews_user_id_key').ifExists().execute();
  await db.schema.alterTable('reviews').dropColumn('hidden_at').dropColumn('updated_at').execute();
}
