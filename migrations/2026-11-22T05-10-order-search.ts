import { sql, type Kysely } from 'kysely';

/**
 * The admin's order search (docs/decisions/060): trigram indexes let `ILIKE '%term%'` on the
 * customer's e-mail and name use an index instead of reading every order. pg_trgm is a trusted
 * extension (Postgres 13+): the database's owner may create it without being a superuser.
 * orders(created_at) goes: orders(created_at desc, id desc) serves every query it served, and
 * while both exist the planner picks the narrower one and sorts the ids again on every page.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index orders_email_trgm_idx on orders using gin (email gin_trgm_ops)`.execute(db);
  await sql`create index orders_customer_name_trgm_idx on orders using gin (customer_name gin_trgm_ops)`.execute(db);
  await db.schema.dropIndex('orders_created_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
  await db.schema.dropIndex('orders_customer_name_trgm_idx').execute();
  await db.schema.dropIndex('orders_email_trgm_idx').execute();
}
