import { sql } from 'kysely';
import { shopPorts } from '../../../src/server/feature-ports';
import { describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../../src/server/features/4-orders/orders/closing/expire-orders';
import { LinesRefused, placeOrder } from '../../../src/server/features/4-orders/orders/place-order';
import { reconcilePayments } from '../../../src/server/features/5-payments/payments/settlement/reconcile-payments';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser, setPaymentChecked } from '../../helpers/factories';
import { callerFor, testConfig, useTestApp } from '../../helpers/test-app';
import { card, eventsOf, intentIdOf, orderRow, paymentClient } from '../payments/payment-helpers';
import { orderPayload, placedAgo, stockOf } from './order-helpers';

const shop = useTestApp();
const config = testConfig();
const services = () => ({ db: shop.db, ports: shopPorts, config });
const contact = { phone: '+880 1700 000000', address: '12 Garden Lane' };

/** Three products: a spade with volume prices at 10 and 50, gloves in packs of 12, a rake by the unit. */
async function catalogue(stock = 200) {
  const spade = await createProduct(shop.db, { name: 'Border spade', price: 12.9, quantity: stock, minimumOrder: 1 });
  await shop.db
    .updateTable('products')
    .set({ priceTiers: sql`${JSON.stringify([{ minQuantity: 10, priceCents: 1150 }, { minQuantity: 50, priceCents: 1090 }])}::jsonb` })
    .where('id', '=', spade.id)
    .execute();
  const gloves = await createProduct(shop.db, { name: 'Nitrile gloves', price: 2, quantity: stock, minimumOrder: 12 });
  await shop.db.updateTable('products').set({ packSize: 12 }).where('id', '=', gloves.id).execute();
  const rake = await createProduct(shop.db, { name: 'Leaf rake', price: 19.99, quantity: stock, minimumOrder: 1 });
  return { spade, gloves, rake };
}

const place = (buyer: ContextUser, lines: { productId: string; quantity: number }[]) => placeOrder(services(), buyer, { lines, delivery: contact });

async function linesOf(orderId: string) {
  return shop.db.selectFrom('orderLines').select(['productId', 'quantity', 'unitPriceCents', 'totalCents']).where('orderId', '=', orderId).orderBy('position').execute();
}

describe('an order with many lines', () => {
  it('prices every line at the tier for its quantity: 9, 10, 49 and 50 units', async () => {
    const { spade } = await catalogue();
    const buyer = await createUser(shop.db, { verified: true });
    const headers = await bearerHeaders(shop.db, buyer);
    const unitPrices: number[] = [];
    for (const quantity of [9, 10, 49, 50]) {
      // The client's own total is ignored: the server prices the line.
      const response = await shop.app.inject({ method: 'POST', url: '/api/order', headers, payload: orderPayload(spade.id, quantity, { totalPrice: 0.01 }) });
      expect(response.statusCode, response.body).toBe(200);
      const [line] = await linesOf(response.json().insertedId);
      unitPrices.push(line!.unitPriceCents);
      expect(line!.totalCents).toBe(line!.unitPriceCents * quantity);
    }
    expect(unitPrices).toEqual([1290, 1150, 1150, 1090]);
  });

  it('places one order for every line, totals it exactly, and takes every line’s units', async () => {
    const { spade, gloves, rake } = await catalogue();
    const buyer = await createUser(shop.db, { name: 'Hazel', verified: true });

    const { insertedId } = await place(buyer, [
      { productId: rake.id, quantity: 3 },
      { productId: gloves.id, quantity: 24 },
      { productId: spade.id, quantity: 10 },
    ]);

    expect(await linesOf(insertedId)).toEqual([
      { productId: rake.id, quantity: 3, unitPriceCents: 1999, totalCents: 5997 },
      { productId: gloves.id, quantity: 24, unitPriceCents: 200, totalCents: 4800 },
      { productId: spade.id, quantity: 10, unitPriceCents: 1150, totalCents: 11500 },
    ]);
    expect((await shop.db.selectFrom('orders').select('totalCents').where('id', '=', insertedId).executeTakeFirstOrThrow()).totalCents).toBe(22297);
    expect([await stockOf(shop.db, rake.id), await stockOf(shop.db, gloves.id), await stockOf(shop.db, spade.id)]).toEqual([197, 176, 190]);

    // The spec's read: the first line's product and quantity, the order's total, and every line.
    const mine = await shop.app.inject({ url: `/api/order/${buyer.email}`, headers: await bearerHeaders(shop.db, buyer) });
    expect(mine.json()).toEqual([
      expect.objectContaining({
        _id: insertedId,
        productID: rake.id,
        productName: 'Leaf rake',
        orderQuantity: 3,
        totalPrice: 222.97,
        lines: [
          { productID: rake.id, productName: 'Leaf rake', sku: rake.sku, quantity: 3, unitPrice: 19.99, total: 59.97, priceList: null, listPrice: null },
          { productID: gloves.id, productName: 'Nitrile gloves', sku: gloves.sku, quantity: 24, unitPrice: 2, total: 48, priceList: null, listPrice: null },
          { productID: spade.id, productName: 'Border spade', sku: spade.sku, quantity: 10, unitPrice: 11.5, total: 115, priceList: null, listPrice: null },
        ],
      }),
    ]);

    // The placed e-mail lists each line.
    const mail = await shop.db.selectFrom('mailOutbox').select(['subject', 'textBody']).where('recipient', '=', buyer.email).executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/: 3 x Leaf rake and 2 more lines$/);
    expect(mail.textBody).toContain('24 x $2.00 = $48.00');
    expect(mail.textBody).toContain('Total: $222.97');
  });

  it('refuses every line that cannot be ordered, naming each, and takes nothing', async () => {
    const { spade, gloves, rake } = await catalogue(20);
    const buyer = await createUser(shop.db, { verified: true });

    const refused = await place(buyer, [
      { productId: rake.id, quantity: 5 },
      { productId: spade.id, quantity: 25 },
      { productId: gloves.id, quantity: 13 },
    ]).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(LinesRefused);
    expect((refused as LinesRefused).problems.map((problem) => [problem.index, problem.kind, problem.message])).toEqual([
      [1, 'short', 'Border spade: only 20 units left'],
      [2, 'rule', 'Nitrile gloves: sold in packs of 12: order 12'],
    ]);
    expect([await stockOf(shop.db, rake.id), await stockOf(shop.db, spade.id), await stockOf(shop.db, gloves.id)]).toEqual([20, 20, 20]);
    expect(await shop.db.selectFrom('orders').select('id').where('userId', '=', buyer.id).execute()).toEqual([]);
  });

  it('never deadlocks or oversells when orders hold the same products in opposite orders', async () => {
    const { spade, rake } = await catalogue(30);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createUser(shop.db, { verified: true })));

    const results = await Promise.allSettled(
      buyers.flatMap((buyer, i) => {
        const lines = [
          { productId: spade.id, quantity: 2 },
          { productId: rake.id, quantity: 2 },
        ];
        const reversed = [...lines].reverse();
        return [place(buyer, i % 2 ? lines : reversed), place(buyer, i % 2 ? reversed : lines)];
      }),
    );

    const placed = results.filter((result) => result.status === 'fulfilled').length;
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(LinesRefused);
    expect(placed).toBe(15);
    expect([await stockOf(shop.db, spade.id), await stockOf(shop.db, rake.id)]).toEqual([0, 0]);
  });

  it('returns every line’s units once when cancels race, and when it expires', async () => {
    const { spade, gloves } = await catalogue();
    const buyer = await createUser(shop.db, { verified: true });
    const cancelled = await place(buyer, [
      { productId: spade.id, quantity: 10 },
      { productId: gloves.id, quantity: 36 },
    ]);

    const cancels = await Promise.allSettled(Array.from({ length: 4 }, () => callerFor(shop.db, buyer).orders.cancel({ orderId: cancelled.insertedId })));
    expect(cancels.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect([await stockOf(shop.db, spade.id), await stockOf(shop.db, gloves.id)]).toEqual([200, 200]);
    expect((await eventsOf(shop.db, cancelled.insertedId)).at(-1)).toMatchObject({ type: 'cancelled', details: { unitsReturned: 46 } });

    const expiring = await place(buyer, [
      { productId: spade.id, quantity: 50 },
      { productId: gloves.id, quantity: 12 },
    ]);
    await placedAgo(shop.db, expiring.insertedId, config.payments.orderHoldMs + 60_000);
    expect(await expireUnpaidOrders(services())).toBe(1);
    expect(await expireUnpaidOrders(services())).toBe(0);
    expect([await stockOf(shop.db, spade.id), await stockOf(shop.db, gloves.id)]).toEqual([200, 200]);
  });

  it('is paid once for its whole total, with 3-D Secure, and shows its lines, timeline and totals to its owner and admins only', async () => {
    const { spade, rake } = await catalogue();
    const buyer = await createUser(shop.db, { verified: true });
    const { insertedId: orderId } = await place(buyer, [
      { productId: spade.id, quantity: 50 },
      { productId: rake.id, quantity: 1 },
    ]);
    const client = await paymentClient(shop.app, shop.db, buyer);
    const intentId = intentIdOf(await client.secretFor(orderId));
    const intent = await shop.db.selectFrom('paymentIntents').select('amountCents').where('id', '=', intentId).executeTakeFirstOrThrow();
    expect(intent.amountCents).toBe(50 * 1090 + 1999);
    expect((await client.confirmCard(intentId, card('4000002500003155'))).statusCode).toBe(200);
    expect((await client.authenticate(intentId, 'complete')).statusCode).toBe(200);
    expect((await client.confirmPayment(orderId, intentId)).statusCode).toBe(200);
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: true, status: 'processing' });

    const read = (as: ContextUser) => bearerHeaders(shop.db, as).then((headers) => shop.app.inject({ url: `/api/orders/${orderId}`, headers }));
    const mine = await read(buyer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      order: { _id: orderId, isPaid: true, totalPrice: 564.99, lines: [{ productID: spade.id, quantity: 50, unitPrice: 10.9 }, { productID: rake.id, quantity: 1 }] },
      totals: { lines: 2, units: 51, total: 564.99 },
    });
    expect(mine.json().timeline.map((event: { type: string }) => event.type)).toEqual(expect.arrayContaining(['placed', 'paid']));
    expect((await read(await createUser(shop.db, { role: 'admin' }))).statusCode).toBe(200);
    expect((await read(await createUser(shop.db))).statusCode).toBe(404);
  });

  it('refunds the whole total of a payment that arrives after it was cancelled, returning its lines’ units only once', async () => {
    const { spade, gloves } = await catalogue();
    const buyer = await createUser(shop.db, { verified: true });
    const { insertedId: orderId } = await place(buyer, [
      { productId: spade.id, quantity: 10 },
      { productId: gloves.id, quantity: 24 },
    ]);
    const client = await paymentClient(shop.app, shop.db, buyer);
    const intentId = intentIdOf(await client.secretFor(orderId));
    await callerFor(shop.db, buyer).orders.cancel({ orderId });
    expect([await stockOf(shop.db, spade.id), await stockOf(shop.db, gloves.id)]).toEqual([200, 200]);

    // The card was charged after all (the bank answered late): the next reconciliation refunds it.
    await setPaymentChecked(shop.db, orderId, { intentId, paymentStatus: 'processing', checkedAt: new Date(Date.now() - 10 * 60_000) });
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();
    await reconcilePayments(services());

    expect(await orderRow(shop.db, orderId)).toMatchObject({ status: 'cancelled', isPaid: false, paymentStatus: 'refunded' });
    const refunded = (await eventsOf(shop.db, orderId)).filter((event) => event.type === 'refunded');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.details).toMatchObject({ amountCents: 10 * 1150 + 24 * 200 });
    expect([await stockOf(shop.db, spade.id), await stockOf(shop.db, gloves.id)]).toEqual([200, 200]);
  });
});
