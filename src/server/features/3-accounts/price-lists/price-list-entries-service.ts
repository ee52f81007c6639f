import { centsToDollars, dollarsToCents } from '../../../../shared/money';
import {
  PRICE_LIST_NOT_FOUND_MESSAGE,
  type PriceListEntriesPage,
  type PriceListEntryDto,
  type PriceListEntryInput,
} from '../../../../shared/schemas/price-list';
import type { DB } from '../../../db/database';
import { AppError, type FieldErrors } from '../../../errors/app-error';
import { recordAudit, type AuditActor } from '../../1-platform/audit/audit-log-repository';
import { keptProductsAmongIds } from '../../2-catalogue/products/product-refs';
import {
  deleteEntriesExcept,
  deleteEntry,
  entriesPage,
  lockPriceListForEntries,
  priceListRef,
  upsertEntries,
  type EntryRow,
  type EntryValues,
} from './price-list-entries-repository';

/*
 * A price list's entries (issue 39): `PUT /api/price-lists/{id}/entries` replaces the named
 * products' entries, `DELETE .../entries/{productId}` removes one, `GET .../entries` pages them
 * by SKU, and the CSV import (price-list-entries-csv-routes.ts) writes a checked file. Each write
 * is one transaction holding the list's row (lockPriceListForEntries: writes of one list take
 * turns) with one audit entry carrying counts, never one per entry.
 *
 * Errors: 404 an unknown list (PRICE_LIST_NOT_FOUND_MESSAGE); 400 naming `entries.{i}.productId`
 * for a product that does not exist or was deleted.
 */

export const NO_SUCH_PRODUCT_MESSAGE = 'No such product';
const noSuchList = () => new AppError('not-found', PRICE_LIST_NOT_FOUND_MESSAGE);

/** An entry as written, as stored: percent to basis points, dollars to cents, the first tier as the price. */
export function entryValuesOf(productId: string, entry: { percentOff: number } | { tiers: { minQuantity: number; price: number }[] }): EntryValues {
  if ('percentOff' in entry) return { productId, percentOffBp: Math.round(entry.percentOff * 100), priceCents: null, priceTiers: [] };
  const [first, ...breaks] = entry.tiers;
  return { productId, percentOffBp: null, priceCents: dollarsToCents(first!.price), priceTiers: breaks.map((tier) => ({ minQuantity: tier.minQuantity, priceCents: dollarsToCents(tier.price) })) };
}

export function toEntryDto(row: EntryRow): PriceListEntryDto {
  return {
    productId: row.id,
    sku: row.sku,
    name: row.name,
    listPrice: centsToDollars(row.priceCents),
    percentOff: row.percentOffBp === null ? null : row.percentOffBp / 100,
    tiers:
      row.entryPriceCents === null
        ? null
        : [{ minQuantity: 1, priceCents: row.entryPriceCents }, ...row.entryPriceTiers].map((tier) => ({ minQuantity: tier.minQuantity, price: centsToDollars(tier.priceCents) })),
  };
}

/** Replaces the entries of the products `entries` names (others stay), in one transaction with one audit entry. */
export function setEntries(db: DB, actor: AuditActor, priceListId: string, entries: readonly PriceListEntryInput[]): Promise<{ added: number; updated: number }> {
  return db.transaction().execute(async (trx) => {
    const list = await lockPriceListForEntries(trx, priceListId);
    if (!list) throw noSuchList();
    const known = new Set((await keptProductsAmongIds(trx, entries.map((entry) => entry.productId))).map((product) => product.id));
    const unknown: FieldErrors = {};
    entries.forEach((entry, i) => {
      if (!known.has(entry.productId)) unknown[`entries.${i}.productId`] = [NO_SUCH_PRODUCT_MESSAGE];
    });
    if (Object.keys(unknown).length > 0) throw new AppError('invalid', NO_SUCH_PRODUCT_MESSAGE, unknown);
    // A product named twice: the later entry is the one kept, as in a spreadsheet read top to bottom.
    const byProduct = new Map(entries.map((entry) => [entry.productId, entryValuesOf(entry.productId, entry)]));
    const counts = await upsertEntries(trx, priceListId, [...byProduct.values()]);
    await recordAudit(trx, actor, { action: 'price_list.entries_set', target: priceListId, details: { list: list.name, ...counts } });
    return counts;
  });
}

/**
 * Removes the product's entry from the list. Idempotent: an entry already gone answers
 * `{deletedCount: 0}` (and writes no audit entry); only an unknown list is 404.
 */
export function removeEntry(db: DB, actor: AuditActor, priceListId: string, productId: string): Promise<{ deletedCount: number }> {
  return db.transaction().execute(async (trx) => {
    const list = await lockPriceListForEntries(trx, priceListId);
    if (!list) throw noSuchList();
    const removed = await deleteEntry(trx, priceListId, productId);
    if (!removed) return { deletedCount: 0 };
    await recordAudit(trx, actor, { action: 'price_list.entry_removed', target: priceListId, before: removed, details: { list: list.name } });
    return { deletedCount: 1 };
  });
}

/** Writes an import's checked entries in one transaction: upserts, or with `replace` the whole list; one audit entry. */
export function importEntries(
  db: DB,
  actor: AuditActor,
  priceListId: string,
  entries: readonly EntryValues[],
  replace: boolean,
): Promise<{ added: number; updated: number; removed: number }> {
  return db.transaction().execute(async (trx) => {
    const list = await lockPriceListForEntries(trx, priceListId);
    if (!list) throw noSuchList();
    const counts = await upsertEntries(trx, priceListId, entries);
    const removed = replace ? await deleteEntriesExcept(trx, priceListId, entries.map((entry) => entry.productId)) : 0;
    await recordAudit(trx, actor, { action: 'price_list.entries_imported', target: priceListId, details: { list: list.name, source: 'csv', replace, lines: entries.length, ...counts, removed } });
    return { ...counts, removed };
  });
}

/** The list's id and name, or 404. */
export async function priceListOrFail(db: DB, priceListId: string): Promise<{ id: string; name: string }> {
  const list = await priceListRef(db, priceListId);
  if (!list) throw noSuchList();
  return list;
}

/** A page of the list's entries by SKU (`nextCursor`: the page's last SKU, null on the last page). */
export async function entriesOf(db: DB, query: { id: string; q?: string; cursor?: string; limit: number }): Promise<PriceListEntriesPage> {
  const priceList = await priceListOrFail(db, query.id);
  const rows = await entriesPage(db, query.id, { q: query.q, afterSku: query.cursor || undefined, limit: query.limit + 1 });
  const items = rows.slice(0, query.limit).map(toEntryDto);
  return { priceList, items, nextCursor: rows.length > query.limit ? items[items.length - 1]!.sku : null };
}
