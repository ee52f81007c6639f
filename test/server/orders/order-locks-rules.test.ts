import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isOpenUnpaid } from '../../../src/server/features/4-orders/orders/open-unpaid-orders';
import { lockOrderRows } from '../../../src/server/features/4-orders/orders/order-locks';
import { isLive } from '../../../src/server/features/2-catalogue/products/live-products';
import { priceTiersJson } from '../../../src/server/features/2-catalogue/products/price-tiers-json';
import { orderableColumns } from '../../../src/server/features/2-catalogue/products/stock-repository';
import { PRODUCT_STATUSES } from '../../../src/shared/product-statuses';
import { isLiveProduct } from '../../../src/shared/rules/live-product';
import { isOpenUnpaidOrder } from '../../../src/shared/rules/open-unpaid-order';
import { ORDER_NUMBER_PREFIX } from '../../../src/shared/rules/order-number';
import { createOrder, createProduct, createUser } from '../../helpers/factories';
import { useTestDatabase } from '../../helpers/test-database';

/*
 * `lock_order_rows` (a database function, for one round trip: docs/decisions/097 and 118) spells
 * again in SQL what the owners spell in TypeScript: "open unpaid" (orders' isOpenUnpaid and its
 * twin isOpenUnpaidOrder), "live" (products' isLive and its twin isLiveProduct), the number's
 * prefix (ORDER_NUMBER_PREFIX) and the product's shape (products' orderableColumns). These run the
 * same rows through both and compare, so a change to one side that the other does not follow
 * fails here: recreate the function in a new migration.
 */

const shop = useTestDatabase();

const lockIn = (buyerId: string, productIds: readonly string[], openLimit = 1000) =>
  shop.db.transaction().execute((trx) => lockOrderRows(trx, buyerId, productIds, openLimit));

describe('lock_order_rows agrees with the rules written in TypeScript', () => {
  it('counts the orders isOpenUnpaid and isOpenUnpaidOrder pick, and sums their units for an unverified buyer: of this buyer only', async () => {
    const buyer = await createUser(shop.db);
    const someoneElse = await createUser(shop.db);
    const product = await createProduct(shop.db);
    await createOrder(shop.db, buyer, product, { quantity: 3 });
    await createOrder(shop.db, buyer, product, { quantity: 4 });
    await createOrder(shop.db, buyer, product, { quantity: 5, status: 'pending', paidAt: new Date() });
    for (const status of ['processing', 'shipped'] as const) await createOrder(shop.db, buyer, product, { quantity: 7, status, paidAt: new Date() });
    for (const status of ['cancelled', 'expired'] as const) await createOrder(shop.db, buyer, product, { quantity: 7, status });
    await createOrder(shop.db, someoneElse, product, { quantity: 11 });

    const openUnpaid = await shop.db.selectFrom('orders').select('id').where('userId', '=', buyer.id).where(isOpenUnpaid).execute();
    const { held } = await shop.db
      .selectFrom('orderLines')
      .select(sql<number>`coalesce(sum(quantity), 0)::integer`.as('held'))
      .where('orderId', 'in', openUnpaid.length > 0 ? openUnpaid.map((order) => order.id) : [randomUUID()])
      .executeTakeFirstOrThrow();
    // Not vacuous: two of the seven orders are open and unpaid, holding 3 + 4 units.
    expect([openUnpaid.length, held]).toEqual([2, 7]);
    // The TypeScript twin picks the same rows.
    const rows = await shop.db.selectFrom('orders').select(['id', 'status', 'isPaid']).where('userId', '=', buyer.id).execute();
    expect(rows.filter((row) => isOpenUnpaidOrder(row)).map((row) => row.id).sort()).toEqual(openUnpaid.map((order) => order.id).sort());

    const locked = await lockIn(buyer.id, []);
    expect({ verified: locked.verified, openOrders: locked.openOrders, heldUnits: locked.heldUnits }).toEqual({ verified: false, openOrders: openUnpaid.length, heldUnits: held });
    expect((await lockIn(buyer.id, [], 1)).openOrders).toBe(1);

    await shop.db.updateTable('users').set({ emailVerifiedAt: new Date() }).where('id', '=', buyer.id).execute();
    const verified = await lockIn(buyer.id, []);
    expect({ verified: verified.verified, openOrders: verified.openOrders, heldUnits: verified.heldUnits }).toEqual({ verified: true, openOrders: openUnpaid.length, heldUnits: 0 });
  });

  it('returns the products isLive and isLiveProduct pick, in id order, in the shape placeOrder reads (orderableColumns)', async () => {
    const buyer = await createUser(shop.db);
    const ids: string[] = [];
    for (const status of PRODUCT_STATUSES) {
      for (const deleted of [false, true]) {
        const product = await createProduct(shop.db, { deleted });
        await shop.db.updateTable('products').set({ status, priceTiers: priceTiersJson([{ minQuantity: 10, priceCents: 1150 }]), packSize: 2, maximumOrder: 40 }).where('id', '=', product.id).execute();
        ids.push(product.id);
      }
    }
    ids.push(randomUUID()); // no such product

    const live = await shop.db.selectFrom('products').select(orderableColumns).where('id', 'in', ids).where(isLive).orderBy('id').execute();
    const rows = await shop.db.selectFrom('products').select(['id', 'status', 'deletedAt']).where('id', 'in', ids).execute();
    const liveInTypeScript = rows.filter((row) => isLiveProduct(row)).map((row) => row.id);
    expect(live.map((product) => product.id)).toEqual(liveInTypeScript.sort());
    expect(live).toHaveLength(1); // not vacuous: one live product among the six and an unknown id

    const locked = await lockIn(buyer.id, ids);
    expect(locked.products).toEqual(live);
  });

  it('numbers the order with ORDER_NUMBER_PREFIX and the next value of order_number_seq', async () => {
    const buyer = await createUser(shop.db);
    const first = await lockIn(buyer.id, []);
    const second = await lockIn(buyer.id, []);
    expect(first.number).toMatch(new RegExp(`^${ORDER_NUMBER_PREFIX}\\d+$`));
    expect(Number(second.number.slice(ORDER_NUMBER_PREFIX.length))).toBe(Number(first.number.slice(ORDER_NUMBER_PREFIX.length)) + 1);
  });
});
