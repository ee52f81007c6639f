import { CompiledQuery } from 'kysely';
import type { DB } from '../../../db/database';
import { prepared } from '../../../db/prepared-statements';
import type { OrderableProduct } from '../../2-catalogue/products/stock-repository';

/** What placeOrder learns under its locks (lock_order_rows). */
export interface OrderLocks {
  /** The new order's number (`TY-10482`), taken first so its e-mail can carry it; a refused order leaves a gap. */
  number: string;
  /** Whether the buyer has verified their e-mail address. */
  verified: boolean;
  /** The buyer's open unpaid orders, counted up to the limit asked. */
  openOrders: number;
  /** The units the buyer's open unpaid orders hold, summed for an unverified buyer only (0 for a verified one). */
  heldUnits: number;
  /** The live products among those asked, in id order; unknown, deleted, draft and archived ones are left out. */
  products: OrderableProduct[];
}

// Written out once rather than built per call, and prepared: the hottest statement of an order (docs/decisions/097, 153).
const LOCK_ORDER_ROWS = 'select number, verified, open_orders, held_units, products from lock_order_rows($1, $2, $3)';

/**
 * An order's lock phase in one round trip, inside the caller's transaction: the next order
 * number, the buyer's row locked, their open unpaid orders counted (at most `openLimit`) and, for
 * an unverified buyer, the units those hold (migration 2026-11-27T00-10-unverified-held-units), and the
 * live products among `productIds` locked in id order (the migration
 * 2026-11-25T00-00-order-locks says why each is a statement of its own).
 *
 * A database function for speed (one round trip instead of two, whose second statement Postgres
 * would plan on every call: docs/decisions/118-each-rule-in-one-place.md), so it spells the
 * owners' rules again in SQL: open unpaid (isOpenUnpaid), live (isLive), the number's prefix
 * (ORDER_NUMBER_PREFIX) and the product's columns (products' orderableColumns).
 * test/server/orders/order-locks-rules.test.ts runs the same rows through both and fails when they
 * part: a change to one of those rules recreates the function in a new migration.
 */
export async function lockOrderRows(trx: DB, buyerId: string, productIds: readonly string[], openLimit: number): Promise<OrderLocks> {
  const { rows } = await trx.executeQuery<OrderLocks>(prepared(CompiledQuery.raw(LOCK_ORDER_ROWS, [buyerId, productIds, openLimit])));
  return rows[0]!;
}
