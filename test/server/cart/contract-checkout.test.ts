import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCATION_FOR_MEMBERS_ONLY_MESSAGE } from '../../../src/shared/schemas/company';
import type { ContextUser } from '../../../src/server/services';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createUser } from '../../helpers/factories';
import { holdTransaction, waitForLockWaiters } from '../../helpers/locks';
import { assignLists, createPriceList, setEntry } from '../../helpers/price-lists';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { createRuledProduct, restCart, SPADE_TIERS } from './cart-helpers';

const shop = useTestApp();
const contact = { phone: '+880 1700 000000', address: '12 Garden Lane, Dhaka' };

/**
 * Acme's list "Acme 2027": the spade at fixed prices ($10.00, 10+ at $9.00; its own: $12.90, 10+
 * $11.50, 50+ $10.90), 10% off the rake ($20.00), and 8% off everything else (the gloves, $5.00).
 */
let made = 0;

async function contractShop() {
  made += 1;
  const acme = await createCompanyFixture(shop.db, `Acme ${made}`);
  const spade = await createRuledProduct(shop.db, { name: 'Border spade', price: 12.9, priceTiers: SPADE_TIERS });
  const rake = await createRuledProduct(shop.db, { name: 'Leaf rake', price: 20 });
  const gloves = await createRuledProduct(shop.db, { name: 'Work gloves', price: 5 });
  const list = await createPriceList(shop.db, { name: `Acme 2027 #${made}`, catalogueDiscountBp: 800 });
  await setEntry(shop.db, list.id, spade.id, { kind: 'fixed', priceCents: 1000, priceTiers: [{ minQuantity: 10, priceCents: 900 }] });
  await setEntry(shop.db, list.id, rake.id, { kind: 'percent', basisPoints: 1000 });
  await assignLists(shop.db, acme.company.id, [list.id]);
  return { acme, spade, rake, gloves, list };
}

const pricesOf = (lines: ReadonlyArray<{ name: string; unitPrice: number; lineTotal: number; priceList: { name: string } | null; listPrice: number | null }>) =>
  lines.map((line) => [line.name, line.unitPrice, line.lineTotal, line.priceList?.name ?? null, line.listPrice]);

async function orderLinesOf(orderId: string) {
  return shop.db
    .selectFrom('orderLines')
    .select(['productName', 'quantity', 'unitPriceCents', 'totalCents', 'priceListId', 'priceListName', 'listPriceCents'])
    .where('orderId', '=', orderId)
    .orderBy('position')
    .execute();
}

async function goodsOf(orderId: string) {
  return (await shop.db.selectFrom('orders').select(['goodsCents', 'totalCents']).where('id', '=', orderId).executeTakeFirstOrThrow()).goodsCents;
}

describe("a company member's cart at their contract prices (issue 39)", () => {
  it('prices lines by fixed tiers for the quantity, a percentage and the catalogue-wide rule, with the list and the list price; a non-member pays list prices', async () => {
    const { acme, spade, rake, gloves, list } = await contractShop();
    const member = callerFor(shop.db, acme.anyBuyer);

    const two = await member.cart.setLine({ productId: spade.id, quantity: 2 });
    expect(two.lines[0]).toMatchObject({ unitPrice: 10, lineTotal: 20, basePrice: 10, priceTiers: [{ minQuantity: 10, price: 9 }], priceList: { id: list.id, name: list.name }, listPrice: 12.9, changes: [] });
    await member.cart.setLine({ productId: spade.id, quantity: 10 });
    const { cart } = await member.cart.quickAdd({ lines: [{ sku: rake.sku, quantity: 3 }, { sku: gloves.sku, quantity: 2 }] });
    expect(pricesOf(cart.lines)).toEqual([
      ['Border spade', 9, 90, list.name, 11.5],
      ['Leaf rake', 18, 54, list.name, 20],
      ['Work gloves', 4.6, 9.2, list.name, 5],
    ]);
    expect(cart.total).toBe(153.2);
    expect(cart.lines.every((line) => line.changes.length === 0)).toBe(true);

    const outsider = callerFor(shop.db, await createUser(shop.db, { verified: true }));
    await outsider.cart.setLine({ productId: spade.id, quantity: 10 });
    const theirs = await outsider.cart.quickAdd({ lines: [{ sku: rake.sku, quantity: 3 }, { sku: gloves.sku, quantity: 2 }] });
    expect(pricesOf(theirs.cart.lines)).toEqual([
      ['Border spade', 11.5, 115, null, null],
      ['Leaf rake', 20, 60, null, null],
      ['Work gloves', 5, 10, null, null],
    ]);
    expect(theirs.cart.lines[0]).toMatchObject({ basePrice: 12.9, priceTiers: [{ minQuantity: 10, price: 11.5 }, { minQuantity: 50, price: 10.9 }] });
  });

  it("merges a visitor's browser cart at sign-in at the member's prices", async () => {
    const { acme, spade, list } = await contractShop();
    const result = await callerFor(shop.db, acme.anyBuyer).cart.merge({ mergeKey: randomUUID(), lines: [{ productId: spade.id, quantity: 12 }] });
    expect(pricesOf(result.cart.lines)).toEqual([['Border spade', 9, 108, list.name, 11.5]]);
    expect(result.cart.lines[0]!.changes).toEqual([]);
  });

  it('quotes and checks out at the contract prices, and each order line keeps the list, its name and the list price after the list is renamed or deleted', async () => {
    const { acme, spade, rake, gloves, list } = await contractShop();
    const member = callerFor(shop.db, acme.depotBuyer);
    await member.cart.setLine({ productId: spade.id, quantity: 10 });
    await member.cart.quickAdd({ lines: [{ sku: rake.sku, quantity: 3 }, { sku: gloves.sku, quantity: 2 }] });

    const quote = await member.cart.quote({ locationId: acme.depot.id });
    expect(quote.goods).toBe(153.2);
    const asked = await member.cart.quote({ locationId: acme.depot.id, lines: [{ productId: spade.id, quantity: 50 }] });
    expect(asked.goods).toBe(450);

    const { orderId } = await member.cart.checkout({ locationId: acme.depot.id });
    expect(await goodsOf(orderId)).toBe(15_320);
    const stored = [
      { productName: 'Border spade', quantity: 10, unitPriceCents: 900, totalCents: 9000, priceListId: list.id, priceListName: list.name, listPriceCents: 1150 },
      { productName: 'Leaf rake', quantity: 3, unitPriceCents: 1800, totalCents: 5400, priceListId: list.id, priceListName: list.name, listPriceCents: 2000 },
      { productName: 'Work gloves', quantity: 2, unitPriceCents: 460, totalCents: 920, priceListId: list.id, priceListName: list.name, listPriceCents: 500 },
    ];
    expect(await orderLinesOf(orderId)).toEqual(stored);

    await shop.db.updateTable('priceLists').set({ name: `${list.name} renamed` }).where('id', '=', list.id).execute();
    const renamed = await member.orders.withLines({ id: orderId });
    expect(renamed.order.lines.map((line) => [line.unitPrice, line.priceList, line.listPrice])).toEqual([
      [9, { id: list.id, name: list.name }, 11.5],
      [18, { id: list.id, name: list.name }, 20],
      [4.6, { id: list.id, name: list.name }, 5],
    ]);
    await shop.db.deleteFrom('priceLists').where('id', '=', list.id).execute();
    expect(await orderLinesOf(orderId)).toEqual(stored);
    const rest = await restCart(shop.app, shop.db)(acme.depotBuyer, 'GET', `/order-details/${orderId}`);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().lines[0]).toMatchObject({ unitPrice: 9, priceList: { id: list.id, name: list.name }, listPrice: 11.5 });

    // The list gone, the member's next cart and order are at list prices, with no list named.
    await member.cart.setLine({ productId: spade.id, quantity: 10 });
    const next = await member.cart.checkout({ locationId: acme.depot.id });
    expect(await orderLinesOf(next.orderId)).toEqual([{ ...stored[0], unitPriceCents: 1150, totalCents: 11_500, priceListId: null, priceListName: null, listPriceCents: null }]);
  });

  it('a non-member checks out and is quoted at list prices, with no list on the lines', async () => {
    const { spade, rake } = await contractShop();
    const outsider = callerFor(shop.db, await createUser(shop.db, { verified: true }));
    await outsider.cart.setLine({ productId: spade.id, quantity: 10 });
    await outsider.cart.setLine({ productId: rake.id, quantity: 1 });
    expect((await outsider.cart.quote(contact)).goods).toBe(135);
    const { orderId } = await outsider.cart.checkout(contact);
    expect((await orderLinesOf(orderId)).map((line) => [line.unitPriceCents, line.priceListId, line.priceListName, line.listPriceCents])).toEqual([
      [1150, null, null, null],
      [2000, null, null, null],
    ]);
  });

  it('names a list change since the member saw the cart, refuses the stale price at checkout naming the list, and checks out at the new price once reviewed; a list ending is news too', async () => {
    const { acme, spade, list } = await contractShop();
    const member = callerFor(shop.db, acme.anyBuyer);
    await member.cart.setLine({ productId: spade.id, quantity: 2 });
    await setEntry(shop.db, list.id, spade.id, { kind: 'fixed', priceCents: 950, priceTiers: [] });

    const changed = `The price went from $10.00 to $9.50 a unit (contract price, ${list.name})`;
    expect((await member.cart.get()).lines[0]).toMatchObject({ unitPrice: 9.5, changes: [changed] });
    const refused = await restCart(shop.app, shop.db)(acme.anyBuyer, 'POST', '/checkout', { locationId: acme.yard.id });
    expect([refused.statusCode, refused.json().message, refused.json().data.fieldErrors]).toEqual([409, 'Your cart changed: review it before checking out', { 'lines.0': [`Border spade: ${changed}`] }]);

    expect((await member.cart.review()).lines[0]!.changes).toEqual([]);
    const { orderId } = await member.cart.checkout({ locationId: acme.yard.id });
    expect((await orderLinesOf(orderId))[0]).toMatchObject({ unitPriceCents: 950, listPriceCents: 1290, priceListName: list.name });

    // The list ends: the member sees the list price as a change.
    await member.cart.setLine({ productId: spade.id, quantity: 2 });
    await shop.db.updateTable('priceLists').set({ endsAt: new Date(Date.now() - 1000) }).where('id', '=', list.id).execute();
    expect((await member.cart.get()).lines[0]).toMatchObject({ unitPrice: 12.9, priceList: null, listPrice: null, changes: ['The price went from $9.50 to $12.90 a unit'] });
    await expect(member.cart.checkout({ locationId: acme.yard.id })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses a contract price changed between reading the cart and the locked check, naming the list', async () => {
    const { acme, spade, list } = await contractShop();
    const member = callerFor(shop.db, acme.anyBuyer);
    await member.cart.setLine({ productId: spade.id, quantity: 2 });
    // The change commits while the checkout waits for the spade's row lock: the cart was read at $10.00.
    const stockLock = await holdTransaction(shop.db, (trx) => trx.selectFrom('products').select('id').where('id', '=', spade.id).forUpdate().execute());
    const checkout = restCart(shop.app, shop.db)(acme.anyBuyer, 'POST', '/checkout', { locationId: acme.yard.id });
    await waitForLockWaiters(shop.db, 1);
    await setEntry(shop.db, list.id, spade.id, { kind: 'fixed', priceCents: 1100, priceTiers: [] });
    await stockLock.release();
    const refused = await checkout;
    expect([refused.statusCode, refused.json().data.fieldErrors]).toEqual([409, { 'lines.0': [`Border spade: the price changed from $10.00 to $11.00 a unit (contract price, ${list.name})`] }]);
  });

  it('a member removed between filling the cart and checking out sees list prices and is refused the location (as decideDelivery refuses it); ordering for themselves, they pay list prices', async () => {
    const { acme, spade } = await contractShop();
    const member = callerFor(shop.db, acme.anyBuyer);
    await member.cart.setLine({ productId: spade.id, quantity: 2 });
    await shop.db.deleteFrom('companyMembers').where('userId', '=', acme.anyBuyer.id).execute();

    expect((await member.cart.get()).lines[0]).toMatchObject({ unitPrice: 12.9, priceList: null, listPrice: null, changes: ['The price went from $10.00 to $12.90 a unit'] });
    await member.cart.review();
    await expect(member.cart.checkout({ locationId: acme.depot.id })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: LOCATION_FOR_MEMBERS_ONLY_MESSAGE });
    const { orderId } = await member.cart.checkout(contact);
    expect(await orderLinesOf(orderId)).toEqual([
      { productName: 'Border spade', quantity: 2, unitPriceCents: 1290, totalCents: 2580, priceListId: null, priceListName: null, listPriceCents: null },
    ]);
  });

  it('prices each order by one version of the list while an import rewrites its entries during parallel checkouts, without deadlock', async () => {
    const { acme, spade, rake, list } = await contractShop();
    const fill = async (buyer: ContextUser) => {
      const caller = callerFor(shop.db, buyer);
      await caller.cart.setLine({ productId: spade.id, quantity: 10 });
      await caller.cart.setLine({ productId: rake.id, quantity: 3 });
    };
    await fill(acme.anyBuyer);
    await fill(acme.admin);
    // The import rewrites both entries in one transaction, held open (its row locks taken) while the checkouts run.
    const importing = await holdTransaction(shop.db, async (trx) => {
      await trx.deleteFrom('priceListEntries').where('priceListId', '=', list.id).execute();
      await setEntry(trx, list.id, spade.id, { kind: 'fixed', priceCents: 800, priceTiers: [] });
      await setEntry(trx, list.id, rake.id, { kind: 'percent', basisPoints: 2000 });
    });
    const checkouts = [acme.anyBuyer, acme.admin].map((buyer) => restCart(shop.app, shop.db)(buyer, 'POST', '/checkout', { locationId: acme.depot.id }));
    const [first, second] = await Promise.all([...checkouts, importing.release()]);

    // Each checkout ran on one version of the list: placed at the old prices on both lines, or refused as stale; never a mix, never a deadlock.
    for (const answer of [first!, second!]) {
      if (answer.statusCode === 200) {
        expect((await orderLinesOf(answer.json().orderId)).map((line) => line.unitPriceCents)).toEqual([900, 1800]);
      } else {
        expect(answer.statusCode).toBe(409);
        expect(JSON.stringify(answer.json())).toContain(list.name);
      }
    }
    // After the import, a reviewed cart is placed at the new version on both lines.
    const caller = callerFor(shop.db, acme.depotBuyer);
    await caller.cart.setLine({ productId: spade.id, quantity: 10 });
    await caller.cart.setLine({ productId: rake.id, quantity: 3 });
    const { orderId } = await caller.cart.checkout({ locationId: acme.depot.id });
    expect((await orderLinesOf(orderId)).map((line) => line.unitPriceCents)).toEqual([800, 1600]);
  });
});
