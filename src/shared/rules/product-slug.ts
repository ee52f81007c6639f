/** The longest slug made from a name, before any numeric suffix: a URL segment, not the name. */
export const PRODUCT_SLUG_MAX = 80;

/** What a name with no ASCII letter or digit in it (`Ø`, `—`) becomes. */
export const EMPTY_NAME_SLUG = 'product';

/**
 * A product's slug made from its name (`/products/{slug}`): accents taken off, lower case, every run
 * of anything but ASCII letters and digits one dash, no dash at either end, at most 80 characters.
 * The database's `product_slug_base(name)` (migration 2026-11-27T02-00-product-slugs) is this
 * rule in SQL, used by its trigger on every insert and rename; test/server/products/product-slugs.test.ts
 * runs the same names through both. A name already taken gets `-2`, `-3`, ... there.
 *
 * @example productSlug('Hand Trowel') // 'hand-trowel'
 * @example productSlug('  Sécateurs — bypass, 20 cm ') // 'secateurs-bypass-20-cm'
 * @example productSlug("Gardener's Knife (Pro)") // 'gardener-s-knife-pro'
 * @example productSlug('Ø') // 'product'
 */
export function productSlug(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    // Every run is one dash by now: at most one at either end (a `-+` here would backtrack).
    .replace(/^-|-$/g, '');
  const cut = words.slice(0, PRODUCT_SLUG_MAX).replace(/-$/, '');
  return cut || EMPTY_NAME_SLUG;
}

/**
 * Whether `text` has a slug's shape (what `/products/{slug}` and `GET /api/products/by-slug/{slug}`
 * accept before they look it up): lower-case ASCII words joined by single dashes.
 *
 * @example isSlugShaped('hand-trowel-2') // true
 * @example isSlugShaped('Hand Trowel') // false
 */
export function isSlugShaped(text: string): boolean {
  return text.length <= PRODUCT_SLUG_MAX + 12 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
}
