import { describe, expect, it } from 'vitest';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { eventTypes, failPaidEventOf, intentIdOf, orderRow, paymentClient, pendingOrder } from './payment-helpers';

const shop = useTestApp();

/** What a paying settlement writes besides the order: the invoice counter, the order's invoices and e-mails. */
async function paymentTraces(orderId: string, email: string) {
  const counter = await shop.db.selectFrom('documentNumbers').select('lastNumber').where('kind', '=', 'invoice').executeTakeFirstOrThrow();
  const invoices = await shop.db.selectFrom('invoices').select('number').where('orderId', '=', orderId).execute();
  const mails = await shop.db.selectFrom('mailOutbox').select('kind').where('recipient', '=', email).execute();
  return { invoiceCounter: counter.lastNumber, invoices, mails };
}

describe('a failure late in the paying settlement', () => {
  it('rolls the whole payment back: the order stays unpaid, no invoice number is used, no e-mail is queued; once the fault is gone the same payment settles with the next number', async () => {
    const buyer = await createUser(shop.db);
    const { orderId } = await pendingOrder(shop.db, buyer);
    const client = await paymentClient(shop.app, shop.db, buyer);
    const intentId = intentIdOf(await client.secretFor(orderId));
    // The gateway holds the money; the shop has not been told yet.
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();
    const before = await paymentTraces(orderId, buyer.email);
    const eventsBefore = await eventTypes(shop.db, orderId);

    const liftFault = await failPaidEventOf(shop.db, orderId);
    const failed = await client.confirmPayment(orderId, intentId);
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('injected');
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: false, status: 'pending', transactionId: null, paidAt: null });
    expect(await paymentTraces(orderId, buyer.email)).toEqual(before);
    expect(await eventTypes(shop.db, orderId)).toEqual(eventsBefore);
    await liftFault();

    const settled = await client.confirmPayment(orderId, intentId);
    expect(settled.statusCode).toBe(200);
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: true, status: 'processing', transactionId: intentId });
    const after = await paymentTraces(orderId, buyer.email);
    expect(after.invoiceCounter).toBe(before.invoiceCounter + 1);
    expect(after.invoices).toEqual([{ number: before.invoiceCounter + 1 }]);
    expect(after.mails.length).toBe(before.mails.length + 1);
  });
});
