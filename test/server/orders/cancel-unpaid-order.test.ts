import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { mailsTo } from '../mail/mailbox-reader';
import { markPaid, stockOf } from './order-helpers';
import { eventsOf, intentIdOf, orderRow, paymentClient, pendingOrder } from '../payments/payment-helpers';

const shop = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** `DELETE /api/admin/orders/{orderId}`, with the optional reason as a query parameter. */
async function adminCancel(orderId: string, headers: Record<string, string>, reason?: string) {
  const query = reason === undefined ? '' : `?reason=${encodeURIComponent(reason)}`;
  return shop.app.inject({ method: 'DELETE', url: `/api/admin/orders/${orderId}${query}`, headers });
}

async function asAdmin() {
  const admin = await createUser(shop.db, { role: 'admin' });
  return { admin, headers: await bearerHeaders(shop.db, admin) };
}

const closingEvents = async (orderId: string) => (await eventsOf(shop.db, orderId)).filter((event) => ['cancelled', 'expired'].includes(event.type));
const auditEntries = (orderId: string) => shop.db.selectFrom('auditLog').selectAll().where('target', '=', orderId).where('action', '=', 'order.cancelled').execute();

describe('an admin cancels an unpaid order (DELETE /api/admin/orders/{orderId})', () => {
  it('returns the units, cancels the payment, keeps the row, and writes the event, the audit entry and the customer’s e-mail', async () => {
    const { admin, headers } = await asAdmin();
    const buyer = await createUser(shop.db, { name: 'Hoarder' });
    const { orderId, productId } = await pendingOrder(shop.db, buyer, { quantity: 60 });
    const intentId = intentIdOf(await (await paymentClient(shop.app, shop.db, buyer)).secretFor(orderId));
    expect(await stockOf(shop.db, productId)).toBe(40);

    const response = await adminCancel(orderId, headers, 'Suspected stock hoarding');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });
    expect(await stockOf(shop.db, productId)).toBe(100);
    expect(await orderRow(shop.db, orderId)).toMatchObject({ status: 'cancelled', isPaid: false, cancelReason: 'Suspected stock hoarding' });
    const intent = await shop.db.selectFrom('paymentIntents').select('status').where('id', '=', intentId).executeTakeFirstOrThrow();
    expect(intent.status).toBe('canceled');

    expect(await closingEvents(orderId)).toEqual([
      { type: 'cancelled', actorType: 'admin', details: { reason: 'Suspected stock hoarding', unitsReturned: 60, intentId } },
    ]);
    const [entry, ...more] = await auditEntries(orderId);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      before: { status: 'pending', isPaid: false },
      after: { status: 'cancelled', reason: 'Suspected stock hoarding', unitsReturned: 60 },
    });
    const mails = await mailsTo(shop.db, buyer.email, 'order-cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toMatch(/We cancelled your unpaid order TY-\d+\. Reason: Suspected stock hoarding/);
    expect(mails[0]!.textBody).toContain('The 60 units we held for you are released. Nothing was charged.');

    // The customer sees it gone from My Orders, and closed on its own page.
    expect(await callerFor(shop.db, buyer).orders.mine({})).toEqual({ orders: [], nextCursor: null });
    expect(await callerFor(shop.db, buyer).orders.details({ id: orderId })).toMatchObject({ status: 'cancelled', expiresAt: null });
  });

  it('over tRPC too, with a default reason when none is given', async () => {
    const { admin } = await asAdmin();
    const buyer = await createUser(shop.db);
    const { orderId, productId } = await pendingOrder(shop.db, buyer, { quantity: 10 });

    expect(await callerFor(shop.db, admin).adminOrders.cancel({ orderId })).toEqual({ deletedCount: 1 });

    expect(await stockOf(shop.db, productId)).toBe(100);
    expect((await orderRow(shop.db, orderId)).cancelReason).toBe('Cancelled by the shop: it was not paid');
    expect((await mailsTo(shop.db, buyer.email, 'order-cancelled'))[0]!.textBody).toContain('Reason: Cancelled by the shop: it was not paid');
  });

  it('returns the units exactly once when two admins and the customer cancel at the same moment', async () => {
    const first = await asAdmin();
    const second = await asAdmin();
    for (let round = 0; round < 5; round++) {
      const buyer = await createUser(shop.db);
      const { orderId, productId } = await pendingOrder(shop.db, buyer, { quantity: 25 });
      const customer = await paymentClient(shop.app, shop.db, buyer);
      await customer.secretFor(orderId);

      const answers = await Promise.all([adminCancel(orderId, first.headers), customer.cancel(orderId), adminCancel(orderId, second.headers)]);

      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200), `round ${round}: ${statuses}`).toHaveLength(1);
      // The losers: 409 "already cancelled" for an admin, 404 for the customer (docs/decisions/032).
      expect([statuses[0], statuses[2]].every((status) => status === 200 || status === 409)).toBe(true);
      expect([200, 404]).toContain(statuses[1]);
      expect(await stockOf(shop.db, productId)).toBe(100);
      expect(await closingEvents(orderId)).toHaveLength(1);
      expect(await mailsTo(shop.db, buyer.email, 'order-cancelled')).toHaveLength(1);
      expect((await auditEntries(orderId)).length).toBe(statuses[1] === 200 ? 0 : 1);
    }
  });

  it('refuses a paid order and an already closed one with 409, and changes nothing', async () => {
    const { headers } = await asAdmin();
    const buyer = await createUser(shop.db);
    const paid = await pendingOrder(shop.db, buyer, { quantity: 5 });
    await markPaid(shop.db, paid.orderId);
    const closed = await pendingOrder(shop.db, buyer, { quantity: 5 });
    await callerFor(shop.db, buyer).orders.cancel({ orderId: closed.orderId });

    const onPaid = await adminCancel(paid.orderId, headers);
    expect(onPaid.statusCode).toBe(409);
    expect(onPaid.json().message).toBe('A paid order cannot be cancelled');
    const onClosed = await adminCancel(closed.orderId, headers);
    expect(onClosed.statusCode).toBe(409);
    expect(onClosed.json().message).toBe('This order is already cancelled');

    expect((await orderRow(shop.db, paid.orderId)).status).toBe('processing');
    expect(await stockOf(shop.db, paid.productId)).toBe(95);
    expect(await stockOf(shop.db, closed.productId)).toBe(100);
    expect(await closingEvents(closed.orderId)).toHaveLength(1);
    expect(await auditEntries(paid.orderId)).toHaveLength(0);
  });

  it('marks the order paid and answers 409 when the gateway says its payment already succeeded', async () => {
    const { headers } = await asAdmin();
    const buyer = await createUser(shop.db);
    const { orderId, productId } = await pendingOrder(shop.db, buyer, { quantity: 5 });
    const intentId = intentIdOf(await (await paymentClient(shop.app, shop.db, buyer)).secretFor(orderId));
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();

    const response = await adminCancel(orderId, headers);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A paid order cannot be cancelled');
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: true, status: 'processing' });
    expect(await stockOf(shop.db, productId)).toBe(95);
  });

  it('is for admins only: 403 for a customer (even the owner), 401 without a session; 404 unknown, 400 malformed id or overlong reason', async () => {
    const { headers } = await asAdmin();
    const buyer = await createUser(shop.db);
    const { orderId, productId } = await pendingOrder(shop.db, buyer, { quantity: 5 });

    const byOwner = await adminCancel(orderId, await bearerHeaders(shop.db, buyer));
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().message).toBe('Admins only');
    await expect(callerFor(shop.db, buyer).adminOrders.cancel({ orderId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await adminCancel(orderId, {})).statusCode).toBe(401);
    expect((await adminCancel(UNKNOWN, headers)).statusCode).toBe(404);
    expect((await adminCancel('nope', headers)).statusCode).toBe(400);
    expect((await adminCancel(orderId, headers, 'x'.repeat(201))).statusCode).toBe(400);

    expect((await orderRow(shop.db, orderId)).status).toBe('pending');
    expect(await stockOf(shop.db, productId)).toBe(95);
  });
});
