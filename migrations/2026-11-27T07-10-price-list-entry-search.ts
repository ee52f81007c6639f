import { sql, type Kysely } from 'kysely';

/**
 * A price list's entries page (issue 39) searches its products by SKU prefix or part of the name:
 * the prefix goes through products_sku_prefix_idx, the name (`ILIKE '%term%'`) through this
 * trigram index (pg_trgm exists since 2026-11-22T05-10-order-search), so a keystroke never reads
 * every product.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index products_name_trgm_idx on products using gin (name gin_trgm_ops) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_name_trgm_idx').execute();
}
