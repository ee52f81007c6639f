import type { DB } from '../../../db/database';

/** A price list the demo seed starts with: fixed id, fixed prices or percentages, its companies. */
export interface SeedPriceList {
  id: string;
  name: string;
  priority: number;
  catalogueDiscountBp: number | null;
  entries: ({ productId: string; priceCents: number; priceTiers: { minQuantity: number; priceCents: number }[] } | { productId: string; percentOffBp: number })[];
  companyIds: string[];
}

/**
 * Adds a demo price list once, with its entries for the products present and its companies: when
 * its id is already there nothing changes (an admin's edits survive a restart). True when added.
 */
export async function insertSeedPriceList(db: DB, list: SeedPriceList, productIds: ReadonlySet<string>): Promise<boolean> {
  const added = await db
    .insertInto('priceLists')
    .values({ id: list.id, name: list.name, priority: list.priority, catalogueDiscountBp: list.catalogueDiscountBp })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!added) return false;
  const entries = list.entries.filter((entry) => productIds.has(entry.productId));
  if (entries.length > 0) {
    await db
      .insertInto('priceListEntries')
      .values(
        entries.map((entry) =>
          'percentOffBp' in entry
            ? { priceListId: list.id, productId: entry.productId, percentOffBp: entry.percentOffBp }
            : { priceListId: list.id, productId: entry.productId, priceCents: entry.priceCents, priceTiers: JSON.stringify(entry.priceTiers) },
        ),
      )
      .execute();
  }
  for (const [index, companyId] of list.companyIds.entries()) {
    await db
      .insertInto('companyPriceLists')
      .values({ companyId, priceListId: list.id, position: index + 1 })
      .onConflict((oc) => oc.columns(['companyId', 'priceListId']).doNothing())
      .execute();
  }
  return true;
}
