import { z } from 'zod';
import { dollarsToCents } from '../money';
import type { ShippingBand, ShippingKind } from '../rules/shipping';
import { countryCodeSchema } from './address-book';
import { idSchema } from './ids';
import { requiredText } from './text';

// Shipping zones and their methods (issue 38, docs/decisions/132): one schema per concept, for
// the admin's form and the procedures. The API speaks dollars (as `totalPrice` does) and
// kilograms; the database cents and grams.

export const SHIPPING_ZONE_NOT_FOUND_MESSAGE = 'No such shipping zone';
export const SHIPPING_METHOD_NOT_IN_ZONE_MESSAGE = 'No such delivery method in this zone';
export const SHIPPING_METHOD_REQUIRED_MESSAGE = 'Choose a delivery method';

/** Checkout's refusal when zones exist but none serves the address. @example noDeliveryMessage('Norway') // 'We do not deliver to Norway' */
export function noDeliveryMessage(countryName: string): string {
  return `We do not deliver to ${countryName}`;
}

export const SHIPPING_ZONE_METHODS_MAX = 20;
export const SHIPPING_BANDS_MAX = 20;
export const SHIPPING_PRICE_MAX = 100_000;

const hasDecimals = (places: number) => (value: number) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;

/** An amount in dollars, 0 or more, at most two decimals. */
const dollars = (what: string) =>
  z
    .number({ error: `Enter the ${what} in dollars` })
    .min(0, `The ${what} cannot be negative`)
    .max(SHIPPING_PRICE_MAX, `The ${what} can be at most ${SHIPPING_PRICE_MAX}`)
    .refine(hasDecimals(2), `Use at most two decimals for the ${what}`);

export const shippingKindSchema = z.enum(['flat', 'by_value', 'by_weight'], { error: 'Choose how it is priced: flat, by_value or by_weight' });

/** A band as the API writes it: from `from` (dollars of goods, or kilograms) on, it costs `price` dollars. */
export const shippingBandInputSchema = z.object({
  from: z.number({ error: 'Enter where the band starts' }).min(0, 'A band cannot start below 0').max(1_000_000, 'A band starts at most at 1000000').refine(hasDecimals(3), 'Use at most three decimals for where a band starts'),
  price: dollars('band price'),
});

/**
 * One delivery method of a zone. `flat` needs `price`; `by_value` and `by_weight` need `bands`
 * (the first from 0, then rising). `freeOver` makes it free from that goods total on.
 *
 * @example
 * shippingMethodInputSchema.safeParse({ name: 'Express', kind: 'flat', estimate: '1 working day' }).success; // false: no price
 */
export const shippingMethodInputSchema = z
  .object({
    id: idSchema.optional().describe('An existing method of the zone, to keep its id'),
    name: requiredText({ max: 60, tooLong: 'Keep the method name under 60 characters' }),
    kind: shippingKindSchema,
    price: dollars('price').optional(),
    bands: z.array(shippingBandInputSchema).max(SHIPPING_BANDS_MAX, `A method holds at most ${SHIPPING_BANDS_MAX} bands`).optional(),
    freeOver: dollars('free-delivery threshold').nullable().optional(),
    estimate: requiredText({ max: 60, tooLong: 'Keep the estimate under 60 characters' }).describe('Delivery time in words: "2-3 working days"'),
  })
  .superRefine((method, ctx) => {
    if (method.kind === 'flat' && method.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: 'Enter the price of a flat-rate method' });
    if (method.kind === 'flat') return;
    const bands = method.bands ?? [];
    if (bands.length === 0) ctx.addIssue({ code: 'custom', path: ['bands'], message: 'Enter at least one band, starting from 0' });
    else if (bands[0]!.from !== 0) ctx.addIssue({ code: 'custom', path: ['bands', 0, 'from'], message: 'The first band starts from 0' });
    bands.forEach((band, index) => {
      if (index > 0 && band.from <= bands[index - 1]!.from) ctx.addIssue({ code: 'custom', path: ['bands', index, 'from'], message: 'Each band starts above the one before' });
    });
  });
export type ShippingMethodInput = z.input<typeof shippingMethodInputSchema>;

/** A postcode prefix a zone or tax rate names: letters and digits, upper-cased, spaces dropped. */
export const regionSchema = z
  .string({ error: 'Enter a postcode prefix' })
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[A-Z0-9]{1,10}$/, 'A region is the start of a postcode: 1 to 10 letters or digits'));

/**
 * `POST /api/shipping-zones`, `PUT /api/shipping-zones/{id}`: a zone with its methods (the whole
 * list: methods left out are removed, an `id` keeps a method).
 *
 * @example
 * shippingZoneInputSchema.parse({ name: 'UK', countries: ['GB'], methods: [] }).regions; // []
 */
export const shippingZoneInputSchema = z
  .object({
    name: requiredText({ max: 100, tooLong: 'Keep the zone name under 100 characters' }),
    countries: z.array(countryCodeSchema, { error: 'List the countries the zone serves' }).min(1, 'A zone serves at least one country').max(250),
    regions: z.array(regionSchema).max(200, 'A zone names at most 200 regions').default([]).describe('Postcode prefixes within its one country; empty: the whole of each country'),
    methods: z.array(shippingMethodInputSchema).max(SHIPPING_ZONE_METHODS_MAX, `A zone holds at most ${SHIPPING_ZONE_METHODS_MAX} methods`),
  })
  .superRefine((zone, ctx) => {
    if (new Set(zone.countries).size !== zone.countries.length) ctx.addIssue({ code: 'custom', path: ['countries'], message: 'List each country once' });
    if (zone.regions.length > 0 && zone.countries.length !== 1) ctx.addIssue({ code: 'custom', path: ['regions'], message: 'A zone with regions serves exactly one country' });
    const names = zone.methods.map((method) => method.name.toLowerCase());
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) ctx.addIssue({ code: 'custom', path: ['methods', index, 'name'], message: 'Give each method of a zone its own name' });
    });
  });
export type ShippingZoneInput = z.input<typeof shippingZoneInputSchema>;
export type ShippingZoneFields = z.output<typeof shippingZoneInputSchema>;

export const shippingMethodSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: shippingKindSchema,
  price: z.number().nullable().describe('flat: dollars'),
  bands: z.array(z.object({ from: z.number(), price: z.number() })).describe('by_value: from dollars of goods; by_weight: from kilograms'),
  freeOver: z.number().nullable(),
  estimate: z.string(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const shippingZoneSchema = z.object({
  id: idSchema,
  name: z.string(),
  countries: z.array(z.string()),
  regions: z.array(z.string()),
  methods: z.array(shippingMethodSchema),
});
export type ShippingZone = z.infer<typeof shippingZoneSchema>;

/**
 * A band as the API writes it -> as stored: dollars of goods to cents, or kilograms to grams.
 *
 * @example
 * bandToStored('by_weight', { from: 2.5, price: 9.95 }); // { from: 2500, priceCents: 995 }
 * bandToStored('by_value', { from: 250, price: 0 }); // { from: 25000, priceCents: 0 }
 */
export function bandToStored(kind: ShippingKind, band: { from: number; price: number }): ShippingBand {
  return { from: kind === 'by_weight' ? Math.round(band.from * 1000) : dollarsToCents(band.from), priceCents: dollarsToCents(band.price) };
}

/** The inverse of bandToStored. @example bandFromStored('by_weight', { from: 2500, priceCents: 995 }); // { from: 2.5, price: 9.95 } */
export function bandFromStored(kind: ShippingKind, band: ShippingBand): { from: number; price: number } {
  return { from: kind === 'by_weight' ? band.from / 1000 : band.from / 100, price: band.priceCents / 100 };
}

/** A method checkout offers for an address: its price for this cart (dollars) and estimate. */
export const shippingOptionSchema = z.object({ id: idSchema, name: z.string(), price: z.number(), estimate: z.string() });
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** What an order was charged for delivery: the method's name as it was, and the amount (dollars). */
export const orderShippingSchema = z.object({ method: z.string(), amount: z.number(), estimate: z.string().nullable() });
export type OrderShipping = z.infer<typeof orderShippingSchema>;
