import { sql } from 'kysely';
import type { DB } from '../../../src/server/db/database';
import { createProduct, createUser } from '../../helpers/factories';

/** The seeded orders' newest creation time; each older group of four is an hour earlier. */
export const SEED_NEWEST = new Date('2026-06-30T12:00:00Z');

/**
 * `count` one-line orders in one statement, for list tests. Order i is placed in hour i/4 before
 * SEED_NEWEST, orders come in pairs with the very same time and the two pairs of an hour lie one
 * microsecond apart (ties and sub-millisecond order both matter to a keyset cursor). Statuses by
 * i % 5: pending, processing, shipped, cancelled, processing; customers by i % 40.
 */
export async function seedOrders(db: DB, count: number): Promise<void> {
  const customer = await createUser(db);
  const product = await createProduct(db);
  await sql`
    with seeded as (
    insert into orders (user_id, total_cents,
      customer_name, email, phone, address, is_paid, status, shipped_at, cancelled_at, cancel_reason, created_at)
    select ${customer.id}, 5000,
      'Buyer ' || (i % 40), 'buyer' || (i % 40) || '@example.com', '+880 1700 000000', '12 Garden Lane',
      i % 5 in (1, 2, 4),
      (array['pending', 'processing', 'shipped', 'cancelled', 'processing'])[i % 5 + 1],
      case when i % 5 = 2 then t end,
      case when i % 5 = 3 then t end,
      case when i % 5 = 3 then 'Cancelled by the customer' end,
      t
    from generate_series(0, ${count - 1}) as i,
      lateral (select ${SEED_NEWEST}::timestamptz - (i / 4) * interval '1 hour' - ((i % 4) / 2) * interval '1 microsecond' as t) as at
    returning id, is_paid, total_cents, created_at),
    -- The paid ones' payments, as payments keeps them (order_payments): paid when placed.
    paid as (
    insert into order_payments (order_id, attempt, amount_cents, currency, gateway_ref, status, settled_at)
    select id, 1, total_cents, 'usd', 'pi_seed' || replace(id::text, '-', ''), 'succeeded', created_at from seeded where is_paid)
    insert into order_lines (order_id, position, product_id, product_name, sku, unit_price_cents, quantity, total_cents)
    select id, 1, ${product.id}, 'Spade', ${product.sku}, 1250, 4, 5000 from seeded
  `.execute(db);
}
