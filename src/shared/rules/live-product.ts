/**
 * "Live": a product a visitor can see and order, i.e. not deleted and `active` (a draft is the
 * admin's alone, an archived one is no longer sold, a deleted one keeps its row for its orders).
 * This is the rule in TypeScript, for a product already read (the cart's quick add, the browser's
 * visitor cart); its SQL twin is products' `isLive` (src/server/features/2-catalogue/products/live-products.ts),
 * which every query meaning "in the shop" filters with. test/server/products/live-product-twins.test.ts
 * runs the same rows through both. A product as the API shows it has no `deletedAt`: deleted ones
 * are never shown.
 *
 * @example isLiveProduct({ status: 'active', deletedAt: null }) // true
 * @example isLiveProduct({ status: 'active' }) // true
 * @example isLiveProduct({ status: 'archived', deletedAt: null }) // false
 * @example isLiveProduct({ status: 'draft' }) // false
 * @example isLiveProduct({ status: 'active', deletedAt: new Date() }) // false
 */
export function isLiveProduct(product: { status: string; deletedAt?: Date | string | null }): boolean {
  return product.status === 'active' && (product.deletedAt ?? null) === null;
}
