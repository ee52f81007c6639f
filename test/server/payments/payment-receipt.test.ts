import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { card, intentIdOf, paymentClient, pendingOrder } from './payment-helpers';
import { findPaymentThatPaid } from '../../../src/server/features/5-payments/payments/paid-amounts';

const shop = useTestApp();

function receipt(orderId: string, headers: Record<string, string> = {}) {
  return shop.app.inject({ method: 'GET', url: `/api/payment-receipt/${orderId}`, headers });
}

/** A buyer whose order of 4 x $12.50 is paid with `number` on the test gateway. */
async function paidOrder(number = '4242 4242 4242 4242') {
  const buyer = await createUser(shop.db, { name: 'Nadia' });
  const { orderId } = await pendingOrder(shop.db, buyer, { price: 12.5, quantity: 4 });
  const client = await paymentClient(shop.app, shop.db, buyer);
  const intentId = intentIdOf(await client.secretFor(orderId));
  expect((await client.confirmCard(intentId, card(number))).json().paymentIntent.status).toBe('succeeded');
  return { buyer, orderId, intentId, client };
}

describe('GET /api/payment-receipt/{orderId}', () => {
  it("answers the owner's paid order: number, line, amount, date paid, a short reference and the card", async () => {
    const { buyer, orderId, intentId } = await paidOrder();
    const { number } = await shop.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow();
    const { paidAt } = (await findPaymentThatPaid(shop.db, orderId))!;

    const response = await receipt(orderId, await bearerHeaders(shop.db, buyer));

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body).toEqual({
      orderId,
      number,
      customerName: 'Nadia',
      lines: [{ productID: expect.any(String), productName: expect.stringMatching(/^Spade /), sku: expect.stringMatching(/^TY-/), quantity: 4, unitPrice: 12.5, total: 50, priceList: null, listPrice: null }],
      totalPaid: 50,
      currency: 'usd',
      paidAt: paidAt!.toISOString(),
      transactionId: intentId,
      reference: intentId.slice(-8).toUpperCase(),
      card: { brand: null, last4: '4242' },
      invoiceNumber: expect.stringMatching(/^INV-\d{6}$/),
      creditNotes: [],
    });
    expect(number).toMatch(/^TY-\d{5,}$/);
  });

  it("is the buyer's alone: 404 for someone else's order (an admin's too) and for an unknown id, 400 for a bad id, 401 signed out", async () => {
    const { orderId } = await paidOrder();
    const stranger = await bearerHeaders(shop.db, await createUser(shop.db));
    const admin = await bearerHeaders(shop.db, await createUser(shop.db, { role: 'admin' }));

    for (const headers of [stranger, admin]) {
      const response = await receipt(orderId, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such order' });
    }
    expect((await receipt('00000000-0000-4000-8000-000000000000', stranger)).statusCode).toBe(404);
    expect((await receipt('not-an-id', stranger)).statusCode).toBe(400);
    expect((await receipt(orderId)).statusCode).toBe(401);
  });

  it('answers 409 while the order is not paid (a declined card leaves it so)', async () => {
    const buyer = await createUser(shop.db);
    const { orderId } = await pendingOrder(shop.db, buyer);
    const client = await paymentClient(shop.app, shop.db, buyer);
    await client.confirmCard(intentIdOf(await client.secretFor(orderId)), card('4000 0000 0000 0002'));

    const response = await receipt(orderId, client.headers);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This order is not paid yet');
  });
});
