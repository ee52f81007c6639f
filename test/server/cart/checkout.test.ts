import { describe, expect, it } from 'vitest';
import type { DB } from '../../../src/server/db/database';
import { lockCart } from '../../../src/server/features/4-orders/cart/cart-repository';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { holdTransaction, waitForLockWaiters } from '../../helpers/locks';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { createRuledProduct, editProduct, restCart, SPADE_TIERS } from './cart-helpers';

const shop = useTestApp();
const contact = { phone: '+880 1700 000000', address: '12 Garden Lane, Dhaka' };

async function orderLines(db: DB, orderId: string) {
  return db.selectFrom('orderLines').select(['position', 'productName', 'quantity', 'unitPriceCents', 'totalCents']).where('orderId', '=', orderId).orderBy('position').execute();
}

async function stockOf(db: DB, productId: string) {
  return (await db.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow()).quantity;
}

describe('checkout (POST /api/checkout)', () => {
  it('places one order of every line at the tier prices, with the PO number and note, takes the stock and empties the cart', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const spade = await createRuledProduct(shop.db, { name: 'Border spade', price: 12.9, priceTiers: SPADE_TIERS });
    const gloves = await createRuledProduct(shop.db, { name: 'Gloves', price: 4, minimumOrder: 12, packSize: 12, quantity: 60 });
    const rest = restCart(shop.app, shop.db);
    await rest(buyer, 'PUT', `/cart/lines/${spade.id}`, { quantity: 50 });
    await rest(buyer, 'PUT', `/cart/lines/${gloves.id}`, { quantity: 24 });

    const response = await rest(buyer, 'POST', '/checkout', { ...contact, poNumber: 'PO-7731', note: 'Leave at the side gate' });

    expect(response.statusCode).toBe(200);
    const { orderId } = response.json();
    const order = await shop.db.selectFrom('orders').select(['userId', 'totalCents', 'poNumber', 'note', 'phone', 'address']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ userId: buyer.id, totalCents: 54500 + 9600, poNumber: 'PO-7731', note: 'Leave at the side gate', ...contact });
    expect(await orderLines(shop.db, orderId)).toEqual([
      { position: 1, productName: 'Border spade', quantity: 50, unitPriceCents: 1090, totalCents: 54500 },
      { position: 2, productName: 'Gloves', quantity: 24, unitPriceCents: 400, totalCents: 9600 },
    ]);
    expect([await stockOf(shop.db, spade.id), await stockOf(shop.db, gloves.id)]).toEqual([50, 36]);
    expect((await rest(buyer, 'GET', '/cart')).json()).toEqual({ lines: [], total: 0 });
  });

  it('prices every line on the server: prices and totals the client sends are ignored', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const spade = await createRuledProduct(shop.db, { price: 12.9, priceTiers: SPADE_TIERS });
    const headers = await bearerHeaders(shop.db, buyer);
    await shop.app.inject({ method: 'PUT', url: `/api/cart/lines/${spade.id}`, headers, payload: { quantity: 10, unitPrice: 0.01, lineTotal: 0.1 } });

    const response = await shop.app.inject({
      method: 'POST',
      url: '/trpc/cart.checkout',
      headers,
      payload: { ...contact, total: 0.1, lines: [{ productId: spade.id, quantity: 10, unitPrice: 0.01 }] },
    });

    expect(response.statusCode).toBe(200);
    expect(await orderLines(shop.db, response.json().result.data.orderId)).toEqual([{ position: 1, productName: spade.name, quantity: 10, unitPriceCents: 1150, totalCents: 11500 }]);
  });

  it('refuses an empty cart with 400', async () => {
    const buyer = await createUser(shop.db);
    const response = await restCart(shop.app, shop.db)(buyer, 'POST', '/checkout', contact);
    expect([response.statusCode, response.json().message]).toEqual([400, 'Your cart is empty']);
  });

  it('refuses with 409 while a change is not reviewed, keeps the cart, and checks out at the new price once reviewed', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const caller = callerFor(shop.db, buyer);
    const spade = await createRuledProduct(shop.db, { name: 'Border spade', price: 12.9 });
    const hoe = await createRuledProduct(shop.db, { name: 'Hoe', price: 9 });
    await caller.cart.setLine({ productId: spade.id, quantity: 4 });
    await caller.cart.setLine({ productId: hoe.id, quantity: 2 });
    await editProduct(shop.db, spade.id, { priceCents: 1350 });

    await expect(caller.cart.checkout(contact)).rejects.toMatchObject({ code: 'CONFLICT', message: 'Your cart changed: review it before checking out' });
    await editProduct(shop.db, hoe.id, { status: 'archived' });
    const refused = await shop.app.inject({ method: 'POST', url: '/api/checkout', headers: await bearerHeaders(shop.db, buyer), payload: contact });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'Your cart changed: review it before checking out']);
    // Each changed line is named with what changed, as a refusal under the row locks names its lines.
    expect(refused.json().data.fieldErrors).toEqual({
      'lines.0': ['Border spade: The price went from $12.90 to $13.50 a unit'],
      'lines.1': ['Hoe: No longer sold'],
    });

    expect((await caller.cart.get()).lines.map((line) => line.name)).toEqual(['Border spade', 'Hoe']);
    expect(await stockOf(shop.db, spade.id)).toBe(100);
    await caller.cart.review();
    const { orderId } = await caller.cart.checkout(contact);
    expect(await orderLines(shop.db, orderId)).toEqual([{ position: 1, productName: 'Border spade', quantity: 4, unitPriceCents: 1350, totalCents: 5400 }]);
  });

  it('names the line whose stock ran out between reading the cart and taking it, takes nothing, and keeps the cart', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const caller = callerFor(shop.db, buyer);
    const rake = await createRuledProduct(shop.db, { name: 'Leaf rake', quantity: 20 });
    const spade = await createRuledProduct(shop.db, { name: 'Border spade', quantity: 30 });
    await caller.cart.setLine({ productId: rake.id, quantity: 5 });
    await caller.cart.setLine({ productId: spade.id, quantity: 12 });

    // Another buyer holds the spade's row while the checkout waits for it, then leaves 8.
    const other = await holdTransaction(shop.db, (trx) => trx.updateTable('products').set({ quantity: 8 }).where('id', '=', spade.id).execute());
    const checkout = shop.app.inject({ method: 'POST', url: '/trpc/cart.checkout', headers: await bearerHeaders(shop.db, buyer), payload: contact });
    await waitForLockWaiters(shop.db, 1);
    await other.release();
    const response = await checkout;

    expect(response.statusCode).toBe(409);
    expect(response.json().error.data.fieldErrors).toEqual({ 'lines.1': ['Border spade: only 8 units left'] });
    expect([await stockOf(shop.db, rake.id), await stockOf(shop.db, spade.id)]).toEqual([20, 8]);
    expect((await caller.cart.get()).lines.map((line) => [line.name, line.quantity, line.changes])).toEqual([
      ['Leaf rake', 5, []],
      ['Border spade', 12, ['Only 8 units are left']],
    ]);
  });

  it('rolls the order back when the cart is written while it checks out (another tab), and keeps that write', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const caller = callerFor(shop.db, buyer);
    const rake = await createRuledProduct(shop.db, { name: 'Leaf rake', quantity: 20 });
    await caller.cart.setLine({ productId: rake.id, quantity: 5 });

    // The other tab holds the cart's lock and changes the line while the checkout waits for the lock.
    const tab = await holdTransaction(shop.db, async (trx) => {
      await lockCart(trx, buyer.id);
      await trx.updateTable('cartLines').set({ quantity: 7 }).where('userId', '=', buyer.id).execute();
    });
    // Observed from the start: it may be refused while the release is still awaited.
    const refused = expect(caller.cart.checkout(contact)).rejects.toMatchObject({ code: 'CONFLICT', message: 'Your cart changed: review it before checking out' });
    await waitForLockWaiters(shop.db, 1);
    await tab.release();

    await refused;
    expect(await stockOf(shop.db, rake.id)).toBe(20);
    expect((await caller.cart.get()).lines.map((line) => line.quantity)).toEqual([7]);
    expect(await shop.db.selectFrom('orders').select('id').where('userId', '=', buyer.id).execute()).toEqual([]);
  });

  it('refuses with 409 a price changed between reading the cart and the locked check: no order at a price the buyer never saw', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const caller = callerFor(shop.db, buyer);
    const spade = await createRuledProduct(shop.db, { name: 'Border spade', price: 12.9 });
    const rake = await createRuledProduct(shop.db, { name: 'Leaf rake', price: 19.99 });
    await caller.cart.setLine({ productId: rake.id, quantity: 2 });
    await caller.cart.setLine({ productId: spade.id, quantity: 4 });

    // An admin's price change holds the spade's row: the checkout has read the cart (unchanged then) and waits for the row.
    const admin = await holdTransaction(shop.db, (trx) => trx.updateTable('products').set({ priceCents: 1350 }).where('id', '=', spade.id).execute());
    const checkout = shop.app.inject({ method: 'POST', url: '/api/checkout', headers: await bearerHeaders(shop.db, buyer), payload: contact });
    await waitForLockWaiters(shop.db, 1);
    await admin.release();
    const response = await checkout;

    expect(response.statusCode).toBe(409);
    expect(response.json().data.fieldErrors).toEqual({ 'lines.1': ['Border spade: the price changed from $12.90 to $13.50 a unit'] });
    expect(await shop.db.selectFrom('orders').select('id').where('userId', '=', buyer.id).execute()).toEqual([]);
    expect([await stockOf(shop.db, rake.id), await stockOf(shop.db, spade.id)]).toEqual([100, 100]);
    expect((await caller.cart.get()).lines.map((line) => [line.name, line.quantity, line.changes])).toEqual([
      ['Leaf rake', 2, []],
      ['Border spade', 4, ['The price went from $12.90 to $13.50 a unit']],
    ]);
  });

  it("refuses with 409 a line above the product's maximum lowered between reading the cart and the locked check", async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const hose = await createRuledProduct(shop.db, { name: 'Hose', quantity: 100, maximumOrder: 40 });
    await callerFor(shop.db, buyer).cart.setLine({ productId: hose.id, quantity: 30 });

    // The cart's own check has passed (30 of at most 40) when the admin lowers the maximum to 25.
    const admin = await holdTransaction(shop.db, (trx) => trx.updateTable('products').set({ maximumOrder: 25 }).where('id', '=', hose.id).execute());
    const checkout = shop.app.inject({ method: 'POST', url: '/api/checkout', headers: await bearerHeaders(shop.db, buyer), payload: contact });
    await waitForLockWaiters(shop.db, 1);
    await admin.release();
    const response = await checkout;

    expect(response.statusCode).toBe(409);
    expect(response.json().data.fieldErrors).toEqual({ 'lines.0': ['Hose: maximum order quantity 25'] });
    expect(await stockOf(shop.db, hose.id)).toBe(100);
  });

  it("checks out only the caller's own cart", async () => {
    const owner = await createUser(shop.db, { verified: true });
    const other = await createUser(shop.db, { verified: true });
    const spade = await createRuledProduct(shop.db);
    await callerFor(shop.db, owner).cart.setLine({ productId: spade.id, quantity: 3 });

    await expect(callerFor(shop.db, other).cart.checkout(contact)).rejects.toMatchObject({ message: 'Your cart is empty' });
    expect((await callerFor(shop.db, owner).cart.get()).lines).toHaveLength(1);
    expect((await restCart(shop.app, shop.db)(null, 'POST', '/checkout', contact)).statusCode).toBe(401);
  });
});
