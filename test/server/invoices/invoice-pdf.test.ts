import { describe, expect, it } from 'vitest';
import { issueCreditNote } from '../../../src/server/features/6-invoices/invoices/issue-documents';
import { createProduct, createUser, setOrderRefunded } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { pendingOrder } from '../payments/payment-helpers';
import { download, invoiceNumberOf, payThroughGateway, pdfText, twoLineOrder } from './invoice-helpers';
import { settledPaymentIdOf } from '../../helpers/factories';

const shop = useTestApp();
const invoiceUrl = (orderId: string) => `/api/orders/${orderId}/invoice.pdf`;

describe('GET /api/orders/{id}/invoice.pdf', () => {
  it("gives the owner the paid order's invoice: seller, number, buyer, PO and order number, every line, the total and the payment", async () => {
    const { owner, orderId, spade, rake } = await twoLineOrder(shop.db);
    const intentId = await payThroughGateway(shop.app, shop.db, owner, orderId);
    const number = `INV-${String(await invoiceNumberOf(shop.db, orderId)).padStart(6, '0')}`;
    const { order } = await callerFor(shop.db, owner).orders.withLines({ id: orderId });

    const response = await download(shop.app, shop.db, owner, invoiceUrl(orderId));

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(response.rawPayload);
    for (const fact of [
      'Toolyard Supply Co.',
      `Invoice ${number}`,
      'Hazel Moss',
      owner.email,
      '+880 1700 000000',
      '12 Garden Lane, Dhaka',
      'PO number: PO-7731',
      `Order number: ${order.number}`,
      'Border spade',
      spade.sku,
      'Leaf rake',
      rake.sku,
      '$24.50',
      '$294.00',
      '$54.75',
      'Total: $348.75',
      `Transaction id: ${intentId}`,
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toMatch(/Border spade\s+\S+\s+12\s+\$24\.50\s+\$294\.00/);
    expect(text).toMatch(/Leaf rake\s+\S+\s+3\s+\$18\.25\s+\$54\.75/);
    expect(text).not.toContain('Refunded');
  });

  it('prints Japanese, Polish and emoji as typed, in embedded fonts, and a character no font has as U+FFFD, never another letter', async () => {
    const owner = await createUser(shop.db, { name: '山田 花子 Żaneta Wójcik 🌷' });
    const shears = await createProduct(shop.db, { name: 'Sekator 剪定ばさみ', price: 30, quantity: 10, minimumOrder: 1 });
    const caller = callerFor(shop.db, owner);
    await caller.cart.setLine({ productId: shears.id, quantity: 2 });
    const address = 'ul. Łódź Źródlana 5 🏡\n東京都港区 日本語\n서울';
    const { orderId } = await caller.cart.checkout({ phone: '+48 600 000 000', address, poNumber: 'PO-東京-1' });
    await payThroughGateway(shop.app, shop.db, owner, orderId);

    const response = await download(shop.app, shop.db, owner, invoiceUrl(orderId));

    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const typed of ['山田 花子 Żaneta Wójcik 🌷', 'ul. Łódź Źródlana 5 🏡', '東京都港区 日本語', 'PO number: PO-東京-1', 'Sekator 剪定ばさみ']) {
      expect(text).toContain(typed);
    }
    // Hangul is in none of the fonts: each syllable prints as the replacement character.
    expect(text).toContain('\ufffd\ufffd');
    expect(text).not.toContain('서울');
    const fonts = response.rawPayload.toString('latin1').match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g) ?? [];
    expect(new Set(fonts.map((font) => font.split('+')[1]))).toEqual(new Set(['DejaVuSans', 'DejaVuSans-Bold', 'NotoSansJP-Regular', 'NotoEmoji-Regular']));
  });

  it('gives the same bytes each time (the creation date is the payment date, the /ID follows from it)', async () => {
    const { owner, orderId } = await twoLineOrder(shop.db);
    await payThroughGateway(shop.app, shop.db, owner, orderId);
    const first = await download(shop.app, shop.db, owner, invoiceUrl(orderId));
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a second later: a clock in the file would show
    const second = await download(shop.app, shop.db, owner, invoiceUrl(orderId));
    expect(first.rawPayload.length).toBeGreaterThan(1000);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
  });

  it('answers 401 anonymous, 404 before payment, for another customer and for an unknown order, 400 a malformed id; 200 for an admin', async () => {
    const { owner, orderId } = await twoLineOrder(shop.db);
    const stranger = await createUser(shop.db);
    const admin = await createUser(shop.db, { role: 'admin' });

    expect((await download(shop.app, shop.db, owner, invoiceUrl(orderId))).json()).toMatchObject({ code: 'NOT_FOUND' });
    await payThroughGateway(shop.app, shop.db, owner, orderId);

    const anonymous = await download(shop.app, shop.db, null, invoiceUrl(orderId));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please sign in' });
    const other = await download(shop.app, shop.db, stranger, invoiceUrl(orderId));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such order' });
    expect((await download(shop.app, shop.db, owner, invoiceUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    const malformed = await download(shop.app, shop.db, owner, invoiceUrl('not-an-id'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toHaveProperty('id');

    const forAdmin = await download(shop.app, shop.db, admin, invoiceUrl(orderId));
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.headers['content-type']).toBe('application/pdf');
  });

  it('tells order reads and the receipt the invoice number once paid, and none before', async () => {
    const buyer = await createUser(shop.db);
    const { orderId } = await pendingOrder(shop.db, buyer);
    const caller = callerFor(shop.db, buyer);
    expect(await caller.orders.withLines({ id: orderId })).toMatchObject({ invoiceNumber: null, creditNotes: [] });

    await payThroughGateway(shop.app, shop.db, buyer, orderId);
    const number = `INV-${String(await invoiceNumberOf(shop.db, orderId)).padStart(6, '0')}`;
    expect(await caller.orders.withLines({ id: orderId })).toMatchObject({ invoiceNumber: number, creditNotes: [] });
    expect(await caller.payments.receipt({ orderId })).toMatchObject({ invoiceNumber: number, creditNotes: [] });
  });
});

describe('GET /api/orders/{id}/credit-notes/{number}.pdf', () => {
  it('gives a refund\'s credit note, naming the invoice, the order, the amount and the reason; the invoice lists it', async () => {
    const { owner, orderId } = await twoLineOrder(shop.db);
    await payThroughGateway(shop.app, shop.db, owner, orderId);
    const invoice = `INV-${String(await invoiceNumberOf(shop.db, orderId)).padStart(6, '0')}`;
    // The refund service is another engineer's: a succeeded refund written as it will leave one.
    const issuedAt = new Date('2026-11-25T10:00:00Z');
    const number = await shop.db.transaction().execute(async (trx) => {
      const refund = await trx
        .insertInto('orderRefunds')
        .values({ orderId, paymentId: await settledPaymentIdOf(trx, orderId), amountCents: 4900, reason: 'Two spades arrived bent', status: 'succeeded', gatewayRefundId: 're_test_1', completedAt: issuedAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setOrderRefunded(trx, orderId, { refundedCents: 4900, paymentStatus: 'partially_refunded' });
      return issueCreditNote(trx, { refundId: refund.id, orderId, amountCents: 4900, issuedAt });
    });
    const note = `CN-${String(number).padStart(6, '0')}`;
    const { order, creditNotes } = await callerFor(shop.db, owner).orders.withLines({ id: orderId });
    expect(creditNotes).toEqual([{ number: note, amount: 49, issuedAt: issuedAt.toISOString() }]);

    const response = await download(shop.app, shop.db, owner, `/api/orders/${orderId}/credit-notes/${note}.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${note}.pdf"`);
    const text = await pdfText(response.rawPayload);
    for (const fact of [`Credit note ${note}`, 'Date: 2026-11-25', `Invoice ${invoice}`, `Order number: ${order.number}`, 'Two spades arrived bent', 'Amount credited: $49.00']) {
      expect(text).toContain(fact);
    }

    const invoiceText = await pdfText((await download(shop.app, shop.db, owner, invoiceUrl(orderId))).rawPayload);
    expect(invoiceText).toContain('Refunded so far: $49.00');
    expect(invoiceText).toContain(`${note} of 2026-11-25: $49.00`);

    const stranger = await createUser(shop.db);
    expect((await download(shop.app, shop.db, stranger, `/api/orders/${orderId}/credit-notes/${note}.pdf`)).statusCode).toBe(404);
    expect((await download(shop.app, shop.db, null, `/api/orders/${orderId}/credit-notes/${note}.pdf`)).statusCode).toBe(401);
    expect((await download(shop.app, shop.db, owner, `/api/orders/${orderId}/credit-notes/CN-999999.pdf`)).statusCode).toBe(404);
    expect((await download(shop.app, shop.db, owner, `/api/orders/${orderId}/credit-notes/${note}.txt`)).statusCode).toBe(404);
  });
});
