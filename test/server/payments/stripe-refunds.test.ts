import { afterAll, describe, expect, it } from 'vitest';
import { shopPorts } from '../../../src/server/feature-ports';
import { createUser, setOrderRefunded } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { reconcilePayments } from '../../../src/server/features/5-payments/payments/settlement/reconcile-payments';
import { startFakeStripe, stripeConfigFor } from './fake-stripe';
import { WEBHOOK_SECRET } from './payment-helpers';
import { paidTwoLineOrder, refundCalls, refundState } from './refund-helpers';
import { settledPaymentIdOf } from '../../helpers/factories';

const stripe = await startFakeStripe();
afterAll(() => stripe.close());
const config = stripeConfigFor(stripe, WEBHOOK_SECRET);
const shop = useTestApp({ config });

const paidThroughStripe = () => paidTwoLineOrder(shop, async (intentId) => stripe.setStatus(intentId, 'succeeded'));
const refundRequests = () => stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');

describe('admin refunds through the real stripe SDK (against the loopback fake of Stripe)', () => {
  it("refunds part of the charge with the amount, the refund's id as idempotency key and the reason in metadata", async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const { orderId, intentId } = await paidThroughStripe();

    const response = await refundCalls(shop.app, shop.db).rest(admin, orderId, { amountCents: 2500, reason: 'Damaged in transit' });

    expect(response.json()).toMatchObject({ status: 'succeeded', refundedCents: 2500, paymentStatus: 'partially_refunded' });
    const { id } = response.json();
    expect(refundRequests().at(-1)).toMatchObject({
      idempotencyKey: `order-refund-${id}`,
      body: { payment_intent: intentId, amount: '2500', metadata: { refundId: id, reason: 'Damaged in transit' } },
    });
    const row = await shop.db.selectFrom('orderRefunds').select(['status', 'gatewayRefundId']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'succeeded', gatewayRefundId: [...stripe.refunds.values()].find((refund) => refund.metadata.refundId === id)!.id });
  });

  it("answers Stripe's refusal as a 409 in its words and releases the reservation", async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const { orderId, intentId } = await paidThroughStripe();
    stripe.refunds.set('re_outside', { id: 're_outside', object: 'refund', payment_intent: intentId, amount: 6000, status: 'succeeded', metadata: {} });

    const response = await refundCalls(shop.app, shop.db).rest(admin, orderId, { amountCents: 1000, reason: 'Broken' });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The card network refused the refund: Refund amount ($10.00) is greater than unrefunded amount on charge ($8.00). Nothing was refunded.');
    expect(await refundState(shop.db, orderId)).toEqual({ refundedCents: 0, paymentStatus: 'succeeded' });
  });

  it('finishes a refund left pending by a crash with the same idempotency key, once', async () => {
    const { orderId, intentId } = await paidThroughStripe();
    const admin = await createUser(shop.db, { role: 'admin' });
    // What a crash between the reserving transaction and the gateway call leaves behind.
    await setOrderRefunded(shop.db, orderId, { refundedCents: 1500 });
    const pending = await shop.db
      .insertInto('orderRefunds')
      .values({ orderId, paymentId: await settledPaymentIdOf(shop.db, orderId), amountCents: 1500, reason: 'Crashed', adminId: admin.id, attemptedAt: new Date(Date.now() - 120_000) })
      .returning('id')
      .executeTakeFirstOrThrow();

    await reconcilePayments({ db: shop.db, ports: shopPorts, config });
    await reconcilePayments({ db: shop.db, ports: shopPorts, config }, new Date(Date.now() + 120_000));

    const tries = refundRequests().filter((request) => request.idempotencyKey === `order-refund-${pending.id}`);
    expect(tries).toHaveLength(1);
    expect(tries[0]?.body).toMatchObject({ payment_intent: intentId, amount: '1500' });
    expect(await refundState(shop.db, orderId)).toEqual({ refundedCents: 1500, paymentStatus: 'partially_refunded' });
    const row = await shop.db.selectFrom('orderRefunds').select('status').where('id', '=', pending.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('succeeded');
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
  });

  it('keeps a refund pending when Stripe does not answer, and the reconciliation job finishes it later', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const { orderId, intentId } = await paidThroughStripe();
    stripe.setRefundsDown(true);

    const response = await refundCalls(shop.app, shop.db).rest(admin, orderId, { amountCents: 1000, reason: 'Scratched' });

    stripe.setRefundsDown(false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'pending', creditNoteNumber: null, refundedCents: 1000, paymentStatus: 'succeeded' });
    await reconcilePayments({ db: shop.db, ports: shopPorts, config }, new Date(Date.now() + 120_000));
    expect(await refundState(shop.db, orderId)).toEqual({ refundedCents: 1000, paymentStatus: 'partially_refunded' });
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === intentId).map((refund) => refund.amount)).toEqual([1000]);
  });
});
