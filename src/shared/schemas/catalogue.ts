import { z } from 'zod';
import { CATALOGUE_SORTS } from '../catalogue-sorts';
import { PRODUCT_PRICE_MAX } from '../product-price-max';
import { categorySlugSchema } from './category-slug';
import { text } from './text';

/** How many products one catalogue page holds unless asked otherwise, and the most it may hold. */
export const CATALOGUE_PAGE_SIZE = 24;
export const CATALOGUE_PAGE_MAX = 100;

/** The catalogue's orders (shared/catalogue-sorts.ts). */
export const catalogueSortSchema = z.enum(CATALOGUE_SORTS, { error: 'Choose relevance, newest, price_asc, price_desc or name' });
export type CatalogueSort = z.infer<typeof catalogueSortSchema>;

/**
 * An opaque keyset cursor as the server hands it out (base64url); its content is the server's
 * business. Long enough for the name sort's key (a name of up to 120 characters, in UTF-8).
 */
export const catalogueCursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,1000}$/, 'Invalid page cursor');

/** A search box's text: words of the name, description or SKU. */
export const catalogueSearchSchema = text({ max: 100 });

/** How many products a page holds (a query parameter, so a string is coerced). */
export const cataloguePageLimitSchema = z.coerce
  .number({ error: 'Enter a number' })
  .int('Enter a whole number')
  .min(1, 'Ask for at least one product')
  .max(CATALOGUE_PAGE_MAX, `Ask for at most ${CATALOGUE_PAGE_MAX} products`);

const price = z.coerce
  .number({ error: 'Enter a price' })
  .min(0, 'The price cannot be negative')
  .max(PRODUCT_PRICE_MAX, `The price can be at most ${PRODUCT_PRICE_MAX}`);

/**
 * `GET /api/catalogue`: the shop's search and browse, as query parameters (strings) and as the
 * `/products` page's URL search params. Prices are dollars, both ends included.
 *
 * @example
 * catalogueQuerySchema.parse({ q: 'spade', category: 'digging', inStock: 'true', limit: '24' });
 * catalogueQuerySchema.safeParse({ minPrice: '50', maxPrice: '10' }).success; // false
 */
export const catalogueQuerySchema = z
  // Strict: an unknown parameter is a 400 naming it, so it cannot make a new response-cache entry (issue 34).
  .strictObject({
    q: catalogueSearchSchema.optional().describe('Words of the name, description or SKU; typos and prefixes allowed'),
    category: categorySlugSchema.optional().describe("A category's slug; a top-level category includes its children"),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    inStock: z.enum(['true', 'false'], { error: "Enter 'true' or 'false'" }).optional().describe("'true': only products one can order now (at least the minimum order, in whole packs, in stock); 'false' or absent: all"),
    sort: catalogueSortSchema.optional().describe('Default: relevance with q, newest without'),
    limit: cataloguePageLimitSchema.optional(),
    cursor: catalogueCursorSchema.optional(),
    direction: z.enum(['forward', 'backward']).optional().describe("Sent by tRPC's infinite queries; ignored (pages go forward from `cursor`)"),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    path: ['maxPrice'],
    error: 'The highest price must not be below the lowest',
  });
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;
