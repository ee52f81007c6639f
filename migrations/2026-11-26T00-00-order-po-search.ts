import { sql, type Kysely } from 'kysely';

/**
 * The admin's order search takes the buyer's PO number too (issue 34): a trigram index lets
 * `ILIKE '%term%'` on orders.po_number use an index, as on the e-mail and the name
 * (2026-11-22T05-10-order-search), so the search's OR of the three is one bitmap of index scans
 * instead of a read of every order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index orders_po_number_trgm_idx on orders using gin (po_number gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_po_number_trgm_idx').execute();
}
