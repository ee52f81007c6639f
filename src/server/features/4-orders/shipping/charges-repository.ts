import { CompiledQuery } from 'kysely';
import type { ShippingBand, ShippingKind } from '../../../../shared/rules/shipping';
import type { TaxClass } from '../../../../shared/rules/tax';
import type { DB } from '../../../db/database';
import { prepared } from '../../../db/prepared-statements';

/** A delivery method as order-charges prices it. */
export interface ChargeableMethod {
  id: string;
  name: string;
  kind: ShippingKind;
  priceCents: number | null;
  bands: ShippingBand[];
  freeOverCents: number | null;
  estimate: string;
}

/** A zone of the address's country with its methods, in the admin's order. */
export interface ChargeableZone {
  id: string;
  countries: string[];
  regions: string[];
  methods: ChargeableMethod[];
}

/** What pricing an order's delivery and tax in `country` needs to know. */
export interface ChargeFacts {
  /** The shop has at least one zone somewhere: without any, no shipping is charged. */
  anyZones: boolean;
  /** The zones naming `country` (servingZones picks those that serve the postcode), oldest first. */
  zones: ChargeableZone[];
  /** The tax rates of `country`, every region and class. */
  rates: { country: string; region: string | null; taxClass: TaxClass; basisPoints: number }[];
}

// Written out once (as lock_order_rows is called) and prepared (docs/decisions/153): placeOrder sends it under its locks on every order.
/** findChargeFacts's statement; `$1` is the country (bench/bare-orders.ts sends it too). */
export const CHARGE_FACTS = `select
  exists (select 1 from shipping_zones) as "anyZones",
  (select coalesce(json_agg(json_build_object(
      'id', z.id, 'countries', z.countries, 'regions', z.regions,
      'methods', (select coalesce(json_agg(json_build_object(
          'id', m.id, 'name', m.name, 'kind', m.kind, 'priceCents', m.price_cents, 'bands', m.bands,
          'freeOverCents', m.free_over_cents, 'estimate', m.estimate) order by m.position), '[]')
        from shipping_methods m where m.zone_id = z.id)
    ) order by z.created_at, z.id), '[]')
    from shipping_zones z where $1 = any (z.countries)) as "zones",
  (select coalesce(json_agg(json_build_object(
      'country', r.country, 'region', r.region, 'taxClass', r.tax_class, 'basisPoints', r.rate_basis_points)), '[]')
    from tax_rates r where r.country = $1) as "rates"`;

/**
 * The zones of `country` with their methods (by position), the country's tax rates and whether
 * the shop has any zone at all: one statement, so checkout's quote and placeOrder (inside its
 * transaction, after its locks) pay one round trip for both.
 */
export async function findChargeFacts(db: DB, country: string): Promise<ChargeFacts> {
  const { rows } = await db.executeQuery<ChargeFacts>(prepared(CompiledQuery.raw(CHARGE_FACTS, [country])));
  return rows[0]!;
}
