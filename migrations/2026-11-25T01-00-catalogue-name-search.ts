import { sql, type Kysely } from 'kysely';

/**
 * Relevance in tiers (docs/decisions/105): `products.name_vector`, the SKU (`simple`) and the name
 * (`english`) alone, stored and generated like `search_vector`, GIN-indexed over the products that
 * are not deleted without the pending list (as `products_search_idx`, migration
 * 2026-11-24T03-00-catalogue-search). A search first pages through the products whose name or SKU
 * holds every word, then through the other matches. Its own column (not `search_vector`'s weight
 * A) gives the planner its own statistics: a word common in descriptions but rare in names is
 * estimated as rare in names, so the name tier reads the few through the index instead of walking
 * the newest-first index in search of matches that are not there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table products add column name_vector tsvector generated always as (
      to_tsvector('simple'::regconfig, sku) || to_tsvector('english'::regconfig, name)
    ) stored`.execute(db);
  await sql`create index products_name_search_idx on products using gin (name_vector) with (fastupdate = off) where deleted_at is null`.execute(db);
  await sql`analyze products`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_name_search_idx').ifExists().execute();
  await sql`alter table products drop column if exists name_vector`.execute(db);
}
