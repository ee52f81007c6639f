import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createUser } from '../../helpers/factories';
import { assignLists, createPriceList, setEntry } from '../../helpers/price-lists';
import { useTestApp } from '../../helpers/test-app';
import { createRuledProduct, SPADE_TIERS } from '../cart/cart-helpers';
import { orderPayload } from './order-helpers';

const shop = useTestApp();

async function postOrder(user: Parameters<typeof bearerHeaders>[1], payload: object) {
  return shop.app.inject({ method: 'POST', url: '/api/order', headers: await bearerHeaders(shop.db, user), payload });
}

async function linesOf(orderId: string) {
  return shop.db.selectFrom('orderLines').select(['unitPriceCents', 'totalCents', 'priceListId', 'priceListName', 'listPriceCents']).where('orderId', '=', orderId).execute();
}

describe('POST /api/order at the buyer’s contract price (issue 39)', () => {
  it("charges a member their list's price for the quantity and keeps the list and the list price; a customer in no company pays the list price", async () => {
    const acme = await createCompanyFixture(shop.db, 'Acme');
    const spade = await createRuledProduct(shop.db, { name: 'Border spade', price: 12.9, priceTiers: SPADE_TIERS });
    const list = await createPriceList(shop.db, { name: 'Acme 2027' });
    await setEntry(shop.db, list.id, spade.id, { kind: 'fixed', priceCents: 1000, priceTiers: [{ minQuantity: 10, priceCents: 900 }] });
    await assignLists(shop.db, acme.company.id, [list.id]);

    const placed = await postOrder(acme.depotBuyer, { OrderInformation: { productID: spade.id, orderQuantity: 10, locationId: acme.depot.id } });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().insertedId;
    expect(await linesOf(orderId)).toEqual([{ unitPriceCents: 900, totalCents: 9000, priceListId: list.id, priceListName: 'Acme 2027', listPriceCents: 1150 }]);
    const read = await shop.app.inject({ url: `/api/order/${acme.depotBuyer.email}`, headers: await bearerHeaders(shop.db, acme.depotBuyer) });
    expect(read.json()[0]).toMatchObject({ totalPrice: 90, lines: [{ unitPrice: 9, total: 90, priceList: { id: list.id, name: 'Acme 2027' }, listPrice: 11.5 }] });
    const mail = await shop.db.selectFrom('mailOutbox').select('textBody').where('recipient', '=', acme.depotBuyer.email).executeTakeFirstOrThrow();
    expect(mail.textBody).toContain('Contract price (Acme 2027), list price $11.50');

    const customer = await createUser(shop.db, { verified: true });
    const own = await postOrder(customer, orderPayload(spade.id, 10));
    expect(await linesOf(own.json().insertedId)).toEqual([{ unitPriceCents: 1150, totalCents: 11_500, priceListId: null, priceListName: null, listPriceCents: null }]);
  });

  it("prices each company's orders by its own lists, one company after another, with one member's statement compiled once for all (docs/decisions/154)", async () => {
    const rake = await createRuledProduct(shop.db, { name: 'Leaf rake', price: 20 });
    const fork = await createRuledProduct(shop.db, { name: 'Digging fork', price: 30 });
    const companies = [];
    for (const [name, rakeCents, forkCents] of [['Alder', 1500, 2500], ['Birch', 1200, 2900]] as const) {
      const fixture = await createCompanyFixture(shop.db, name);
      const list = await createPriceList(shop.db, { name: `${name} deal` });
      await setEntry(shop.db, list.id, rake.id, { kind: 'fixed', priceCents: rakeCents, priceTiers: [] });
      await setEntry(shop.db, list.id, fork.id, { kind: 'fixed', priceCents: forkCents, priceTiers: [] });
      await assignLists(shop.db, fixture.company.id, [list.id]);
      companies.push({ fixture, list, rakeCents, forkCents });
    }
    for (const { fixture, list, rakeCents, forkCents } of [...companies, ...companies.slice().reverse()]) {
      for (const [product, cents] of [[rake, rakeCents], [fork, forkCents]] as const) {
        const placed = await postOrder(fixture.anyBuyer, { OrderInformation: { productID: product.id, orderQuantity: 10, locationId: fixture.yard.id } });
        expect(placed.statusCode).toBe(200);
        expect(await linesOf(placed.json().insertedId)).toMatchObject([{ unitPriceCents: cents, priceListId: list.id }]);
      }
    }
  });
});
