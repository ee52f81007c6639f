import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { auditEntriesAbout } from '../../helpers/admin-helpers';
import { mailsTo } from '../mail/mailbox-reader';
import { placeOrder, stockOf } from '../orders/order-helpers';
import { eventsOf } from './payment-helpers';
import { paidTwoLineOrder, refundCalls, refundState } from './refund-helpers';

const shop = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const calls = () => refundCalls(shop.app, shop.db);
const admin = () => createUser(shop.db, { role: 'admin', name: 'Ada' });

describe('POST /api/orders/{id}/refunds', () => {
  it('refunds part of a paid order, then more up to what was paid, then refuses a further one naming what is left', async () => {
    const ada = await admin();
    const { orderId } = await paidTwoLineOrder(shop);

    const first = await calls().rest(ada, orderId, { amountCents: 2000, reason: ' Damaged in transit ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ amountCents: 2000, status: 'succeeded', refundedCents: 2000, paymentStatus: 'partially_refunded' });
    expect(first.json().creditNoteNumber).toMatch(/^CN-\d{6}$/);

    const second = await calls().rest(ada, orderId, { amountCents: 3550, reason: 'Late delivery' });
    expect(second.json()).toMatchObject({ status: 'succeeded', refundedCents: 5550, paymentStatus: 'partially_refunded' });

    const tooMuch = await calls().rest(ada, orderId, { amountCents: 1251, reason: 'One more' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ message: 'At most $12.50 can be refunded', data: { fieldErrors: { amountCents: ['At most $12.50 can be refunded'] } } });

    const rest = await calls().rest(ada, orderId, { amountCents: 1250, reason: 'The rest' });
    expect(rest.json()).toMatchObject({ status: 'succeeded', refundedCents: 6800, paymentStatus: 'refunded' });
    expect(await refundState(shop.db, orderId)).toEqual({ refundedCents: 6800, paymentStatus: 'refunded' });
    expect((await calls().rest(ada, orderId, { amountCents: 1, reason: 'Nothing left' })).json().message).toBe('Nothing is left to refund on this order');

    const listed = (await calls().list(ada, orderId)).json();
    expect(listed).toMatchObject({ paidCents: 6800, refundedCents: 6800, leftCents: 0, paymentStatus: 'refunded' });
    expect(listed.refunds.map((refund: { amountCents: number; reason: string; admin: string }) => [refund.amountCents, refund.reason, refund.admin])).toEqual([
      [2000, 'Damaged in transit', 'Ada'],
      [3550, 'Late delivery', 'Ada'],
      [1250, 'The rest', 'Ada'],
    ]);
    const numbers = listed.refunds.map((refund: { creditNoteNumber: string }) => Number(refund.creditNoteNumber.slice(3)));
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
  });

  it('refunds the whole amount at once: payment status refunded', async () => {
    const { orderId } = await paidTwoLineOrder(shop);
    const response = await calls().trpc(await admin(), orderId, { amountCents: 6800, reason: 'Order lost' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data).toMatchObject({ status: 'succeeded', refundedCents: 6800, paymentStatus: 'refunded' });
  });

  it('lets exactly one of five admins racing to refund more than was paid together succeed', async () => {
    const admins = await Promise.all(Array.from({ length: 5 }, () => admin()));
    const { orderId } = await paidTwoLineOrder(shop);

    const answers = await Promise.all(admins.map((who, i) => calls().rest(who, orderId, { amountCents: 4000, reason: `Admin ${i}` })));

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) expect(refused.json().message).toBe('At most $28.00 can be refunded');
    expect(await refundState(shop.db, orderId)).toEqual({ refundedCents: 4000, paymentStatus: 'partially_refunded' });
    const rows = await shop.db.selectFrom('orderRefunds').select('status').where('orderId', '=', orderId).execute();
    expect(rows).toEqual([{ status: 'succeeded' }]);
  });

  it('puts units back in stock, never more than the line held', async () => {
    const ada = await admin();
    const { orderId, spade, hoe } = await paidTwoLineOrder(shop);
    const [spadeBefore, hoeBefore] = [await stockOf(shop.db, spade.id), await stockOf(shop.db, hoe.id)];

    const first = await calls().rest(ada, orderId, { amountCents: 1250, reason: 'Bent blade', restock: [{ productId: spade.id, quantity: 3 }] });
    expect(first.statusCode).toBe(200);
    expect(await stockOf(shop.db, spade.id)).toBe(spadeBefore + 3);

    const tooMany = await calls().rest(ada, orderId, { amountCents: 100, reason: 'Again', restock: [{ productId: hoe.id, quantity: 1 }, { productId: spade.id, quantity: 2 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().data.fieldErrors).toEqual({ 'restock.1.quantity': ['At most 1 unit of this line can go back to stock'] });

    const notALine = await calls().rest(ada, orderId, { amountCents: 100, reason: 'Again', restock: [{ productId: (await createProduct(shop.db)).id, quantity: 1 }] });
    expect(notALine.json().data.fieldErrors).toEqual({ 'restock.0.productId': ['This product is not a line of this order'] });

    const twice = await calls().rest(ada, orderId, { amountCents: 100, reason: 'Again', restock: [{ productId: hoe.id, quantity: 1 }, { productId: hoe.id, quantity: 1 }] });
    expect([twice.statusCode, twice.json().data.fieldErrors]).toEqual([400, { restock: ['Name each line at most once'] }]);

    expect(await stockOf(shop.db, hoe.id)).toBe(hoeBefore);
    expect(await refundState(shop.db, orderId)).toMatchObject({ refundedCents: 1250 });
    const lines = await shop.db.selectFrom('orderLines').select(['productId', 'restocked']).where('orderId', '=', orderId).orderBy('position').execute();
    expect(lines).toEqual([
      { productId: spade.id, restocked: 3 },
      { productId: hoe.id, restocked: 0 },
    ]);
  });

  it('lets admins restocking the same line at once put back no more than it held: the losers get 400, never a 500', async () => {
    const admins = await Promise.all(Array.from({ length: 5 }, () => admin()));
    const { orderId, spade } = await paidTwoLineOrder(shop);
    const before = await stockOf(shop.db, spade.id);

    // Each passes the check before the transaction (4 spades, none back yet); the conditional update decides.
    const answers = await Promise.all(
      admins.map((who, i) => calls().rest(who, orderId, { amountCents: 1000, reason: `Restock ${i}`, restock: [{ productId: spade.id, quantity: 2 }] })),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(refused.json().data.fieldErrors).toEqual({ 'restock.0.quantity': ['All units of this line are back in stock already'] });
    }
    expect(await stockOf(shop.db, spade.id)).toBe(before + 4);
    expect(await refundState(shop.db, orderId)).toMatchObject({ refundedCents: 2000 });
    const line = await shop.db.selectFrom('orderLines').select('restocked').where('orderId', '=', orderId).where('productId', '=', spade.id).executeTakeFirstOrThrow();
    expect(line.restocked).toBe(4);
  });

  it('records the order event, the audit entry and the e-mail to the customer', async () => {
    const ada = await admin();
    const { orderId, buyer, spade } = await paidTwoLineOrder(shop);

    const { creditNoteNumber, id } = (await calls().rest(ada, orderId, { amountCents: 2000, reason: 'Damaged in transit', restock: [{ productId: spade.id, quantity: 2 }] })).json();

    const refunded = (await eventsOf(shop.db, orderId)).filter((event) => event.type === 'refunded');
    expect(refunded).toEqual([
      {
        type: 'refunded',
        actorType: 'admin',
        details: { amountCents: 2000, reason: 'Damaged in transit', orderRefundId: id, refundId: expect.stringMatching(/^re_/), creditNote: creditNoteNumber, unitsReturned: 2 },
      },
    ]);
    const audit = (await auditEntriesAbout(shop.db, orderId)).filter((entry) => entry.action === 'order.refunded');
    expect(audit).toEqual([{ actorId: ada.id, actorEmail: ada.email, action: 'order.refunded', target: orderId, before: { refundedCents: 0 }, after: { refundedCents: 2000 } }]);

    // The customer's own view of the order says an admin refunded, not which one.
    const own = await shop.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: await bearerHeaders(shop.db, buyer) });
    expect(own.json().timeline.at(-1)).toMatchObject({ type: 'refunded', actor: { type: 'admin', email: null, name: null } });
    const adminView = await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: await bearerHeaders(shop.db, ada) });
    expect(adminView.json().timeline.at(-1).actor).toEqual({ type: 'admin', email: ada.email, name: 'Ada' });

    const [mail] = await mailsTo(shop.db, buyer.email, 'payment-refunded');
    expect(mail?.subject).toContain('was refunded');
    for (const words of ['$20.00', 'Damaged in transit', 'Still paid: $48.00', `Credit note: ${creditNoteNumber}`]) expect(mail?.textBody).toContain(words);
  });

  it('refuses an unpaid order (409), an unknown one (404) and bad input (400 with the field)', async () => {
    const ada = await admin();
    const buyer = await createUser(shop.db);
    const product = await createProduct(shop.db, { minimumOrder: 1 });
    const unpaid = await placeOrder(shop.db, buyer, product.id, 1);

    expect([(await calls().rest(ada, unpaid, { amountCents: 100, reason: 'x' })).statusCode, (await calls().rest(ada, unpaid, { amountCents: 100, reason: 'x' })).json().message]).toEqual([
      409,
      'Only a paid order can be refunded',
    ]);
    expect((await calls().rest(ada, UNKNOWN, { amountCents: 100, reason: 'x' })).statusCode).toBe(404);
    expect((await calls().list(ada, UNKNOWN)).statusCode).toBe(404);

    const { orderId } = await paidTwoLineOrder(shop);
    const bad = await calls().rest(ada, orderId, { amountCents: 12.5, reason: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fieldErrors).toEqual({ amountCents: ['Enter the amount in whole cents'], reason: ['Say why you refund'] });
    expect((await calls().rest(ada, orderId, { amountCents: 100, reason: 'x'.repeat(501) })).statusCode).toBe(400);
  });

  it("refunds only the order named in the path: another order's product is not a line of it", async () => {
    const ada = await admin();
    const first = await paidTwoLineOrder(shop);
    const second = await paidTwoLineOrder(shop);
    const response = await calls().rest(ada, first.orderId, { amountCents: 100, reason: 'x', restock: [{ productId: second.spade.id, quantity: 1 }] });
    expect(response.json().data.fieldErrors).toEqual({ 'restock.0.productId': ['This product is not a line of this order'] });
    expect(await refundState(shop.db, second.orderId)).toMatchObject({ refundedCents: 0 });
  });

  it('answers 401 to anonymous callers and 403 to customers, through REST and tRPC', async () => {
    const { orderId, buyer } = await paidTwoLineOrder(shop);
    const body = { amountCents: 100, reason: 'x' };
    for (const call of [calls().rest, calls().trpc]) {
      expect((await call(null, orderId, body)).statusCode).toBe(401);
      expect((await call(buyer, orderId, body)).statusCode).toBe(403);
    }
    expect((await calls().list(null, orderId)).statusCode).toBe(401);
    expect((await calls().list(buyer, orderId)).statusCode).toBe(403);
    expect(await refundState(shop.db, orderId)).toMatchObject({ refundedCents: 0 });
  });

  it('releases the reservation and answers 409 in the words of the gateway when it refuses', async () => {
    const ada = await admin();
    const { orderId, intentId, spade } = await paidTwoLineOrder(shop);
    // $60.00 of the charge was refunded outside the shop (Stripe's dashboard, say): only $8.00 is left at the gateway.
    await shop.db
      .updateTable('paymentIntents')
      .set({ partRefunds: JSON.stringify([{ id: 're_outside', amountCents: 6000, idempotencyKey: 'outside' }]) })
      .where('id', '=', intentId)
      .execute();
    const stockBefore = await stockOf(shop.db, spade.id);

    const refused = await calls().rest(ada, orderId, { amountCents: 2000, reason: 'Damaged', restock: [{ productId: spade.id, quantity: 1 }] });

    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The card network refused the refund: The refund is more than is left of the charge ($8.00). Nothing was refunded.');
    expect(await refundState(shop.db, orderId)).toEqual({ refundedCents: 0, paymentStatus: 'succeeded' });
    expect(await stockOf(shop.db, spade.id)).toBe(stockBefore);
    const row = await shop.db.selectFrom('orderLines').select('restocked').where('orderId', '=', orderId).where('productId', '=', spade.id).executeTakeFirstOrThrow();
    expect(row.restocked).toBe(0);
    const [listed] = (await calls().list(ada, orderId)).json().refunds;
    expect(listed).toMatchObject({ status: 'failed', creditNoteNumber: null, error: 'The refund is more than is left of the charge ($8.00)' });
    // Within what the gateway has left, a refund goes through.
    expect((await calls().rest(ada, orderId, { amountCents: 800, reason: 'What is left' })).json()).toMatchObject({ status: 'succeeded', refundedCents: 800 });
  });

  it('keeps the database from going past the total even without the service (the CHECK)', async () => {
    const { orderId } = await paidTwoLineOrder(shop);
    // The refunded amount is the settled payment's (order_payments), whose amount is the order's total.
    await expect(sql`update order_payments set refunded_cents = amount_cents + 1 where order_id = ${orderId}`.execute(shop.db)).rejects.toThrow(/order_payments_refunds_within_amount/);
  });
});
