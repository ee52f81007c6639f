import { centsToDollars, dollarsToCents } from '../../../../shared/money';
import { basisPointsToPercent, percentToBasisPoints } from '../../../../shared/rules/tax';
import { bandFromStored, bandToStored, type ShippingMethod, type ShippingZone, type ShippingZoneFields } from '../../../../shared/schemas/shipping';
import type { TaxRate } from '../../../../shared/schemas/tax';
import type { MethodFields, MethodRow, ZoneFields, ZoneRow } from './shipping-zones-repository';
import type { TaxRateFields, TaxRateRow } from './tax-rates-repository';

/* The API's dollars, percents and kilograms <-> the database's cents, basis points and grams (docs/decisions/132). */

export function toMethodDto(row: MethodRow): ShippingMethod {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    price: row.priceCents === null ? null : centsToDollars(row.priceCents),
    bands: row.bands.map((band) => bandFromStored(row.kind, band)),
    freeOver: row.freeOverCents === null ? null : centsToDollars(row.freeOverCents),
    estimate: row.estimate,
  };
}

export function toZoneDto(zone: ZoneRow, methods: readonly MethodRow[]): ShippingZone {
  return { id: zone.id, name: zone.name, countries: zone.countries, regions: zone.regions, methods: methods.map(toMethodDto) };
}

/** A zone's own fields of the admin's input. */
export function zoneFields(input: ShippingZoneFields): ZoneFields {
  return { name: input.name, countries: input.countries, regions: input.regions };
}

/** A method of the admin's input as stored at `position`: a flat method keeps no bands, a banded one no price. */
export function methodFields(method: ShippingZoneFields['methods'][number], position: number): MethodFields {
  const flat = method.kind === 'flat';
  return {
    position,
    name: method.name,
    kind: method.kind,
    priceCents: flat ? dollarsToCents(method.price ?? 0) : null,
    bands: flat ? [] : (method.bands ?? []).map((band) => bandToStored(method.kind, band)),
    freeOverCents: method.freeOver === undefined || method.freeOver === null ? null : dollarsToCents(method.freeOver),
    estimate: method.estimate,
  };
}

export function toTaxRateDto(row: TaxRateRow): TaxRate {
  return { id: row.id, country: row.country, region: row.region, taxClass: row.taxClass, ratePercent: basisPointsToPercent(row.rateBasisPoints) };
}

export function taxRateFields(input: { country: string; region: string | null; taxClass: TaxRate['taxClass']; ratePercent: number }): TaxRateFields {
  return { country: input.country, region: input.region, taxClass: input.taxClass, rateBasisPoints: percentToBasisPoints(input.ratePercent) };
}
