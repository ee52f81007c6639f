import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createUser } from '../../helpers/factories';
import { assignLists, createPriceList, setEntry } from '../../helpers/price-lists';
import { requestStatementsDuring } from '../../helpers/statements';
import { useTestApp } from '../../helpers/test-app';
import { createManyProducts } from '../cart/cart-helpers';

const shop = useTestApp();
const LINES = 20;

describe("the statements of a company member's checkout against an account in no company's (issue 39)", () => {
  it("checks out a 20-line cart priced by a list in at most two statements more: the cart's rules, and the company's row locked before the member is read", async () => {
    const acme = await createCompanyFixture(shop.db, 'Statements');
    const products = await createManyProducts(shop.db, LINES, { price: 10 });
    // As the bench's members: 3 lists, the first with a catalogue-wide percentage, so every line is a list's.
    const lists = [
      await createPriceList(shop.db, { name: 'Catalogue 10%', priority: 1, catalogueDiscountBp: 1000 }),
      await createPriceList(shop.db, { name: 'Fixed' }),
      await createPriceList(shop.db, { name: 'Spare' }),
    ];
    await setEntry(shop.db, lists[1]!.id, products[0]!.id, { kind: 'fixed', priceCents: 500, priceTiers: [] });
    await assignLists(shop.db, acme.company.id, lists.map((list) => list.id));
    const plain = await createUser(shop.db, { verified: true });

    const checkout = async (buyer: typeof plain, seenCents: number, body: object) => {
      await shop.db
        .insertInto('cartLines')
        .values(products.map((product) => ({ userId: buyer.id, productId: product.id, quantity: 1, seenUnitPriceCents: seenCents, seenStock: 0 })))
        .execute();
      const headers = await bearerHeaders(shop.db, buyer);
      let status = 0;
      const statements = await requestStatementsDuring(async () => {
        status = (await shop.app.inject({ method: 'POST', url: '/api/checkout', headers, payload: body })).statusCode;
      });
      expect(status).toBe(200);
      return statements.length;
    };
    const none = await checkout(plain, 1000, { phone: '555-0100', address: '1 Bench Road' });
    const member = await checkout(acme.anyBuyer, 900, { locationId: acme.yard.id });
    const [line] = await shop.db.selectFrom('orderLines').innerJoin('orders', 'orders.id', 'orderLines.orderId').select(['unitPriceCents', 'priceListName']).where('orders.userId', '=', acme.anyBuyer.id).where('orderLines.position', '=', 2).execute();
    expect(line).toEqual({ unitPriceCents: 900, priceListName: 'Catalogue 10%' });
    // The order's prices are read in the member's statement under the locks: only the cart's rules
    // and the company's row, locked before the member's, are more (14 against 11 before).
    expect(member - none, `${member} statements against ${none}`).toBeLessThanOrEqual(2);
  });
});
