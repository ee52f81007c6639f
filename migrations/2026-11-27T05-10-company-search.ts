import { sql, type Kysely } from 'kysely';

/**
 * The shop admin's Companies page (issue 37): a search by part of a company's name or tax id is
 * `ILIKE '%term%'`, which trigram indexes answer without reading every company (pg_trgm exists
 * since 2026-11-22T05-10-order-search); a member's e-mail goes through users_email_key and
 * company_members' key. A company's audit trail is the entries whose target is its id, newest
 * first: audit_log_target_idx walks exactly those.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index companies_name_trgm_idx on companies using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index companies_tax_id_trgm_idx on companies using gin (tax_id gin_trgm_ops) where tax_id is not null`.execute(db);
  await sql`create index audit_log_target_idx on audit_log (target, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_target_idx').execute();
  await db.schema.dropIndex('companies_tax_id_trgm_idx').execute();
  await db.schema.dropIndex('companies_name_trgm_idx').execute();
}
