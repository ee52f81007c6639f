import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { holdTransaction, waitForLockWaiters } from '../../helpers/locks';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { orderCount, orderPayload, stockOf } from './order-helpers';
import { paymentRefOf } from '../../../src/server/features/5-payments/payments/paid-amounts';

const shop = useTestApp();

async function postOrder(headers: Record<string, string>, payload: unknown) {
  return shop.app.inject({ method: 'POST', url: '/api/order', headers, payload: payload as object });
}

describe('placing an order (POST /api/order)', () => {
  it('answers insertedId and stores a pending, unpaid order priced by the server, taking the stock', async () => {
    const buyer = await createUser(shop.db, { name: 'Rahim Uddin' });
    const spade = await createProduct(shop.db, { name: 'Border spade', price: 12.5, quantity: 100, minimumOrder: 5 });

    const response = await postOrder(await bearerHeaders(shop.db, buyer), orderPayload(spade.id, 7));

    expect(response.statusCode).toBe(200);
    const { insertedId } = response.json();
    // The order's own row, and its payment's reference as payments keeps it (none yet).
    const order = await shop.db.selectFrom('orders').selectAll().select((eb) => paymentRefOf(eb.ref('orders.id')).as('transactionId')).where('id', '=', insertedId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      userId: buyer.id,
      totalCents: 8750,
      customerName: 'Rahim Uddin',
      email: buyer.email,
      phone: '+880 1700 000000',
      address: '12 Garden Lane, Dhaka',
      isPaid: false,
      status: 'pending',
      transactionId: null,
      poNumber: null,
      note: null,
    });
    const lines = await shop.db.selectFrom('orderLines').selectAll().where('orderId', '=', insertedId).execute();
    expect(lines).toEqual([
      { orderId: insertedId, position: 1, productId: spade.id, productName: 'Border spade', sku: spade.sku, unitPriceCents: 1250, quantity: 7, totalCents: 8750, restocked: 0, priceListId: null, priceListName: null, listPriceCents: null },
    ]);
    expect(await stockOf(shop.db, spade.id)).toBe(93);
  });

  it('gives each order its own number from the database, in the order they are placed', async () => {
    const buyer = await createUser(shop.db);
    const spade = await createProduct(shop.db, { quantity: 100, minimumOrder: 1 });
    const headers = await bearerHeaders(shop.db, buyer);

    for (let i = 0; i < 3; i++) expect((await postOrder(headers, orderPayload(spade.id, 1))).statusCode).toBe(200);

    const numbers = (await callerFor(shop.db, buyer).orders.mine({})).orders.map((order) => order.number).reverse();
    expect(numbers).toHaveLength(3);
    for (const number of numbers) expect(number).toMatch(/^TY-\d{5,}$/);
    const serials = numbers.map((number) => Number(number.slice(3)));
    expect(serials[0]! < serials[1]! && serials[1]! < serials[2]!).toBe(true);
  });

  it('ignores the price, total, status, payment state, name, e-mail and date the client sends', async () => {
    const buyer = await createUser(shop.db, { name: 'Honest Buyer' });
    const rake = await createProduct(shop.db, { name: 'Leaf rake', price: 19.99, quantity: 50, minimumOrder: 2 });

    const { insertedId } = await callerFor(shop.db, buyer).orders.create(
      orderPayload(rake.id, 3, {
        productName: 'Free rake',
        user: 'Mallory',
        email: 'mallory@example.com',
        totalPrice: 0.01,
        isPaid: true,
        status: 'shipped',
        date: '1999-01-01T00:00:00.000Z',
        price: 0,
      }) as never,
    );

    const [order] = (await callerFor(shop.db, buyer).orders.mine({})).orders;
    expect(order).toMatchObject({
      _id: insertedId,
      productName: 'Leaf rake',
      user: 'Honest Buyer',
      email: buyer.email,
      orderQuantity: 3,
      totalPrice: 59.97,
      isPaid: false,
      status: 'pending',
    });
    expect(order?.transactionId).toBeUndefined();
    expect(Date.now() - new Date(order!.date).getTime()).toBeLessThan(60_000);
  });

  it('takes the last units exactly', async () => {
    const buyer = await createUser(shop.db);
    const hoe = await createProduct(shop.db, { quantity: 10, minimumOrder: 5 });
    await callerFor(shop.db, buyer).orders.create(orderPayload(hoe.id, 10) as never);
    expect(await stockOf(shop.db, hoe.id)).toBe(0);
  });

  it.each([
    ['below the minimum', 4, 'Minimum order quantity 5'],
    ['above the stock', 11, 'Maximum order quantity 10'],
    ['zero', 0, 'Minimum order quantity 5'],
    ['negative', -1, 'Minimum order quantity 5'],
  ])('refuses a quantity %s with 400 and the spec message', async (_case, quantity, message) => {
    const buyer = await createUser(shop.db);
    const shears = await createProduct(shop.db, { quantity: 10, minimumOrder: 5 });
    const headers = await bearerHeaders(shop.db, buyer);

    const response = await postOrder(headers, orderPayload(shears.id, quantity));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    await expect(callerFor(shop.db, buyer).orders.create(orderPayload(shears.id, quantity) as never)).rejects.toMatchObject({ code: 'BAD_REQUEST', message });

    expect(await stockOf(shop.db, shears.id)).toBe(10);
    expect(await orderCount(shop.db, shears.id)).toBe(0);
  });

  it("refuses a direct order above the product's maximum order with 400, though the stock would allow it", async () => {
    const buyer = await createUser(shop.db);
    const hose = await createProduct(shop.db, { quantity: 100, minimumOrder: 1 });
    await shop.db.updateTable('products').set({ maximumOrder: 25 }).where('id', '=', hose.id).execute();
    const headers = await bearerHeaders(shop.db, buyer);

    const response = await postOrder(headers, orderPayload(hose.id, 26));
    expect([response.statusCode, response.json().message]).toEqual([400, 'Maximum order quantity 25']);
    await expect(callerFor(shop.db, buyer).orders.create(orderPayload(hose.id, 26) as never)).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Maximum order quantity 25' });
    expect(await stockOf(shop.db, hose.id)).toBe(100);
    expect(await orderCount(shop.db, hose.id)).toBe(0);
    expect((await postOrder(headers, orderPayload(hose.id, 25))).statusCode).toBe(200);
  });

  it.each([
    ['fractional', 2.5, 'Enter a whole number of units'],
    ['not a number', 'abc', 'Enter a number of units'],
    ['missing', undefined, 'Enter a number of units'],
  ])('refuses a quantity that is %s with 400 and a message', async (_case, quantity, message) => {
    const buyer = await createUser(shop.db);
    const trowel = await createProduct(shop.db, { quantity: 10, minimumOrder: 1 });

    const response = await postOrder(await bearerHeaders(shop.db, buyer), orderPayload(trowel.id, quantity));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toMatchObject({ path: ['OrderInformation', 'orderQuantity'], message });
    // Over tRPC the error formatter makes the first issue's message the error message.
    const trpc = await shop.app.inject({ method: 'POST', url: '/trpc/orders.create', headers: await bearerHeaders(shop.db, buyer), payload: orderPayload(trowel.id, quantity) });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe(message);
    expect(await stockOf(shop.db, trowel.id)).toBe(10);
  });

  it.each([
    ['phone', { phone: '   ' }],
    ['address', { address: '' }],
    ['phone', { phone: undefined }],
  ])('requires the %s (Please fill out this field)', async (field, override) => {
    const buyer = await createUser(shop.db);
    const saw = await createProduct(shop.db, { quantity: 10, minimumOrder: 1 });

    const response = await postOrder(await bearerHeaders(shop.db, buyer), orderPayload(saw.id, 1, override));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toMatchObject({ path: ['OrderInformation', field], message: 'Please fill out this field' });
    expect(await orderCount(shop.db, saw.id)).toBe(0);
  });

  it('answers 404 for an unknown or deleted product, and 400 for a malformed id', async () => {
    const headers = await bearerHeaders(shop.db, await createUser(shop.db));
    const retired = await createProduct(shop.db, { deleted: true, quantity: 10, minimumOrder: 1 });

    const unknown = await postOrder(headers, orderPayload('00000000-0000-4000-8000-000000000000', 1));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such product');
    expect((await postOrder(headers, orderPayload(retired.id, 1))).statusCode).toBe(404);
    expect(await stockOf(shop.db, retired.id)).toBe(10);
    expect((await postOrder(headers, orderPayload('not-an-id', 1))).statusCode).toBe(400);
  });

  it('answers 401 to anonymous callers', async () => {
    const pruner = await createProduct(shop.db, { quantity: 10, minimumOrder: 1 });
    const response = await postOrder({}, orderPayload(pruner.id, 1));
    expect(response.statusCode).toBe(401);
    expect(await stockOf(shop.db, pruner.id)).toBe(10);
  });

  it('answers 409 when fewer units than the minimum order are left', async () => {
    const buyer = await createUser(shop.db);
    const mower = await createProduct(shop.db, { quantity: 3, minimumOrder: 5 });

    const response = await postOrder(await bearerHeaders(shop.db, buyer), orderPayload(mower.id, 5));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Sorry, this product is out of stock');
    expect(await stockOf(shop.db, mower.id)).toBe(3);
  });

  it('waits for a rival holding the product, then answers what the stock allows once it is released', async () => {
    const buyer = await createUser(shop.db);
    const barrow = await createProduct(shop.db, { quantity: 100, minimumOrder: 1 });
    // Another writer holds the product row and leaves only 2 units: the order waits for its lock, then reads 2.
    const rival = await holdTransaction(shop.db, (trx) => trx.updateTable('products').set({ quantity: 2 }).where('id', '=', barrow.id).execute());

    const pending = postOrder(await bearerHeaders(shop.db, buyer), orderPayload(barrow.id, 3));
    await waitForLockWaiters(shop.db, 1);
    await rival.release();
    const response = await pending;

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Maximum order quantity 2');
    expect(await stockOf(shop.db, barrow.id)).toBe(2);
    expect(await orderCount(shop.db, barrow.id)).toBe(0);
  });
});
