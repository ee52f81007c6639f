import { sql } from 'kysely';
import type { PriceTier } from '../../../../shared/rules/quantity-rules';

/**
 * Tiers as a value for the jsonb `price_tiers` column: node-postgres would send a JS array as a
 * Postgres array literal, so they go as JSON text.
 *
 * @example db.updateTable('products').set({ priceTiers: priceTiersJson([{ minQuantity: 10, priceCents: 1150 }]) })
 */
export function priceTiersJson(tiers: readonly PriceTier[]) {
  return sql<PriceTier[]>`cast(${JSON.stringify(tiers)} as jsonb)`;
}
