import { z } from 'zod';
import { dollarsToCents } from '../money';
import { priceTierIssue } from '../rules/product-rules-check';
import { PRICE_TIERS_MAX, priceTiersProblem, tiersInCents } from '../rules/quantity-rules';
import { idSchema } from './ids';
import { PRODUCT_PRICE_MAX } from '../product-price-max';
import { pricedBySchema, skuSchema } from './product';
import { MONEY, numberCell, tiersCell } from './product-csv';
import { requiredText } from './text';

// Contract prices (issue 39, docs/decisions/136): price lists, their entries, their companies.
// Percentages travel as percents with at most two decimals (12.5) and are stored as basis points;
// prices travel as dollars and are stored as cents, as a product's do.

export const PRICE_LIST_NOT_FOUND_MESSAGE = 'No such price list';
export const PRICE_LIST_NAME_TAKEN_MESSAGE = 'There is already a price list with this name';
export const PRICE_LIST_NAME_MAX = 100;
export const PRICE_LIST_PRIORITY_MAX = 1000;
/** The most entries one `PUT /api/price-lists/{id}/entries` or CSV import writes. */
export const PRICE_LIST_ENTRIES_MAX = 20_000;

const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A percentage off: above 0, below 100, at most two decimals (12.5). */
export const percentOffSchema = z
  .number({ error: 'Enter the percentage off' })
  .gt(0, 'The percentage off is more than 0')
  .lt(100, 'The percentage off is less than 100')
  .refine(hasCents, 'Use at most two decimals for the percentage');

const windowEdge = z.iso.datetime({ offset: true, error: 'Enter a date and time (ISO 8601)' }).nullable().optional();

/**
 * `POST /api/price-lists`, `PUT /api/price-lists/{id}`.
 *
 * @example
 * priceListInputSchema.safeParse({ name: 'Acme 2027', priority: 10, startsAt: '2027-01-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' }).success; // false: ends before it starts
 */
export const priceListInputSchema = z
  .object({
    name: requiredText({ max: PRICE_LIST_NAME_MAX, tooLong: `Keep the name under ${PRICE_LIST_NAME_MAX} characters` }),
    priority: z
      .number({ error: 'Enter the priority' })
      .int('Enter a whole number for the priority')
      .min(0, 'The priority is at least 0')
      .max(PRICE_LIST_PRIORITY_MAX, `The priority is at most ${PRICE_LIST_PRIORITY_MAX}`)
      .describe('Higher wins: among a company’s lists active now, the highest that prices a product prices it'),
    startsAt: windowEdge.describe('Active from this instant (inclusive); absent or null: since always'),
    endsAt: windowEdge.describe('Active until this instant (exclusive); absent or null: with no end'),
    catalogueDiscountPercent: percentOffSchema.nullable().optional().describe('Percent off every product the list has no entry for; absent or null: none'),
  })
  .refine((list) => !list.startsAt || !list.endsAt || Date.parse(list.startsAt) < Date.parse(list.endsAt), {
    path: ['endsAt'],
    message: 'The list must end after it starts',
  });
export type PriceListInput = z.infer<typeof priceListInputSchema>;

/** A price list as the admin reads it. */
export const priceListSchema = z.object({
  id: idSchema,
  name: z.string(),
  priority: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  catalogueDiscountPercent: z.number().nullable(),
  entryCount: z.number().int(),
  companies: z.array(z.object({ id: idSchema, name: z.string() })).describe('The companies it is assigned to'),
  updatedAt: z.string(),
});
export type PriceListDto = z.infer<typeof priceListSchema>;

/** A fixed entry's price from `minQuantity` units on, in dollars; the first is from 1 unit. */
export const entryTierSchema = z.object({
  minQuantity: z.number({ error: 'Enter the quantity' }).int('Enter a whole number of units').min(1, 'A tier starts at 1 unit or more'),
  price: z.number({ error: 'Enter the price' }).positive('The price must be more than 0').max(PRODUCT_PRICE_MAX, `The price can be at most ${PRODUCT_PRICE_MAX}`).refine(hasCents, 'Use at most two decimals for the price'),
});

/**
 * One entry as written: a percentage off the product's own prices, or fixed prices by quantity
 * (a price from 1 unit, then up to five breaks at rising quantities and falling prices).
 *
 * @example
 * priceListEntryInputSchema.safeParse({ productId, tiers: [{ minQuantity: 1, price: 9.5 }, { minQuantity: 50, price: 8.75 }] }).success; // true
 * priceListEntryInputSchema.safeParse({ productId, tiers: [{ minQuantity: 5, price: 9.5 }] }).success; // false: the first price is from 1 unit
 */
export const priceListEntryInputSchema = z.union([
  z.object({ productId: idSchema, percentOff: percentOffSchema }).strict(),
  z
    .object({
      productId: idSchema,
      tiers: z
        .array(entryTierSchema)
        .min(1, 'Give a price from 1 unit')
        .max(PRICE_TIERS_MAX + 1, `A price from 1 unit and at most ${PRICE_TIERS_MAX} breaks`),
    })
    .strict()
    .superRefine(({ tiers }, ctx) => {
      if (tiers[0]!.minQuantity !== 1) {
        ctx.addIssue({ code: 'custom', path: ['tiers', 0, 'minQuantity'], message: 'The first price is from 1 unit' });
        return;
      }
      const problem = priceTiersProblem(dollarsToCents(tiers[0]!.price), tiersInCents(tiers.slice(1)));
      if (problem) ctx.addIssue({ code: 'custom', path: ['tiers'], message: problem });
    }),
]);
export type PriceListEntryInput = z.infer<typeof priceListEntryInputSchema>;

/** `PUT /api/price-lists/{id}/entries`: replaces these products' entries. */
export const priceListEntriesInputSchema = z.object({
  entries: z.array(priceListEntryInputSchema).min(1, 'Give at least one entry').max(PRICE_LIST_ENTRIES_MAX, `At most ${PRICE_LIST_ENTRIES_MAX} entries at once`),
});

/** An entry as the admin reads it, with the product's own price beside it. */
export const priceListEntrySchema = z.object({
  productId: idSchema,
  sku: z.string(),
  name: z.string(),
  listPrice: z.number().describe("The product's own price from one unit (dollars)"),
  percentOff: z.number().nullable(),
  tiers: z.array(entryTierSchema).nullable().describe('Fixed prices by quantity, the first from 1 unit; null for a percentage'),
});
export type PriceListEntryDto = z.infer<typeof priceListEntrySchema>;

/** `PUT /api/companies/{id}/price-lists`: the company's lists, first placed first (the tie-break between equal priorities). */
export const companyPriceListsInputSchema = z.object({
  priceListIds: z.array(idSchema).max(50, 'At most 50 lists per company').refine((ids) => new Set(ids).size === ids.length, 'List each price list once'),
});

/** The query of `GET /api/companies/{id}/price-check`: a product and a number of units (from the query string, so coerced). */
export const priceCheckInputSchema = z.object({
  productId: idSchema,
  quantity: z.coerce.number({ error: 'Enter a number of units' }).int('Enter a whole number of units').min(1, 'Enter at least 1 unit').max(1_000_000, 'Enter at most 1000000 units'),
});
export type PriceCheckInput = z.infer<typeof priceCheckInputSchema>;

/** `GET /api/companies/{id}/price-check?productId=&quantity=`: what the company pays and why. */
export const priceCheckSchema = z.object({
  unitPrice: z.number().describe('What one unit costs the company’s members at this quantity (dollars)'),
  listPrice: z.number().describe('The product’s own unit price at this quantity (dollars)'),
  priceList: pricedBySchema.nullable(),
});
export type PriceCheck = z.infer<typeof priceCheckSchema>;

/**
 * A price list's entries CSV (`GET|POST /api/price-lists/{id}/entries.csv`), one entry a line:
 * `sku`, `name` (the product's, for the reader; an import ignores it), `percentOff` (12.5) or
 * `price` (dollars, from 1 unit) with `priceTiers` as the products CSV writes them
 * (`10:11.50;50:10.90`, empty for none). The export's file imports back unchanged.
 */
export const PRICE_LIST_CSV_COLUMNS = ['sku', 'name', 'percentOff', 'price', 'priceTiers'] as const;
export type PriceListCsvColumn = (typeof PRICE_LIST_CSV_COLUMNS)[number];
export const PRICE_LIST_CSV_REQUIRED: readonly PriceListCsvColumn[] = ['sku'];
export const ENTRY_KIND_MESSAGE = 'Give a percentage off or a price';
export const ENTRY_BOTH_KINDS_MESSAGE = 'Give a percentage off or a price, not both';
export const TIERS_NEED_PRICE_MESSAGE = 'Volume prices go with a price, not a percentage';

const emptyAsNull = <T>(cell: z.ZodType<T, string>) =>
  z
    .string()
    .trim()
    .transform((text) => text || null)
    .pipe(cell.nullable());

/**
 * One line of an entries CSV, each cell checked on its own (the products CSV's cells and
 * messages), so a report names every bad cell; answers the entry as the PUT takes it, by SKU.
 *
 * @example
 * priceListCsvRowSchema.parse({ sku: 'sp-1', name: '', percentOff: '12.5', price: '', priceTiers: '' }); // { sku: 'SP-1', percentOff: 12.5 }
 * priceListCsvRowSchema.parse({ sku: 'SP-1', name: '', percentOff: '', price: '9.50', priceTiers: '10:9' });
 * // { sku: 'SP-1', tiers: [{ minQuantity: 1, price: 9.5 }, { minQuantity: 10, price: 9 }] }
 */
export const priceListCsvRowSchema = z
  .object({
    sku: skuSchema,
    name: z.string(),
    percentOff: emptyAsNull(numberCell(percentOffSchema, MONEY)),
    price: emptyAsNull(numberCell(entryTierSchema.shape.price, MONEY)),
    priceTiers: tiersCell,
  })
  .superRefine((row, ctx) => {
    if (row.percentOff === null && row.price === null) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: ENTRY_KIND_MESSAGE });
    else if (row.percentOff !== null && row.price !== null) ctx.addIssue({ code: 'custom', path: ['price'], message: ENTRY_BOTH_KINDS_MESSAGE });
    else if (row.percentOff !== null && row.priceTiers.length > 0) ctx.addIssue({ code: 'custom', path: ['priceTiers'], message: TIERS_NEED_PRICE_MESSAGE });
    else if (row.price !== null) {
      const issue = priceTierIssue(dollarsToCents(row.price), tiersInCents(row.priceTiers));
      if (issue) ctx.addIssue({ code: 'custom', ...issue });
    }
  })
  .transform((row) =>
    row.percentOff !== null
      ? { sku: row.sku, percentOff: row.percentOff }
      : { sku: row.sku, tiers: [{ minQuantity: 1, price: row.price! }, ...row.priceTiers] },
  );
export type PriceListCsvRow = z.infer<typeof priceListCsvRowSchema>;

/** `GET /api/price-lists/{id}/entries?q=&cursor=&limit=`: by SKU; `q` a SKU's start or part of the name. */
export const priceListEntriesQuerySchema = z.object({
  id: idSchema,
  q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
  cursor: z.string().max(200).optional().describe('nextCursor of the page before (the last SKU read)'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A page of a list's entries, by SKU. */
export const priceListEntriesPageSchema = z.object({
  priceList: pricedBySchema,
  items: z.array(priceListEntrySchema),
  nextCursor: z.string().nullable(),
});
export type PriceListEntriesPage = z.infer<typeof priceListEntriesPageSchema>;

/** `?replace=true` on an import: the file becomes the whole list (entries of other products are removed). */
export const priceListImportQuerySchema = z.object({ replace: z.enum(['true', 'false']).optional() });
