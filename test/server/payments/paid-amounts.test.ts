import { describe, expect, it } from 'vitest';
import { findPaidCents, paidCentsOfOrders, refundedCentsOfOrders } from '../../../src/server/features/5-payments/payments/paid-amounts';
import { orderIdsOfUser } from '../../../src/server/features/4-orders/orders/customer-orders';
import { createOrder, createProduct, createUser } from '../../helpers/factories';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();

describe("an order's paid amount (payments/paid-amounts.ts)", () => {
  it('sums its settled payments less their refunds, leaving attempts out, in one query: several payments may settle one order', async () => {
    const db = database.db;
    const buyer = await createUser(db);
    const spade = await createProduct(db, { price: 10 });
    const order = await createOrder(db, buyer, spade, { quantity: 6, totalCents: 6000 });
    const settledAt = new Date();
    await db
      .insertInto('orderPayments')
      .values([
        // A declined card, then two payments that settle it together (paying on account), one partly refunded.
        { orderId: order.id, attempt: 1, amountCents: 6000, currency: 'usd', gatewayRef: 'pi_declined', status: 'requires_payment_method' },
        { orderId: order.id, attempt: 2, amountCents: 4000, currency: 'usd', gatewayRef: 'pi_first', status: 'partially_refunded', refundedCents: 500, settledAt },
        { orderId: order.id, attempt: 3, amountCents: 2000, currency: 'usd', gatewayRef: 'pi_second', status: 'succeeded', settledAt },
      ])
      .execute();
    const unpaid = await createOrder(db, buyer, spade, { quantity: 2 });
    const paid = await createOrder(db, buyer, spade, { quantity: 3, paidAt: settledAt });

    expect(await findPaidCents(db, order.id)).toBe(5500);
    expect(await findPaidCents(db, unpaid.id)).toBe(0);
    expect(await findPaidCents(db, paid.id)).toBe(3000);

    const spent = await db.selectNoFrom((eb) => paidCentsOfOrders(orderIdsOfUser(eb.val(buyer.id))).as('cents')).executeTakeFirstOrThrow();
    expect(Number(spent.cents)).toBe(8500);
    expect(await refundedCentsOfOrders(db, [order.id, unpaid.id, paid.id])).toEqual(new Map([[order.id, 500], [paid.id, 0]]));
  });

  it('is kept within each payment by the database: refunds never pass what it paid, and only a settled payment is refunded', async () => {
    const db = database.db;
    const buyer = await createUser(db);
    const spade = await createProduct(db, { price: 10 });
    const order = await createOrder(db, buyer, spade, { quantity: 1 });
    const attempt = { orderId: order.id, attempt: 1, amountCents: 1000, currency: 'usd', gatewayRef: 'pi_attempt', status: 'processing' as const };
    await expect(db.insertInto('orderPayments').values({ ...attempt, refundedCents: 1 }).execute()).rejects.toThrow(/order_payments_refunds_only_when_settled/);
    await expect(db.insertInto('orderPayments').values({ ...attempt, settledAt: new Date(), refundedCents: 1001 }).execute()).rejects.toThrow(/order_payments_refunds_within_amount/);
    await db.insertInto('orderPayments').values(attempt).execute();
    await expect(db.insertInto('orderPayments').values({ ...attempt, gatewayRef: 'pi_other' }).execute()).rejects.toThrow(/order_payments_attempt_key/);
  });
});
