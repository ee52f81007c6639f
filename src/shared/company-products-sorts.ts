/**
 * The orders of "Products we buy": last ordered (newest first, the default), name (A to Z),
 * times ordered (most first); each ends on the product's id, so a page never splits a tie. Free
 * of zod so the router can read URLs with it without pulling the schemas into the first download
 * (as catalogue-sorts.ts).
 */
export const COMPANY_PRODUCTS_SORTS = ['last_ordered', 'name', 'times_ordered'] as const;
export type CompanyProductsSort = (typeof COMPANY_PRODUCTS_SORTS)[number];
