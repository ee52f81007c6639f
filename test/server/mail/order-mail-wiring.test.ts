import { describe, expect, it } from 'vitest';
import { shopPorts } from '../../../src/server/feature-ports';
import { expireUnpaidOrders } from '../../../src/server/features/4-orders/orders/closing/expire-orders';
import { reconcilePayments } from '../../../src/server/features/5-payments/payments/settlement/reconcile-payments';
import { createProduct, createUser, setPaymentChecked } from '../../helpers/factories';
import { callerFor, testConfig, useTestApp } from '../../helpers/test-app';
import { orderPayload, placedAgo } from '../orders/order-helpers';
import { intentIdOf, intentObject, paymentClient, pendingOrder, postWebhook, signedEvent, WEBHOOK_SECRET } from '../payments/payment-helpers';
import { mailsTo } from './mailbox-reader';

const config = testConfig({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, ORDER_HOLD_HOURS: '2' });
const shop = useTestApp({ config });
const HOUR = 3_600_000;

/** The kinds of every e-mail queued for `to`, oldest first. */
async function mailKindsTo(to: string): Promise<string[]> {
  const rows = await shop.db.selectFrom('mailOutbox').select('kind').where('recipient', '=', to).orderBy('createdAt').orderBy('id').execute();
  return rows.map((row) => row.kind);
}

describe('order e-mails, queued with the change that causes them', () => {
  it('placing an order queues one "order placed" mail to the buyer with the total, the pay link and the hold', async () => {
    const buyer = await createUser(shop.db, { name: 'Hazel', email: 'hazel@garden.com', verified: true });
    const spade = await createProduct(shop.db, { name: 'Border spade', price: 24.5, quantity: 50, minimumOrder: 1 });

    const { insertedId: orderId } = await callerFor(shop.db, buyer, config).orders.create(orderPayload(spade.id, 12) as never);
    const { number } = await callerFor(shop.db, buyer, config).orders.details({ id: orderId });

    const mails = await mailsTo(shop.db, 'hazel@garden.com', 'order-placed');
    expect(mails).toHaveLength(1);
    expect(number).toMatch(/^TY-\d{5,}$/);
    expect(mails[0]!.subject).toBe(`Your Toolyard order ${number}: 12 x Border spade`);
    expect(mails[0]!.textBody).toContain(`Order number: ${number}`);
    expect(mails[0]!.textBody).toContain('Total: $294.00');
    expect(mails[0]!.textBody).toContain(`/payment/${orderId}`);
    expect(mails[0]!.textBody).toContain('Unpaid orders are released after 2 hours.');
    expect(mails[0]!.textBody).not.toContain('Verify your e-mail');
  });

  it('an account with an unproven e-mail is told its short hold, and how to get the longer one', async () => {
    const buyer = await createUser(shop.db, { email: 'borage@garden.com' });
    const spade = await createProduct(shop.db, { quantity: 50, minimumOrder: 1 });

    await callerFor(shop.db, buyer, config).orders.create(orderPayload(spade.id, 2) as never);

    const [mail] = await mailsTo(shop.db, 'borage@garden.com', 'order-placed');
    expect(mail!.textBody).toContain('Unpaid orders are released after 30 minutes.');
    expect(mail!.textBody).toContain('Verify your e-mail address and your next orders are held for 2 hours.');
  });

  it('an order that is refused (out of stock) queues nothing', async () => {
    const buyer = await createUser(shop.db, { email: 'rowan@garden.com' });
    const mower = await createProduct(shop.db, { quantity: 3, minimumOrder: 1 });

    await expect(callerFor(shop.db, buyer, config).orders.create(orderPayload(mower.id, 3) as never)).resolves.toBeDefined();
    await expect(callerFor(shop.db, buyer, config).orders.create(orderPayload(mower.id, 1) as never)).rejects.toThrow('out of stock');

    expect(await mailsTo(shop.db, 'rowan@garden.com', 'order-placed')).toHaveLength(1);
  });

  it('three concurrent confirmations and a webhook queue exactly one "payment received" mail', async () => {
    const buyer = await createUser(shop.db, { email: 'sorrel@garden.com' });
    const { orderId, totalCents } = await pendingOrder(shop.db, buyer);
    const client = await paymentClient(shop.app, shop.db, buyer);
    const intentId = intentIdOf(await client.secretFor(orderId));
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();
    const webhook = signedEvent('evt_MailOnce000000000000001', 'payment_intent.succeeded', intentObject({ id: intentId, orderId, amount: totalCents, status: 'succeeded' }));

    await Promise.all([client.confirmPayment(orderId, intentId), client.confirmPayment(orderId, intentId), client.confirmPayment(orderId), postWebhook(shop.app, webhook)]);
    await postWebhook(shop.app, webhook);

    const mails = await mailsTo(shop.db, 'sorrel@garden.com', 'payment-received');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`Transaction id: ${intentId}`);
    expect(mails[0]!.textBody).toContain('Total: $50.00');
  });

  it('a cancel queues one "order cancelled" mail, however often it is repeated', async () => {
    const buyer = await createUser(shop.db, { email: 'tansy@garden.com' });
    const { orderId } = await pendingOrder(shop.db, buyer, { quantity: 7 });
    const client = await paymentClient(shop.app, shop.db, buyer);

    await Promise.all([client.cancel(orderId), client.cancel(orderId)]);
    await client.cancel(orderId);

    const mails = await mailsTo(shop.db, 'tansy@garden.com', 'order-cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('The 7 units we held for you are released.');
    expect(await mailKindsTo('tansy@garden.com')).toEqual(['order-placed', 'order-cancelled']);
  });

  it('the expiry sweep queues one "order expired" mail, even when two sweepers race', async () => {
    const buyer = await createUser(shop.db, { email: 'yarrow@garden.com' });
    const { orderId } = await pendingOrder(shop.db, buyer, { config });
    await placedAgo(shop.db, orderId, 3 * HOUR);

    const later = new Date(Date.now() + 2 * 60_000);
    await Promise.all([expireUnpaidOrders({ db: shop.db, ports: shopPorts, config }, later), expireUnpaidOrders({ db: shop.db, ports: shopPorts, config }, later)]);

    const mails = await mailsTo(shop.db, 'yarrow@garden.com', 'order-expired');
    expect(mails).toHaveLength(1);
    const { number } = await shop.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(mails[0]!.subject).toBe(`Your Toolyard order ${number} expired`);
    expect(mails[0]!.textBody).toContain(`Your order ${number} expired`);
  });

  it('a payment that arrives after the cancel is refunded and mailed once', async () => {
    const buyer = await createUser(shop.db, { email: 'chervil@garden.com' });
    const { orderId, totalCents } = await pendingOrder(shop.db, buyer);
    const client = await paymentClient(shop.app, shop.db, buyer);
    const intentId = intentIdOf(await client.secretFor(orderId));
    // The bank was still deciding when the customer cancelled; it says yes afterwards.
    await shop.db.updateTable('paymentIntents').set({ status: 'processing' }).where('id', '=', intentId).execute();
    await shop.db
      .updateTable('orders')
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: 'test' })
      .where('id', '=', orderId)
      .execute();
    await setPaymentChecked(shop.db, orderId, { paymentStatus: 'processing', checkedAt: new Date(Date.now() - 10 * 60_000) });
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();

    await reconcilePayments({ db: shop.db, ports: shopPorts, config });
    await client.confirmPayment(orderId, intentId);
    await reconcilePayments({ db: shop.db, ports: shopPorts, config });

    const mails = await mailsTo(shop.db, 'chervil@garden.com', 'payment-refunded');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`Refunded: $${(totalCents / 100).toFixed(2)}`);
    expect(await mailsTo(shop.db, 'chervil@garden.com', 'payment-received')).toHaveLength(0);
  });
});
