import { sql } from 'kysely';
import type { PriceTier } from '../../../../shared/rules/quantity-rules';
import { mapInTurns } from '../../../csv/in-turns';
import type { DB } from '../../../db/database';
import { keptProductRefs } from '../../2-catalogue/products/product-refs';

/** An entry as stored: a percentage (basis points) or a price from 1 unit and its breaks (cents). */
export interface EntryValues {
  productId: string;
  percentOffBp: number | null;
  priceCents: number | null;
  priceTiers: PriceTier[];
}

/**
 * The list's id and name, its row locked (`for no key update`) for the rest of the transaction:
 * two writes of one list's entries take turns (the second waits, then writes over the first),
 * while reads, checkouts and assignments to companies go on. Undefined for no such list.
 */
export function lockPriceListForEntries(db: DB, id: string) {
  return db.selectFrom('priceLists').select(['id', 'name']).where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
}

/** The list's id and name; undefined for no such list. */
export function priceListRef(db: DB, id: string) {
  return db.selectFrom('priceLists').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/**
 * The entries as jsonb_to_recordset reads them (its columns' names), one JSON array. Written a
 * slice at a time (mapInTurns): an import's 20,000 entries stringified in one go hold the process.
 */
const rowsJson = async (entries: readonly EntryValues[]) => {
  const rows = await mapInTurns(entries, (entry) =>
    JSON.stringify({ product_id: entry.productId, percent_off_bp: entry.percentOffBp, price_cents: entry.priceCents, price_tiers: entry.priceTiers }),
  );
  return `[${rows.join(',')}]`;
};

/**
 * Writes `entries` into the list in one statement whatever their number (20,000 entries are one
 * JSON parameter): a product's entry is replaced, other products' are left alone. Rows go in
 * product order, so two writers never wait on each other in a cycle. An entry already as written
 * is left as it is: a file imported again rewrites no row, and (its version unmoved, ADR 144)
 * the answers kept for the list's companies stay. Answers how many were new and how many were
 * there already, changed or not.
 */
export async function upsertEntries(db: DB, priceListId: string, entries: readonly EntryValues[]): Promise<{ added: number; updated: number }> {
  if (entries.length === 0) return { added: 0, updated: 0 };
  const json = await rowsJson(entries);
  const { rows } = await sql<{ added: number }>`
    with written as (
      insert into price_list_entries (price_list_id, product_id, percent_off_bp, price_cents, price_tiers, updated_at)
      select ${priceListId}::uuid, e.product_id, e.percent_off_bp, e.price_cents, e.price_tiers, now()
      from jsonb_to_recordset(${json}::jsonb) as e (product_id uuid, percent_off_bp integer, price_cents integer, price_tiers jsonb)
      order by e.product_id
      on conflict (price_list_id, product_id) do update
        set percent_off_bp = excluded.percent_off_bp, price_cents = excluded.price_cents, price_tiers = excluded.price_tiers, updated_at = now()
        where (price_list_entries.percent_off_bp, price_list_entries.price_cents, price_list_entries.price_tiers)
          is distinct from (excluded.percent_off_bp, excluded.price_cents, excluded.price_tiers)
      -- xmax is 0 on a row version this statement inserted, and set on one it updated.
      returning xmax = 0 as inserted
    )
    select (count(*) filter (where inserted))::int as added from written`.execute(db);
  // Every entry named a product once: what was not added was there.
  const added = rows[0]!.added;
  return { added, updated: entries.length - added };
}

/** Removes the list's entries for every product but `keptProductIds` (an import that replaces the list); answers how many. */
export async function deleteEntriesExcept(db: DB, priceListId: string, keptProductIds: readonly string[]): Promise<number> {
  const result = await db
    .deleteFrom('priceListEntries')
    .where('priceListId', '=', priceListId)
    // One JSON text: node-postgres writes a uuid[] parameter element by element (20,000 of them).
    .where(sql<boolean>`product_id not in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(keptProductIds)}::jsonb))`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes one product's entry; answers the entry removed, undefined when there was none. */
export function deleteEntry(db: DB, priceListId: string, productId: string) {
  return db
    .deleteFrom('priceListEntries')
    .where('priceListId', '=', priceListId)
    .where('productId', '=', productId)
    .returning(['productId', 'percentOffBp', 'priceCents', 'priceTiers'])
    .executeTakeFirst();
}

/**
 * A page of the list's entries for kept products by SKU, after `afterSku`, `limit` of them; with
 * `q`, those whose product's SKU starts with it or whose name holds it (product-refs.ts: indexed).
 */
export function entriesPage(db: DB, priceListId: string, page: { q?: string; afterSku?: string; limit: number }) {
  let query = keptProductRefs(db, page.q)
    .innerJoin('priceListEntries as e', (join) => join.onRef('e.productId', '=', 'products.id').on('e.priceListId', '=', priceListId))
    .select(['e.percentOffBp', 'e.priceCents as entryPriceCents', 'e.priceTiers as entryPriceTiers'])
    .orderBy('products.sku')
    .limit(page.limit);
  if (page.afterSku !== undefined) query = query.where('products.sku', '>', page.afterSku);
  return query.execute();
}

export type EntryRow = Awaited<ReturnType<typeof entriesPage>>[number];
