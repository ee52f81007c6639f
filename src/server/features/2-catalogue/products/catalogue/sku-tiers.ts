import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * The shortest search looked up as the start of SKUs: a shorter one ("g", "GE") starts most of a
 * catalogue's SKUs and says nothing about which; it still finds its exact SKU, and its words.
 */
export const SKU_PREFIX_MIN = 3;

/** `%`, `_` and `\` in a SKU match themselves. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** What a search finds by SKU: its exact SKU, and (`prefix`, a LIKE pattern) the SKUs it starts. */
export interface SkuTiers {
  sku: string;
  prefix: string | null;
}

/**
 * The search's SKU tiers: its exact SKU, and the SKUs it starts when it is long enough to say which.
 *
 * @example
 * skuTiersOf({ words: [], sku: 'GEN-0' }); // { sku: 'GEN-0', prefix: 'GEN-0%' }
 * skuTiersOf({ words: [], sku: 'G' }); // { sku: 'G', prefix: null }
 */
export function skuTiersOf(search: { sku: string | null }): SkuTiers | null {
  if (!search.sku) return null;
  return { sku: search.sku, prefix: search.sku.length >= SKU_PREFIX_MIN ? startsWith(search.sku) : null };
}

/** The products a search's SKU tiers hold: a SKU it starts (which includes the exact one), or the exact SKU alone. */
export function skuMatchOf(skus: SkuTiers): Expression<SqlBool> {
  return skus.prefix ? sql<SqlBool>`products.sku like ${skus.prefix}` : sql<SqlBool>`products.sku = ${skus.sku}`;
}
