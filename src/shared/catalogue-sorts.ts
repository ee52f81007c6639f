/**
 * The catalogue's orders; `relevance` needs a search: without `q` the catalogue sorts by
 * `newest`. Free of zod so the router can read URLs with it without pulling the schemas into the
 * first download (as order-statuses.ts).
 */
export const CATALOGUE_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name'] as const;
