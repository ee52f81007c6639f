import { z } from 'zod';
import { idSchema } from './ids';
import { pricedBySchema, priceTierSchema } from './product';
import { text } from './text';
import { COMPANY_PRODUCTS_SORTS } from '../company-products-sorts';

/** How far back "Products we buy" looks: the products a company ordered in the last 12 months. */
export const COMPANY_PRODUCTS_MONTHS = 12;

/** How many products one page holds unless asked otherwise, and the most it may hold. */
export const COMPANY_PRODUCTS_PAGE_SIZE = 25;
export const COMPANY_PRODUCTS_PAGE_MAX = 100;


/**
 * `GET /api/my-company/products`: part of a product's name or SKU (any case, taken literally;
 * blank means every product), the sort, where to continue (the opaque `nextCursor` of the page
 * before, made for the same sort) and how many.
 *
 * @example
 * companyProductsInputSchema.parse({ q: ' spade ', sort: 'name', limit: '10' }); // { q: 'spade', sort: 'name', limit: 10 }
 * companyProductsInputSchema.parse({}); // { sort: 'last_ordered', limit: 25 }
 * companyProductsInputSchema.safeParse({ limit: '101' }).success; // false: "Ask for at most 100 products"
 */
export const companyProductsInputSchema = z.object({
  q: text({ max: 100 }).optional().describe('Part of the product name or SKU, any case, taken literally'),
  sort: z
    .enum(COMPANY_PRODUCTS_SORTS, { error: 'Sort by last_ordered, name or times_ordered' })
    .default('last_ordered')
    .describe('last_ordered: newest first (the default); name: A to Z; times_ordered: most first'),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,800}$/, 'Invalid page cursor')
    .optional()
    .describe("The previous page's `nextCursor`, for the same sort"),
  limit: z.coerce
    .number({ error: 'Enter a number' })
    .int('Enter a whole number')
    .min(1, 'Ask for at least one product')
    .max(COMPANY_PRODUCTS_PAGE_MAX, `Ask for at most ${COMPANY_PRODUCTS_PAGE_MAX} products`)
    .default(COMPANY_PRODUCTS_PAGE_SIZE),
});
export type CompanyProductsInput = z.input<typeof companyProductsInputSchema>;
/** The input as parsed: the sort and the limit filled in. */
export type CompanyProductsQuery = z.output<typeof companyProductsInputSchema>;

/**
 * One product the caller's company ordered in the last 12 months: when and how much it was last
 * ordered, in how many orders, what it costs the caller now (their contract price or the
 * product's own, from one unit, and the volume breaks) and the rules a quantity must keep.
 */
export const companyProductSchema = z.object({
  productId: idSchema,
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  lastOrderedAt: z.iso.datetime({ offset: true }).describe('When the latest order for the company holding it was placed'),
  lastQuantity: z.number().int().describe('The units of it in that latest order'),
  timesOrdered: z.number().int().describe("How many of the company's orders in the last 12 months held it"),
  price: z.number().describe('Dollars per unit from one unit, for the caller now: their contract price or the product\'s own'),
  priceTiers: z.array(priceTierSchema).describe('The caller\'s volume prices: from minQuantity units on, each unit costs price (dollars)'),
  priceList: pricedBySchema.nullable().describe('The price list that gives `price` and `priceTiers`; null: the product\'s own prices'),
  minimumOrder: z.number().int(),
  packSize: z.number().int(),
  maximumOrder: z.number().int().nullable(),
  stock: z.number().int().describe('Units in stock now'),
  sold: z.boolean().describe('False when the shop no longer sells it (archived, made a draft or deleted)'),
  orderable: z.boolean().describe('Sold and at least the smallest order in stock: it can go into the cart now'),
});
export type CompanyProduct = z.infer<typeof companyProductSchema>;

export const companyProductsPageSchema = z.object({
  items: z.array(companyProductSchema),
  nextCursor: z.string().nullable().describe('Pass it as `cursor` (with the same `sort`) for the next page; null on the last page'),
});
export type CompanyProductsPage = z.infer<typeof companyProductsPageSchema>;
