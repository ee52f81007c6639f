import { describe, expect, it } from 'vitest';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createProduct } from '../../helpers/factories';
import { assignLists, createPriceList, setEntry } from '../../helpers/price-lists';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { download, payThroughGateway, pdfText } from './invoice-helpers';

const shop = useTestApp();

describe('the invoice of an order at contract prices (issue 39)', () => {
  it('prints under a line a list priced the list, the list price and what the buyer saved; a line at its own price prints as before', async () => {
    const acme = await createCompanyFixture(shop.db, 'Acme Landscaping');
    const spade = await createProduct(shop.db, { name: 'Border spade', price: 24.5, quantity: 100, minimumOrder: 1 });
    const rake = await createProduct(shop.db, { name: 'Leaf rake', price: 18.25, quantity: 100, minimumOrder: 1 });
    const list = await createPriceList(shop.db, { name: 'Acme 2027' });
    await setEntry(shop.db, list.id, spade.id, { kind: 'percent', basisPoints: 1000 });
    await assignLists(shop.db, acme.company.id, [list.id]);
    const caller = callerFor(shop.db, acme.depotBuyer);
    await caller.cart.setLine({ productId: spade.id, quantity: 4 });
    await caller.cart.setLine({ productId: rake.id, quantity: 2 });
    const { orderId } = await caller.cart.checkout({ locationId: acme.depot.id });
    await payThroughGateway(shop.app, shop.db, acme.depotBuyer, orderId);

    const response = await download(shop.app, shop.db, acme.depotBuyer, `/api/orders/${orderId}/invoice.pdf`);

    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    // $24.50 less 10% is $22.05: 4 units save $9.80.
    expect(text).toMatch(/Border spade\s+Contract price \(Acme 2027\), list price\s+\$24\.50, you save \$9\.80\s+\S+\s+4\s+\$22\.05\s+\$88\.20/);
    expect(text).toMatch(/Leaf rake\s+\S+\s+2\s+\$18\.25\s+\$36\.50/);
    expect(text.match(/Contract price/g)).toHaveLength(1);
  });
});
