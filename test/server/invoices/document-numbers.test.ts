import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { invoiceNumberTextSql, issueCreditNote, issueInvoice } from '../../../src/server/features/6-invoices/invoices/issue-documents';
import { invoiceNumberText } from '../../../src/shared/rules/document-numbers';
import { createUser, setOrderRefunded } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { markPaid } from '../orders/order-helpers';
import { pendingOrder } from '../payments/payment-helpers';
import { settledPaymentIdOf } from '../../helpers/factories';

const shop = useTestApp();

async function paidOrderId() {
  const { orderId } = await pendingOrder(shop.db, await createUser(shop.db));
  await markPaid(shop.db, orderId);
  return orderId;
}

describe('invoice and credit-note numbers', () => {
  it("are written by SQL as invoiceNumberText writes them (a statement's e-mail names the number that statement takes)", async () => {
    const numbers = [1, 42, 99_999, 999_999, 1_000_000, 123_456_789];
    const { rows } = await sql<{ text: string }>`select ${invoiceNumberTextSql(sql<number>`n`)} as text from unnest(${numbers}::bigint[]) with ordinality as t(n, i) order by i`.execute(shop.db);
    expect(rows.map((row) => row.text)).toEqual(numbers.map(invoiceNumberText));
  });

  it('follow one another, and a rolled-back issue gives its number back', async () => {
    const [first, second, third] = [await paidOrderId(), await paidOrderId(), await paidOrderId()];
    const a = await shop.db.transaction().execute((trx) => issueInvoice(trx, first, new Date()));
    await expect(
      shop.db.transaction().execute(async (trx) => {
        await issueInvoice(trx, second, new Date());
        throw new Error('the payment failed later on');
      }),
    ).rejects.toThrow('later on');
    const b = await shop.db.transaction().execute((trx) => issueInvoice(trx, third, new Date()));
    expect(b).toBe(a + 1);
    await expect(shop.db.transaction().execute((trx) => issueInvoice(trx, first, new Date()))).rejects.toThrow(/invoices_pkey/);
  });

  it('number credit notes on their own counter', async () => {
    const orderId = await paidOrderId();
    const refund = await shop.db.insertInto('orderRefunds').values({ orderId, paymentId: await settledPaymentIdOf(shop.db, orderId), amountCents: 100, reason: 'Damaged' }).returning('id').executeTakeFirstOrThrow();
    const before = await shop.db.selectFrom('documentNumbers').select('lastNumber').where('kind', '=', 'credit_note').executeTakeFirstOrThrow();
    const number = await shop.db.transaction().execute((trx) => issueCreditNote(trx, { refundId: refund.id, orderId, amountCents: 100, issuedAt: new Date() }));
    expect(number).toBe(before.lastNumber + 1);
  });

  it('are refused by the database beyond the order total, and a partly refunded status is allowed', async () => {
    const orderId = await paidOrderId();
    const { totalCents } = await shop.db.selectFrom('orders').select('totalCents').where('id', '=', orderId).executeTakeFirstOrThrow();
    await setOrderRefunded(shop.db, orderId, { refundedCents: 1, paymentStatus: 'partially_refunded' });
    await expect(setOrderRefunded(shop.db, orderId, { refundedCents: totalCents + 1 })).rejects.toThrow(/order_payments_refunds_within_amount/);
  });
});
