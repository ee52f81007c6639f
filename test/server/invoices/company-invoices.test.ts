import { describe, expect, it } from 'vitest';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createProduct } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { download, payThroughGateway, pdfText } from './invoice-helpers';

const shop = useTestApp();

/** A company buyer's paid order for the company's depot. */
async function paidCompanyOrder() {
  const acme = await createCompanyFixture(shop.db, 'Acme Landscaping', 'GB123456789');
  const spade = await createProduct(shop.db, { name: 'Border spade', price: 24.5, quantity: 100, minimumOrder: 1 });
  const caller = callerFor(shop.db, acme.depotBuyer);
  await caller.cart.setLine({ productId: spade.id, quantity: 4 });
  const { orderId } = await caller.cart.checkout({ locationId: acme.depot.id, poNumber: 'PO-ACME-1' });
  await payThroughGateway(shop.app, shop.db, acme.depotBuyer, orderId);
  return { acme, orderId };
}

async function mailsOf(recipient: string) {
  return shop.db.selectFrom('mailOutbox').select(['kind', 'textBody']).where('recipient', '=', recipient).orderBy('createdAt').execute();
}

describe("a company member's order on its invoice and e-mails", () => {
  it("bills the company with its tax id, names the buyer, and delivers to the location; the company's admin may download it, nobody else", async () => {
    const { acme, orderId } = await paidCompanyOrder();
    const other = await createCompanyFixture(shop.db, 'Globex');

    const response = await download(shop.app, shop.db, acme.depotBuyer, `/api/orders/${orderId}/invoice.pdf`);

    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const fact of ['Acme Landscaping', 'Tax id: GB123456789', `Ordered by ${acme.depotBuyer.name}`, acme.depotBuyer.email, 'DELIVER TO', acme.depot.name, '1 Depot Road', acme.depot.phone]) {
      expect(text).toContain(fact);
    }
    expect((await download(shop.app, shop.db, acme.admin, `/api/orders/${orderId}/invoice.pdf`)).statusCode).toBe(200);
    for (const refused of [acme.anyBuyer, other.admin]) {
      expect((await download(shop.app, shop.db, refused, `/api/orders/${orderId}/invoice.pdf`)).statusCode).toBe(404);
    }
  });

  it('names the company, the buyer and the location in the order e-mails', async () => {
    const { acme } = await paidCompanyOrder();
    const mails = await mailsOf(acme.depotBuyer.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-placed', 'payment-received']);
    for (const mail of mails) {
      for (const fact of ['Company: Acme Landscaping', `Ordered by: ${acme.depotBuyer.name}`, `Location: ${acme.depot.name}`]) expect(mail.textBody).toContain(fact);
    }
  });
});
