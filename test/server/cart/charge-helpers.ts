import type { DB } from '../../../src/server/db/database';
import type { ShippingBand, ShippingKind } from '../../../src/shared/rules/shipping';
import type { TaxClass } from '../../../src/shared/rules/tax';

/*
 * Shipping zones, methods and tax rates written straight into their tables (the admin's screens
 * and procedures are the shipping feature's own tests): what checkout and placeOrder charge by.
 */

export interface MethodFields {
  name: string;
  kind?: ShippingKind;
  priceCents?: number | null;
  bands?: ShippingBand[];
  freeOverCents?: number | null;
  estimate?: string;
}

/** A zone of `countries` (and postcode `regions`) with its methods in order; answers each method's id by name. */
export async function addZone(db: DB, zone: { name?: string; countries: string[]; regions?: string[]; methods: MethodFields[] }): Promise<Record<string, string>> {
  const { id: zoneId } = await db
    .insertInto('shippingZones')
    .values({ name: zone.name ?? zone.countries.join(' '), countries: zone.countries, regions: zone.regions ?? [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: Record<string, string> = {};
  for (const [index, method] of zone.methods.entries()) {
    const row = await db
      .insertInto('shippingMethods')
      .values({
        zoneId,
        position: index + 1,
        name: method.name,
        kind: method.kind ?? 'flat',
        priceCents: method.priceCents ?? null,
        bands: JSON.stringify(method.bands ?? []),
        freeOverCents: method.freeOverCents ?? null,
        estimate: method.estimate ?? '2-3 working days',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[method.name] = row.id;
  }
  return ids;
}

/** A tax rate (basis points: 2000 is 20%) for `taxClass` in `country`, optionally a postcode prefix. */
export async function addTaxRate(db: DB, rate: { country: string; region?: string; taxClass?: TaxClass; basisPoints: number }): Promise<void> {
  await db
    .insertInto('taxRates')
    .values({ country: rate.country, region: rate.region ?? null, taxClass: rate.taxClass ?? 'standard', rateBasisPoints: rate.basisPoints })
    .execute();
}

/** No zones and no rates: the shop as before issue 38 (each test starts from it). */
export async function clearCharges(db: DB): Promise<void> {
  await db.deleteFrom('shippingZones').execute();
  await db.deleteFrom('taxRates').execute();
}

/** A product's weight (grams a unit) and tax class. */
export async function setProductTax(db: DB, productId: string, fields: { weightGrams?: number | null; taxClass?: TaxClass }): Promise<void> {
  await db.updateTable('products').set(fields).where('id', '=', productId).execute();
}

/** A typed address in `country`, as checkout's `address` takes it. */
export function typedAddress(country: string, postcode = 'TW9 3AB') {
  return { name: 'Ann Lee', line1: '1 Herb Row', city: 'Kew', postcode, country, phone: '+44 20 7946 0000' };
}

/** What an order stored of its charges, and its tax lines. */
export async function storedCharges(db: DB, orderId: string) {
  const order = await db
    .selectFrom('orders')
    .select(['goodsCents', 'shippingCents', 'shippingMethod', 'shippingEstimate', 'taxCents', 'totalCents', 'pricesIncludeTax', 'shipCountry', 'taxExemption', 'taxExemptionReference', 'buyerTaxId'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const taxLines = await db
    .selectFrom('orderTaxLines')
    .select(['rateBasisPoints', 'taxableCents', 'taxCents'])
    .where('orderId', '=', orderId)
    .orderBy('rateBasisPoints', 'desc')
    .execute();
  return { ...order, taxLines };
}
