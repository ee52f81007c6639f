import { sql, type Kysely } from 'kysely';

/**
 * The admin's customer list (issue 25): newest first a keyset page at a time, walking
 * users(created_at desc, id desc), and searched by part of a name or e-mail with `ILIKE '%term%'`,
 * which trigram indexes answer without reading every user (pg_trgm exists since
 * 2026-11-22T05-10-order-search). The Make Admin page's search uses the same two.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('users_created_id_idx').on('users').columns(['created_at desc', 'id desc']).execute();
  await sql`create index users_name_trgm_idx on users using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index users_email_trgm_idx on users using gin (email gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_email_trgm_idx').execute();
  await db.schema.dropIndex('users_name_trgm_idx').execute();
  await db.schema.dropIndex('users_created_id_idx').execute();
}
