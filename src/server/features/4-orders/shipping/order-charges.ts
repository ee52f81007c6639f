import type { ShipTo } from '../../../../shared/rules/shipping';
import type { OrderFigures, TaxClass } from '../../../../shared/rules/tax';
import type { DB } from '../../../db/database';

/**
 * What an order is charged for delivery and tax (issue 38, docs/decisions/132): the one place
 * checkout's quote and placeOrder ask, so both charge the same. To be written (branch
 * `checkout-charges`): read the zones serving `to` with their methods and the rates of its
 * country in one round trip, then price with the shared rules.
 */
export interface ChargeRequest {
  to: ShipTo;
  /** Each line as priced (cents), with its product's weight and tax class. */
  lines: readonly { totalCents: number; quantity: number; weightGrams: number | null; taxClass: TaxClass }[];
  /** The method the buyer chose; undefined: none chosen yet. */
  shippingMethodId?: string;
  /** The buyer's company is tax-exempt. */
  exempt: boolean;
  pricesIncludeTax: boolean;
}

export interface OrderCharges extends OrderFigures {
  /** The chosen method as charged; null when the shop charges no shipping here (no zone at all). */
  shipping: { methodId: string; name: string; estimate: string } | null;
}

export type ChargeOrder = (db: DB, request: ChargeRequest) => Promise<OrderCharges>;
