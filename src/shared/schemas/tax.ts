import { z } from 'zod';
import { centsToDollars } from '../money';
import { basisPointsToPercent, TAX_CLASSES, type TaxLine } from '../rules/tax';
import { countryCodeSchema } from './address-book';
import { idSchema } from './ids';
import { regionSchema, shippingOptionSchema } from './shipping';
import { text } from './text';

// Tax rates, product tax classes, company exemptions and the checkout quote (issue 38,
// docs/decisions/132). Rates travel as percents with at most two decimals; stored as basis points.

export const TAX_RATE_NOT_FOUND_MESSAGE = 'No such tax rate';
export const TAX_RATE_EXISTS_MESSAGE = 'There is already a rate for this country, region and tax class';
export const REVERSE_CHARGE_NEEDS_TAX_ID_MESSAGE = 'Reverse charge needs the company’s tax id: add it first';
export const CERTIFICATE_NEEDS_REFERENCE_MESSAGE = 'Enter the exemption certificate’s reference';

/** The words an exempt order's invoice prints, with both parties' tax ids beside them. */
export const REVERSE_CHARGE_WORDING = 'Reverse charge: VAT to be accounted for by the recipient';
/** @example certificateWording('EX-2291') // 'Exempt: certificate EX-2291' */
export function certificateWording(reference: string): string {
  return `Exempt: certificate ${reference}`;
}

/**
 * Why an order (or a quote) carries no tax, in the invoice's words; null when it is not exempt.
 *
 * @example
 * taxNoteOf('certificate', 'EX-2291'); // 'Exempt: certificate EX-2291'
 * taxNoteOf(null, null); // null
 */
export function taxNoteOf(exemption: 'reverse_charge' | 'certificate' | null, reference: string | null): string | null {
  if (exemption === 'reverse_charge') return REVERSE_CHARGE_WORDING;
  if (exemption === 'certificate') return certificateWording(reference ?? '');
  return null;
}

export const taxClassSchema = z.enum(TAX_CLASSES, { error: 'Choose a tax class: standard, reduced or zero' });
export const TAX_CLASS_LABEL: Record<z.infer<typeof taxClassSchema>, string> = { standard: 'Standard', reduced: 'Reduced', zero: 'Zero' };

/** A rate in percent: 0 to 100, at most two decimals (8.25). */
export const ratePercentSchema = z
  .number({ error: 'Enter the rate in percent' })
  .min(0, 'A rate cannot be negative')
  .max(100, 'A rate is at most 100%')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimals for the rate');

/**
 * `POST /api/tax-rates`, `PUT /api/tax-rates/{id}`.
 *
 * @example
 * taxRateInputSchema.parse({ country: 'GB', taxClass: 'standard', ratePercent: 20 }).region; // null
 */
export const taxRateInputSchema = z.object({
  country: countryCodeSchema,
  region: regionSchema.nullable().optional().transform((value) => value ?? null).describe('A postcode prefix within the country; null: the whole country'),
  taxClass: taxClassSchema,
  ratePercent: ratePercentSchema,
});
export type TaxRateInput = z.input<typeof taxRateInputSchema>;

export const taxRateSchema = z.object({ id: idSchema, country: z.string(), region: z.string().nullable(), taxClass: taxClassSchema, ratePercent: z.number() });
export type TaxRate = z.infer<typeof taxRateSchema>;

export const taxExemptionReasonSchema = z.enum(['reverse_charge', 'certificate'], { error: 'Choose reverse_charge, certificate or null' });
export type TaxExemptionReason = z.infer<typeof taxExemptionReasonSchema>;

/**
 * `PUT /api/companies/{id}/tax-exemption`: `reason` null lifts it; a certificate needs its reference.
 *
 * @example
 * taxExemptionInputSchema.safeParse({ reason: 'certificate' }).success; // false
 */
export const taxExemptionInputSchema = z
  .object({
    reason: taxExemptionReasonSchema.nullable(),
    reference: text({ max: 100, tooLong: 'Keep the reference under 100 characters' }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.reason === 'certificate' && !input.reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: CERTIFICATE_NEEDS_REFERENCE_MESSAGE });
  });
export type TaxExemptionInput = z.input<typeof taxExemptionInputSchema>;

/** One rate of an order's tax as the API shows it (dollars). */
export const taxLineSchema = z.object({ ratePercent: z.number(), taxable: z.number(), amount: z.number() });
export type TaxLineDto = z.infer<typeof taxLineSchema>;

/** A tax line as stored (cents, basis points) -> as the API shows it. @example toTaxLineDto({ basisPoints: 550, taxableCents: 1010, taxCents: 56 }); // { ratePercent: 5.5, taxable: 10.1, amount: 0.56 } */
export function toTaxLineDto(line: TaxLine): TaxLineDto {
  return { ratePercent: basisPointsToPercent(line.basisPoints), taxable: centsToDollars(line.taxableCents), amount: centsToDollars(line.taxCents) };
}

/** `POST /api/checkout/quote`: what the cart costs delivered to this address with this method. */
export const checkoutQuoteSchema = z.object({
  goods: z.number().describe('The lines at their volume prices, dollars'),
  shipping: z.number().describe('The chosen (or cheapest) method, dollars; 0 with no shipping configured'),
  tax: z.array(taxLineSchema),
  total: z.number().describe('What the buyer pays, dollars'),
  methods: z.array(shippingOptionSchema).describe('Every method serving the address, cheapest first'),
  shippingMethodId: idSchema.nullable().describe('The method priced in shipping'),
  taxNote: z.string().nullable().describe('Why no tax is charged, for an exempt company'),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
