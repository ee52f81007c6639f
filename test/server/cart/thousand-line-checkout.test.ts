import { describe, expect, it } from 'vitest';
import { CART_LINES_MAX } from '../../../src/shared/cart-limits';
import type { DB } from '../../../src/server/db/database';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { createManyProducts, restCart } from './cart-helpers';

const shop = useTestApp();
const contact = { phone: '+880 1700 000000', address: '12 Garden Lane, Dhaka' };

type Product = Awaited<ReturnType<typeof createManyProducts>>[number];

/** Puts the products in the user's cart, one unit each, in the order given (each line added a second after the last). */
async function fillCart(db: DB, userId: string, products: readonly Product[]) {
  const start = Date.now() - products.length * 1000;
  await db
    .insertInto('cartLines')
    .values(products.map((product, i) => ({ userId, productId: product.id, quantity: 1, seenUnitPriceCents: product.priceCents, seenStock: product.quantity, addedAt: new Date(start + i * 1000) })))
    .execute();
}

async function stocks(db: DB, products: readonly Product[]) {
  const rows = await db.selectFrom('products').select(['id', 'quantity']).where('id', 'in', products.map((product) => product.id)).execute();
  return new Map(rows.map((row) => [row.id, row.quantity]));
}

describe(`checkout of a ${CART_LINES_MAX}-line cart`, () => {
  it('places one order of every line in the cart\'s order, takes each line\'s stock once, and empties the cart', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const products = await createManyProducts(shop.db, CART_LINES_MAX, { prefix: 'TL', quantity: 7 });
    await fillCart(shop.db, buyer.id, [...products].reverse());
    await shop.db.updateTable('cartLines').set({ quantity: 2 }).where('userId', '=', buyer.id).where('productId', '=', products[0]!.id).execute();

    const response = await restCart(shop.app, shop.db)(buyer, 'POST', '/checkout', contact);

    expect(response.statusCode).toBe(200);
    const { orderId } = response.json();
    const lines = await shop.db.selectFrom('orderLines').select(['position', 'productId', 'quantity']).where('orderId', '=', orderId).orderBy('position').execute();
    expect(lines).toHaveLength(CART_LINES_MAX);
    expect(lines[0]).toEqual({ position: 1, productId: products.at(-1)!.id, quantity: 1 });
    expect(lines.at(-1)).toEqual({ position: CART_LINES_MAX, productId: products[0]!.id, quantity: 2 });
    const order = await shop.db.selectFrom('orders').select('totalCents').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.totalCents).toBe((CART_LINES_MAX + 1) * 250);
    const left = await stocks(shop.db, products);
    expect(products.map((product) => left.get(product.id))).toEqual(products.map((_, i) => (i === 0 ? 5 : 6)));
    expect(await shop.db.selectFrom('orders').select('id').where('userId', '=', buyer.id).execute()).toHaveLength(1);
    expect(await shop.db.selectFrom('cartLines').select('productId').where('userId', '=', buyer.id).execute()).toEqual([]);
  });

  it('two overlapping carts checked out at once, their lines in opposite orders: no deadlock, no oversell', async () => {
    const [ann, bob] = [await createUser(shop.db, { verified: true }), await createUser(shop.db, { verified: true })];
    // 1,500 products: Ann's cart the first 1,000, Bob's the last 1,000 backwards; the 500 both hold have one unit each.
    const products = await createManyProducts(shop.db, 1500, { prefix: 'RACE', quantity: 1 });
    await shop.db.updateTable('products').set({ quantity: 5 }).where('id', 'in', [...products.slice(0, 500), ...products.slice(1000)].map((product) => product.id)).execute();
    const fresh = await stocks(shop.db, products);
    const withStock = (list: Product[]) => list.map((product) => ({ ...product, quantity: fresh.get(product.id)! }));
    await fillCart(shop.db, ann.id, withStock(products.slice(0, 1000)));
    await fillCart(shop.db, bob.id, withStock(products.slice(500).reverse()));
    const rest = restCart(shop.app, shop.db);

    const answers = await Promise.all([rest(ann, 'POST', '/checkout', contact), rest(bob, 'POST', '/checkout', contact)]);

    // One of them gets the 500 shared units; the other is refused whole (409, the lines named), never a deadlock's 500.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused.message).toMatch(/^RACE tool \d{4}: out of stock; /);
    const left = await stocks(shop.db, products);
    const shared = products.slice(500, 1000);
    expect(shared.every((product) => left.get(product.id) === 0)).toBe(true);
    expect([...left.values()].every((quantity) => quantity >= 0)).toBe(true);
    const orders = await shop.db.selectFrom('orders').innerJoin('orderLines', 'orderLines.orderId', 'orders.id').select(['orderLines.productId', 'orderLines.quantity']).where('orders.userId', 'in', [ann.id, bob.id]).execute();
    expect(orders).toHaveLength(1000);
    // Every unit taken is on the one order: stock taken once per line.
    const taken = products.reduce((sum, product) => sum + fresh.get(product.id)! - left.get(product.id)!, 0);
    expect(taken).toBe(1000);
  });
});
