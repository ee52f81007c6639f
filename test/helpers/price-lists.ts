import type { ContractRule } from '../../src/shared/rules/contract-prices';
import type { DB } from '../../src/server/db/database';

/** A price list as a test wants it: active always, priority 0, no catalogue-wide percentage, unless told. */
export async function createPriceList(
  db: DB,
  fields: { name: string; priority?: number; startsAt?: Date | null; endsAt?: Date | null; catalogueDiscountBp?: number | null },
): Promise<{ id: string; name: string }> {
  return db
    .insertInto('priceLists')
    .values({ name: fields.name, priority: fields.priority ?? 0, startsAt: fields.startsAt ?? null, endsAt: fields.endsAt ?? null, catalogueDiscountBp: fields.catalogueDiscountBp ?? null })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

/** Prices `productId` in the list by `rule` (replacing its entry). */
export async function setEntry(db: DB, priceListId: string, productId: string, rule: ContractRule): Promise<void> {
  const values =
    rule.kind === 'fixed'
      ? { percentOffBp: null, priceCents: rule.priceCents, priceTiers: JSON.stringify(rule.priceTiers) }
      : { percentOffBp: rule.basisPoints, priceCents: null, priceTiers: '[]' };
  await db
    .insertInto('priceListEntries')
    .values({ priceListId, productId, ...values })
    .onConflict((oc) => oc.columns(['priceListId', 'productId']).doUpdateSet(values))
    .execute();
}

/** Gives the company exactly these lists, placed in this order. */
export async function assignLists(db: DB, companyId: string, priceListIds: readonly string[]): Promise<void> {
  await db.deleteFrom('companyPriceLists').where('companyId', '=', companyId).execute();
  if (priceListIds.length === 0) return;
  await db
    .insertInto('companyPriceLists')
    .values(priceListIds.map((priceListId, index) => ({ companyId, priceListId, position: index + 1 })))
    .execute();
}
