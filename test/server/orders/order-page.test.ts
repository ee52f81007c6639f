import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { pendingOrder } from '../payments/payment-helpers';
import { download, pdfText } from '../invoices/invoice-helpers';
import { paidTwoLineOrder, refundCalls } from '../payments/refund-helpers';

const shop = useTestApp();

/** A customer's $68.00 order, paid with card 4242, shipped by UPS and partly refunded ($20.00) by an admin named Ada. */
async function paidShippedRefundedOrder() {
  const { buyer, orderId, intentId } = await paidTwoLineOrder(shop);
  const admin = await createUser(shop.db, { role: 'admin', name: 'Ada' });
  const adminHeaders = { ...(await bearerHeaders(shop.db, admin)), 'content-type': 'application/json' };
  const shipped = await shop.app.inject({ method: 'PUT', url: `/api/shipped-order/${orderId}`, headers: adminHeaders, payload: JSON.stringify({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }) });
  expect(shipped.statusCode).toBe(200);
  const refunded = await refundCalls(shop.app, shop.db).rest(admin, orderId, { amountCents: 2000, reason: 'One hoe arrived bent' });
  expect(refunded.json()).toMatchObject({ status: 'succeeded' });
  return { buyer, orderId, intentId, creditNote: refunded.json().creditNoteNumber as string };
}

const readOrder = async (orderId: string, as: Parameters<typeof bearerHeaders>[1] | null) =>
  shop.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: as ? await bearerHeaders(shop.db, as) : {} });

describe('GET /api/orders/{id}: the customer order page', () => {
  it('shows a paid, shipped and partly refunded order to its customer: documents, payment, refunds and the timeline in words', async () => {
    const { buyer, orderId, intentId, creditNote } = await paidShippedRefundedOrder();

    const response = await readOrder(orderId, buyer);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    const invoice = body.invoiceNumber as string;
    expect(invoice).toMatch(/^INV-\d{6}$/);
    expect(body.documents).toEqual([
      { kind: 'invoice', number: invoice, url: `/api/orders/${orderId}/invoice.pdf`, total: 68, issuedAt: expect.any(String) },
      { kind: 'credit_note', number: creditNote, url: `/api/orders/${orderId}/credit-notes/${creditNote}.pdf`, total: 20, issuedAt: expect.any(String) },
    ]);
    expect(body.payment).toEqual({ method: 'card', cardBrand: null, cardLast4: '4242', reference: intentId.slice(-8).toUpperCase(), amount: 68, paidAt: expect.any(String) });
    expect(body.refunds).toEqual([{ amount: 20, reason: 'One hoe arrived bent', status: 'succeeded', creditNoteNumber: creditNote, at: expect.any(String), toAccount: false }]);
    const texts = (body.timeline as { type: string; text: string }[]).map((event) => event.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Placed by you for $68.00.',
        'Paid $68.00.',
        'Shipped with UPS, tracking number 1Z999AA10123456784.',
        `Refunded $20.00 to your card (credit note ${creditNote}): One hoe arrived bent.`,
      ]),
    );
    // Which admin shipped and refunded is the shop's business.
    expect(JSON.stringify(body.timeline)).not.toContain('Ada');
  });

  it('lets its customer download every document it lists, and nobody else (404)', async () => {
    const { buyer, orderId, creditNote } = await paidShippedRefundedOrder();
    const { documents } = (await readOrder(orderId, buyer)).json() as { documents: { number: string; url: string }[] };
    expect(documents).toHaveLength(2);

    const stranger = await createUser(shop.db);
    for (const document of documents) {
      const file = await download(shop.app, shop.db, buyer, document.url);
      expect(file.statusCode, document.url).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${document.number}.pdf"`);
      expect(await pdfText(file.rawPayload)).toContain(document.number);
      expect((await download(shop.app, shop.db, stranger, document.url)).statusCode).toBe(404);
    }
    expect(documents.map((document) => document.number)).toContain(creditNote);
    expect((await readOrder(orderId, stranger)).statusCode).toBe(404);
    expect((await readOrder(orderId, null)).statusCode).toBe(401);
  });

  it('has no documents and no payment before it is paid', async () => {
    const buyer = await createUser(shop.db);
    const caller = callerFor(shop.db, buyer);
    const { orderId } = await pendingOrder(shop.db, buyer);
    const body = (await readOrder(orderId, buyer)).json();
    expect(body).toMatchObject({ invoiceNumber: null, documents: [], payment: null, refunds: [] });
    expect(body.timeline[0].text).toMatch(/^Placed by you/);
    await caller.orders.cancel({ orderId });
    const cancelled = (await readOrder(orderId, buyer)).json();
    expect(cancelled.timeline.at(-1).text).toBe('Cancelled by you.');
  });
});
