import { z } from 'zod';
import type { ShippingKind } from '../../../shared/rules/shipping';
import type { TaxClass } from '../../../shared/rules/tax';
import { shippingZoneInputSchema, type ShippingZone, type ShippingZoneInput } from '../../../shared/schemas/shipping';
import { taxRateInputSchema, type TaxRate, type TaxRateInput } from '../../../shared/schemas/tax';

/*
 * The zone and tax-rate dialogs' values as their inputs hold them (text), and the shared schemas
 * they are checked with once turned into the API's input: the form shows the procedures' own
 * messages on the same paths (`methods.0.price`).
 */

export interface BandFormValues {
  from: string;
  price: string;
}

export interface MethodFormValues {
  /** The method's id when it exists ('' for a new one); not `id`, which useFieldArray keeps for itself. */
  methodId: string;
  name: string;
  kind: ShippingKind;
  price: string;
  freeOver: string;
  estimate: string;
  /** Kept while the kind is flat, so switching back and forth loses nothing; sent only for banded kinds. */
  bands: BandFormValues[];
}

export interface ZoneFormValues {
  name: string;
  countries: string[];
  /** Postcode prefixes separated by commas. */
  regions: string;
  methods: MethodFormValues[];
}

export interface TaxRateFormValues {
  country: string;
  region: string;
  taxClass: TaxClass;
  ratePercent: string;
}

/** A number typed in a box; undefined when left empty (the schema then says what to enter). @example amountOf(' 9.95 ') // 9.95 */
export function amountOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

const text = (value: number | null) => (value === null ? '' : String(value));

export const BLANK_BAND: BandFormValues = { from: '', price: '' };
export const BLANK_METHOD: MethodFormValues = { methodId: '', name: '', kind: 'flat', price: '', freeOver: '', estimate: '', bands: [{ from: '0', price: '' }] };
export const BLANK_ZONE: ZoneFormValues = { name: '', countries: [], regions: '', methods: [BLANK_METHOD] };
export const BLANK_TAX_RATE: TaxRateFormValues = { country: '', region: '', taxClass: 'standard', ratePercent: '' };

/** A zone as its dialog edits it. */
export function zoneFormValues(zone: ShippingZone): ZoneFormValues {
  return {
    name: zone.name,
    countries: zone.countries,
    regions: zone.regions.join(', '),
    methods: zone.methods.map((method) => ({
      methodId: method.id,
      name: method.name,
      kind: method.kind,
      price: text(method.price),
      freeOver: text(method.freeOver),
      estimate: method.estimate,
      bands: method.bands.length > 0 ? method.bands.map((band) => ({ from: String(band.from), price: String(band.price) })) : BLANK_METHOD.bands,
    })),
  };
}

/**
 * The dialog's values as `POST`/`PUT /api/shipping-zones` takes them: a flat method sends its
 * price, a banded one its bands; an empty free-delivery box is "never free".
 *
 * @example
 * zoneInputOf({ ...BLANK_ZONE, name: 'UK', countries: ['GB'], regions: 'BT, je', methods: [] }).regions; // ['BT', 'je']
 */
export function zoneInputOf(values: ZoneFormValues): ShippingZoneInput {
  return {
    name: values.name,
    countries: values.countries,
    regions: values.regions
      .split(',')
      .map((region) => region.trim())
      .filter(Boolean),
    methods: values.methods.map((method) => ({
      ...(method.methodId ? { id: method.methodId } : {}),
      name: method.name,
      kind: method.kind,
      estimate: method.estimate,
      freeOver: amountOf(method.freeOver) ?? null,
      ...(method.kind === 'flat'
        ? { price: amountOf(method.price) }
        : { bands: method.bands.map((band) => ({ from: amountOf(band.from) as number, price: amountOf(band.price) as number })) }),
    })),
  };
}

/** The zone dialog's check: its values as the API's input, by the procedure's own schema. */
export const zoneFormSchema = z.custom<ZoneFormValues>().transform(zoneInputOf).pipe(shippingZoneInputSchema);

export function taxRateFormValues(rate: TaxRate): TaxRateFormValues {
  return { country: rate.country, region: rate.region ?? '', taxClass: rate.taxClass, ratePercent: String(rate.ratePercent) };
}

/** @example taxRateInputOf({ country: 'GB', region: ' ', taxClass: 'standard', ratePercent: '20' }) // { country: 'GB', region: null, taxClass: 'standard', ratePercent: 20 } */
export function taxRateInputOf(values: TaxRateFormValues): TaxRateInput {
  return { country: values.country, region: values.region.trim() || null, taxClass: values.taxClass, ratePercent: amountOf(values.ratePercent) as number };
}

/** The tax-rate dialog's check, by the procedure's own schema. */
export const taxRateFormSchema = z.custom<TaxRateFormValues>().transform(taxRateInputOf).pipe(taxRateInputSchema);
