import { z } from 'zod';
import { isCountryCode } from '../countries';
import { phoneSchema } from './contact';
import { idSchema } from './ids';
import { requiredText, text } from './text';

/** The most addresses one account keeps: a firm with many sites still fits, a script cannot fill the table. */
export const ADDRESSES_MAX = 50;
export const ADDRESSES_FULL_MESSAGE = `Your address book is full: remove an address before adding one (${ADDRESSES_MAX} at most)`;
export const ADDRESS_NOT_FOUND_MESSAGE = 'No such address in your address book';

/** An ISO 3166-1 alpha-2 code, upper case, as the address form's country list sends it. */
export const countryCodeSchema = z
  .string({ error: 'Choose a country' })
  .refine(isCountryCode, { message: 'Choose a country from the list (a two-letter code like DE or US)' });

/** Optional text: blank is the same as left out, stored as null. */
const optionalText = (max: number, tooLong: string) =>
  text({ max, tooLong })
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value));

/**
 * A delivery address as a customer types it in the address book or at checkout. The same
 * schema validates the form and the procedure.
 *
 * @example
 * addressInputSchema.parse({ name: 'Ann Lee', line1: '1 Herb Row', city: 'Kew', country: 'GB', phone: '555-0100' }).company; // null
 * addressInputSchema.safeParse({ name: 'Ann Lee', line1: '1 Herb Row', city: 'Kew', country: 'UK', phone: '555-0100' }).success; // false
 */
export const addressInputSchema = z.object({
  name: requiredText({ max: 100, tooLong: 'Keep the name under 100 characters' }),
  company: optionalText(100, 'Keep the company under 100 characters'),
  line1: requiredText({ max: 200, tooLong: 'Keep the address line under 200 characters' }),
  line2: optionalText(200, 'Keep the address line under 200 characters'),
  city: requiredText({ max: 100, tooLong: 'Keep the city under 100 characters' }),
  postcode: optionalText(20, 'Keep the postcode under 20 characters'),
  country: countryCodeSchema,
  phone: phoneSchema,
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressFields = z.output<typeof addressInputSchema>;

/** `POST /api/addresses` and `PUT /api/addresses/{id}`: the address, and whether it becomes the default. */
export const addressWriteSchema = addressInputSchema.extend({
  isDefault: z.boolean().optional().describe('Make it the default address (the first one always is)'),
});

/** A saved address as the API shows it: `company`, `line2` and `postcode` are left out when empty. */
export const savedAddressSchema = z.object({
  id: idSchema,
  name: z.string(),
  company: z.string().optional(),
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  postcode: z.string().optional(),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/**
 * An address as the one text an order keeps (orders.address, what the invoice and the admin
 * read): one line per part, the postcode before the city, the country code last.
 *
 * @example
 * addressText({ name: 'Ann Lee', company: 'Lee Gardens', line1: '1 Herb Row', line2: null, city: 'Kew', postcode: 'TW9 3AB', country: 'GB' });
 * // 'Ann Lee\nLee Gardens\n1 Herb Row\nTW9 3AB Kew\nGB'
 */
export function addressText(address: {
  name: string;
  company: string | null;
  line1: string;
  line2: string | null;
  city: string;
  postcode: string | null;
  country: string;
}): string {
  return [address.name, address.company, address.line1, address.line2, [address.postcode, address.city].filter(Boolean).join(' '), address.country]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n');
}
