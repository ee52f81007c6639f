/**
 * The highest price a product or a list may set: beyond it is a typing slip, and cents stay exact
 * integers. Free of zod, so the catalogue's query schema bounds its price filter with it without
 * building the product's schemas in the catalogue page's download (issue 36).
 */
export const PRODUCT_PRICE_MAX = 1_000_000;
