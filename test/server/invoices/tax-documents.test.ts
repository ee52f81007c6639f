import { describe, expect, it } from 'vitest';
import { issueCreditNote, issueInvoice } from '../../../src/server/features/6-invoices/invoices/issue-documents';
import { refundTaxLines } from '../../../src/shared/rules/tax';
import { createOrder, createProduct, createUser, settledPaymentIdOf, type OrderChargesFixture } from '../../helpers/factories';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { refundCalls } from '../payments/refund-helpers';
import { download, payThroughGateway, pdfText } from './invoice-helpers';

const shop = useTestApp({ config: testConfig({ SELLER_TAX_ID: 'GB987654321' }) });
const paidAt = new Date('2026-11-20T09:00:00Z');

/** A paid order of 2 x $50.00 with these charges, and its invoice. */
async function paidOrder(charges?: OrderChargesFixture) {
  const owner = await createUser(shop.db, { name: 'Iris Tax' });
  const product = await createProduct(shop.db, { name: 'Hedge trimmer', price: 50 });
  const order = await createOrder(shop.db, owner, product, { quantity: 2, paidAt, ...(charges && { charges }) });
  await issueInvoice(shop.db, order.id, paidAt);
  return { owner, order };
}

async function invoiceText(owner: Awaited<ReturnType<typeof paidOrder>>['owner'], orderId: string): Promise<string> {
  const response = await download(shop.app, shop.db, owner, `/api/orders/${orderId}/invoice.pdf`);
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
}

/** A succeeded refund of `amountCents` and its credit note, as the refund service leaves them; the note's number. */
function refund(orderId: string, amountCents: number): Promise<number> {
  return shop.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('orderRefunds')
      .values({ orderId, paymentId: await settledPaymentIdOf(trx, orderId), amountCents, reason: 'Half the order came back', status: 'succeeded', gatewayRefundId: `re_${orderId.slice(0, 8)}`, completedAt: paidAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return issueCreditNote(trx, { refundId: row.id, orderId, amountCents, issuedAt: paidAt });
  });
}

// Goods $100.00 and Express $12.00; taxed at 20% (on $92.00) and 5% (on $20.00): $19.40 on top, $131.40 in all.
const taxed: OrderChargesFixture = {
  shippingCents: 1_200,
  shippingMethod: 'Express',
  shippingEstimate: '1-2 working days',
  taxLines: [
    { basisPoints: 2000, taxableCents: 9_200, taxCents: 1_840 },
    { basisPoints: 500, taxableCents: 2_000, taxCents: 100 },
  ],
};

describe('invoices and credit notes with shipping and tax (issue 38)', () => {
  it('prints the goods, the shipping line, the rate table, the tax and the total the order stored', async () => {
    const { owner, order } = await paidOrder(taxed);
    expect(order.totalCents).toBe(13_140);
    const text = await invoiceText(owner, order.id);
    expect(text).toMatch(/Hedge trimmer\s+\S+\s+2\s+\$50\.00\s+\$100\.00/);
    expect(text).toContain('Goods: $100.00');
    expect(text).toContain('Shipping (Express): $12.00');
    expect(text).toMatch(/Tax rate\s+Taxable amount\s+Tax\s+20%\s+\$92\.00\s+\$18\.40\s+5%\s+\$20\.00\s+\$1\.00/);
    expect(text).toContain('Tax: $19.40');
    expect(text).toContain('Total: $131.40');
    // In that order: goods, shipping, the table, tax, total.
    const places = ['Goods:', 'Shipping (Express)', 'Tax rate', 'Tax: $19.40', 'Total: $131.40'].map((fact) => text.indexOf(fact));
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(text).not.toContain('Reverse charge');
  });

  it('says a tax-inclusive order’s total includes its tax', async () => {
    const { owner, order } = await paidOrder({ shippingCents: 600, shippingMethod: 'Standard', pricesIncludeTax: true, taxLines: [{ basisPoints: 2000, taxableCents: 8_833, taxCents: 1_767 }] });
    expect(order.totalCents).toBe(10_600);
    const text = await invoiceText(owner, order.id);
    expect(text).toContain('Total: $106.00');
    expect(text).toContain('Including tax: $17.67');
    expect(text.indexOf('Total: $106.00')).toBeLessThan(text.indexOf('Including tax'));
  });

  it('prints the reverse-charge wording with both parties’ VAT ids, and no tax, for a reverse-charge company’s order', async () => {
    const { owner, order } = await paidOrder({ shippingCents: 1_200, shippingMethod: 'Pallet', taxLines: [], taxExemption: 'reverse_charge', buyerTaxId: 'DE123456789' });
    const text = await invoiceText(owner, order.id);
    expect(text).toContain('Shipping (Pallet): $12.00');
    expect(text).toContain('Total: $112.00');
    expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient');
    expect(text).toContain("Supplier's VAT id: GB987654321");
    expect(text).toContain("Customer's VAT id: DE123456789");
    expect(text).not.toContain('Tax rate');
    // Its credit note says so too, and reverses no tax.
    const note = `CN-${String(await refund(order.id, 5_600)).padStart(6, '0')}`;
    const credit = await pdfText((await download(shop.app, shop.db, owner, `/api/orders/${order.id}/credit-notes/${note}.pdf`)).rawPayload);
    expect(credit).toContain('Reverse charge: VAT to be accounted for by the recipient');
    expect(credit).toContain("Customer's VAT id: DE123456789");
    expect(credit).not.toContain('Of which tax');
  });

  it('prints an exemption certificate’s reference', async () => {
    const { owner, order } = await paidOrder({ taxLines: [], taxExemption: 'certificate', taxExemptionReference: 'EX-2291' });
    const text = await invoiceText(owner, order.id);
    expect(text).toContain('Exempt: certificate EX-2291');
    expect(text).toContain('Total: $100.00');
  });

  it('prints an order without shipping or tax as before: its total alone, no empty table', async () => {
    for (const charges of [undefined, { taxLines: [] }]) {
      const { owner, order } = await paidOrder(charges);
      const text = await invoiceText(owner, order.id);
      expect(text).toContain('Total: $100.00');
      for (const absent of ['Goods:', 'Shipping', 'Tax rate', 'Tax:', 'Reverse charge', 'Exempt']) expect(text).not.toContain(absent);
    }
  });

  it('a credit note for half the total reverses half the tax, per rate', async () => {
    const { owner, order } = await paidOrder(taxed);
    const number = await refund(order.id, 6_570);
    const note = `CN-${String(number).padStart(6, '0')}`;
    expect(refundTaxLines(taxed.taxLines, 13_140, 6_570)).toEqual([
      { basisPoints: 2000, taxableCents: 4_600, taxCents: 920 },
      { basisPoints: 500, taxableCents: 1_000, taxCents: 50 },
    ]);
    const response = await download(shop.app, shop.db, owner, `/api/orders/${order.id}/credit-notes/${note}.pdf`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(/Tax rate\s+Taxable amount\s+Tax\s+20%\s+\$46\.00\s+\$9\.20\s+5%\s+\$10\.00\s+\$0\.50/);
    expect(text).toContain('Of which tax: $9.70');
    expect(text).toContain('Amount credited: $65.70');
    // The invoice lists it.
    expect(await invoiceText(owner, order.id)).toContain('Refunded so far: $65.70');
  });

  it('a credit note of an order without tax prints the amount alone', async () => {
    const { owner, order } = await paidOrder();
    const note = `CN-${String(await refund(order.id, 2_500)).padStart(6, '0')}`;
    const text = await pdfText((await download(shop.app, shop.db, owner, `/api/orders/${order.id}/credit-notes/${note}.pdf`)).rawPayload);
    expect(text).toContain('Amount credited: $25.00');
    for (const absent of ['Tax rate', 'Of which tax', 'TAX REVERSED']) expect(text).not.toContain(absent);
  });
});

describe('the payment and refund e-mails with shipping and tax (issue 38)', () => {
  const mailText = async (kind: string, to: string) =>
    (await shop.db.selectFrom('mailOutbox').select('textBody').where('kind', '=', kind).where('recipient', '=', to).orderBy('createdAt', 'desc').executeTakeFirstOrThrow()).textBody;

  it('payment received shows the goods, shipping and tax rows above the total; an admin’s refund of half what tax it gives back', async () => {
    const owner = await createUser(shop.db, { name: 'Iris Mail', verified: true });
    const product = await createProduct(shop.db, { name: 'Hedge trimmer', price: 50 });
    const order = await createOrder(shop.db, owner, product, { quantity: 2, charges: taxed });
    await payThroughGateway(shop.app, shop.db, owner, order.id);

    const paid = await mailText('payment-received', owner.email);
    expect(paid).toMatch(/Goods: \$100\.00\s+Shipping \(Express\): \$12\.00\s+Tax 20% on \$92\.00: \$18\.40\s+Tax 5% on \$20\.00: \$1\.00\s+Total: \$131\.40/);

    const admin = await createUser(shop.db, { role: 'admin' });
    const refunded = await refundCalls(shop.app, shop.db).rest(admin, order.id, { amountCents: 6_570, reason: 'Half came back' });
    expect(refunded.statusCode).toBe(200);
    const refundMail = await mailText('payment-refunded', owner.email);
    expect(refundMail).toContain('Refunded: $65.70');
    expect(refundMail).toContain('Of which tax: $9.70');
    expect(refundMail).toContain('Tax 20% on $92.00: $18.40');
  });

  it('a reverse-charge order’s payment mail says why it has no tax; an order without charges reads as before', async () => {
    const owner = await createUser(shop.db, { verified: true });
    const product = await createProduct(shop.db, { price: 50 });
    const exempt = await createOrder(shop.db, owner, product, { quantity: 2, charges: { taxLines: [], taxExemption: 'reverse_charge', buyerTaxId: 'DE123456789' } });
    await payThroughGateway(shop.app, shop.db, owner, exempt.id);
    expect(await mailText('payment-received', owner.email)).toContain('Tax: Reverse charge: VAT to be accounted for by the recipient');

    const plainOwner = await createUser(shop.db, { verified: true });
    const plain = await createOrder(shop.db, plainOwner, product, { quantity: 2 });
    await payThroughGateway(shop.app, shop.db, plainOwner, plain.id);
    const text = await mailText('payment-received', plainOwner.email);
    expect(text).toContain('Total: $100.00');
    for (const absent of ['Goods:', 'Shipping', 'Tax']) expect(text).not.toContain(absent);
  });
});
