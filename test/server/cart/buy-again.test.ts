import { describe, expect, it } from 'vitest';
import { CART_LINES_MAX } from '../../../src/shared/cart-limits';
import type { OrderStatus } from '../../../src/shared/schemas/order';
import type { ContextUser } from '../../../src/server/services';
import { refillTooLongMessage } from '../../../src/server/features/4-orders/cart/cart-refill';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createUser } from '../../helpers/factories';
import { assignLists, createPriceList, setEntry } from '../../helpers/price-lists';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { createRuledProduct, editProduct, restCart } from './cart-helpers';

const shop = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface BoughtLine {
  product: { id: string; name: string; sku: string };
  quantity: number;
  unitPriceCents: number;
}

/** An order `buyer` placed earlier (for `companyId`, in `status`), with `lines` at the unit prices paid then, written as orders keeps it. */
async function pastOrder(buyer: ContextUser, lines: readonly BoughtLine[], fields: { companyId?: string; status?: OrderStatus } = {}) {
  const totalCents = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const status = fields.status ?? 'processing';
  const order = await shop.db
    .insertInto('orders')
    .values({
      userId: buyer.id,
      companyId: fields.companyId ?? null,
      totalCents,
      customerName: buyer.name,
      email: buyer.email,
      phone: '+880 1700 000000',
      address: '12 Garden Lane',
      status,
      isPaid: status === 'processing',
      cancelledAt: status === 'cancelled' || status === 'expired' ? new Date() : null,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  await shop.db
    .insertInto('orderLines')
    .values(
      lines.map((line, index) => ({
        orderId: order.id,
        position: index + 1,
        productId: line.product.id,
        productName: line.product.name,
        sku: line.product.sku,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        totalCents: line.quantity * line.unitPriceCents,
      })),
    )
    .execute();
  return order;
}

const buyAgain = (user: ContextUser | null, orderId: string) => restCart(shop.app, shop.db)(user, 'POST', `/orders/${orderId}/buy-again`);

const linesOf = (cart: { lines: ReadonlyArray<{ sku: string; quantity: number; unitPrice: number }> }) => cart.lines.map((line) => [line.sku, line.quantity, line.unitPrice]);

async function cartOf(user: ContextUser) {
  return callerFor(shop.db, user).cart.get();
}

describe('buy again (POST /api/orders/{id}/buy-again)', () => {
  it("puts the order's lines into the cart at today's prices and rules, and names every line that went in differently or not at all", async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const trowel = await createRuledProduct(shop.db, { name: 'Hand trowel', sku: 'BA-TROWEL', price: 8 });
    const spade = await createRuledProduct(shop.db, { name: 'Border spade', sku: 'BA-SPADE', price: 13.5 });
    const gloves = await createRuledProduct(shop.db, { name: 'Work gloves', sku: 'BA-GLOVES', price: 4, minimumOrder: 12, packSize: 12 });
    const twine = await createRuledProduct(shop.db, { name: 'Garden twine', sku: 'BA-TWINE', price: 2, minimumOrder: 25 });
    const rake = await createRuledProduct(shop.db, { name: 'Leaf rake', sku: 'BA-RAKE', price: 20, quantity: 8 });
    const hoe = await createRuledProduct(shop.db, { name: 'Draw hoe', sku: 'BA-HOE', price: 9, quantity: 0 });
    const shears = await createRuledProduct(shop.db, { name: 'Hedge shears', sku: 'BA-SHEARS', price: 30, status: 'archived' });
    const sieve = await createRuledProduct(shop.db, { name: 'Soil sieve', sku: 'BA-SIEVE', price: 15 });
    await editProduct(shop.db, sieve.id, { deletedAt: new Date() });
    const order = await pastOrder(buyer, [
      { product: trowel, quantity: 3, unitPriceCents: 800 },
      { product: spade, quantity: 2, unitPriceCents: 1290 },
      { product: gloves, quantity: 30, unitPriceCents: 400 },
      { product: twine, quantity: 10, unitPriceCents: 200 },
      { product: rake, quantity: 20, unitPriceCents: 2000 },
      { product: hoe, quantity: 5, unitPriceCents: 900 },
      { product: shears, quantity: 1, unitPriceCents: 3000 },
      { product: sieve, quantity: 2, unitPriceCents: 1500 },
    ]);

    const response = await buyAgain(buyer, order.id);

    expect(response.statusCode).toBe(200);
    const { cart, changes } = response.json();
    expect(changes).toEqual([
      { productId: spade.id, sku: 'BA-SPADE', kind: 'price', before: 12.9, after: 13.5, message: 'Border spade (BA-SPADE): the price went from $12.90 to $13.50 a unit' },
      { productId: gloves.id, sku: 'BA-GLOVES', kind: 'quantity', before: 30, after: 36, message: 'Work gloves (BA-GLOVES): sold in packs of 12, so 36 went in instead of 30' },
      { productId: twine.id, sku: 'BA-TWINE', kind: 'quantity', before: 10, after: 25, message: 'Garden twine (BA-TWINE): minimum order quantity 25, so 25 went in instead of 10' },
      { productId: rake.id, sku: 'BA-RAKE', kind: 'stock', before: 20, after: 8, message: 'Leaf rake (BA-RAKE): only 8 can be had now, so 8 went in instead of 20' },
      { productId: hoe.id, sku: 'BA-HOE', kind: 'stock', before: 5, after: 0, message: 'Draw hoe (BA-HOE) is out of stock, so it was left out' },
      { productId: shears.id, sku: 'BA-SHEARS', kind: 'discontinued', message: 'Hedge shears (BA-SHEARS) is no longer sold, so it was left out' },
      { productId: sieve.id, sku: 'BA-SIEVE', kind: 'discontinued', message: 'Soil sieve (BA-SIEVE) is no longer sold, so it was left out' },
    ]);
    const expected = [
      ['BA-TROWEL', 3, 8],
      ['BA-SPADE', 2, 13.5],
      ['BA-GLOVES', 36, 4],
      ['BA-TWINE', 25, 2],
      ['BA-RAKE', 8, 20],
    ];
    expect(linesOf(cart).sort()).toEqual(expected.sort());
    // The cart holds what it answered, every line as seen (nothing for the buyer to review before checkout).
    const stored = await cartOf(buyer);
    expect(linesOf(stored).sort()).toEqual(expected.sort());
    expect(stored.lines.every((line) => line.changes.length === 0)).toBe(true);
  });

  it("adds to the lines already in the cart, the rules applying to the sum, and buys a cancelled or expired order again", async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const caller = callerFor(shop.db, buyer);
    const gloves = await createRuledProduct(shop.db, { sku: 'BB-GLOVES', price: 4, minimumOrder: 12, packSize: 12 });
    const rake = await createRuledProduct(shop.db, { name: 'Leaf rake', sku: 'BB-RAKE', price: 20, quantity: 8 });
    await caller.cart.setLine({ productId: gloves.id, quantity: 12 });
    await caller.cart.setLine({ productId: rake.id, quantity: 5 });
    const cancelled = await pastOrder(
      buyer,
      [
        { product: gloves, quantity: 12, unitPriceCents: 400 },
        { product: rake, quantity: 5, unitPriceCents: 2000 },
      ],
      { status: 'cancelled' },
    );

    const first = await caller.buyAgain.order({ id: cancelled.id });

    expect(linesOf(first.cart)).toEqual([
      ['BB-GLOVES', 24, 4],
      ['BB-RAKE', 8, 20],
    ]);
    expect(first.changes).toEqual([{ productId: rake.id, sku: 'BB-RAKE', kind: 'stock', before: 5, after: 3, message: 'Leaf rake (BB-RAKE): only 8 can be had now, so 3 went in instead of 5' }]);

    const expired = await pastOrder(buyer, [{ product: rake, quantity: 1, unitPriceCents: 2000 }], { status: 'expired' });
    const second = await caller.buyAgain.order({ id: expired.id });
    expect(second.changes).toEqual([
      { productId: rake.id, sku: 'BB-RAKE', kind: 'stock', before: 1, after: 0, message: 'Leaf rake (BB-RAKE): your cart already holds 8, the most that can be ordered now, so none went in' },
    ]);
    expect(linesOf(second.cart)).toEqual(linesOf(first.cart));
  });

  it("prices a company member's lines at their contract price, and a company admin buys a buyer's order into the admin's own cart at the admin's prices", async () => {
    const acme = await createCompanyFixture(shop.db, 'Buy-again Acme');
    const spade = await createRuledProduct(shop.db, { name: 'Border spade', sku: 'BC-SPADE', price: 12.9 });
    const rake = await createRuledProduct(shop.db, { name: 'Leaf rake', sku: 'BC-RAKE', price: 20 });
    // Bought at the shop's prices, before the company had its list.
    const order = await pastOrder(
      acme.depotBuyer,
      [
        { product: spade, quantity: 4, unitPriceCents: 1290 },
        { product: rake, quantity: 1, unitPriceCents: 2000 },
      ],
      { companyId: acme.company.id },
    );
    const list = await createPriceList(shop.db, { name: 'Buy-again Acme 2027' });
    await setEntry(shop.db, list.id, spade.id, { kind: 'fixed', priceCents: 1000, priceTiers: [] });
    await assignLists(shop.db, acme.company.id, [list.id]);

    const own = await callerFor(shop.db, acme.depotBuyer).buyAgain.order({ id: order.id });
    expect(own.changes).toEqual([{ productId: spade.id, sku: 'BC-SPADE', kind: 'price', before: 12.9, after: 10, message: 'Border spade (BC-SPADE): the price went from $12.90 to $10.00 a unit' }]);
    expect(own.cart.lines[0]).toMatchObject({ sku: 'BC-SPADE', unitPrice: 10, priceList: { id: list.id, name: list.name }, listPrice: 12.9 });

    await callerFor(shop.db, acme.depotBuyer).cart.removeLine({ productId: spade.id });
    const admins = await buyAgain(acme.admin, order.id);
    expect(admins.statusCode).toBe(200);
    expect(linesOf(admins.json().cart)).toEqual([
      ['BC-SPADE', 4, 10],
      ['BC-RAKE', 1, 20],
    ]);
    expect(linesOf(await cartOf(acme.admin))).toEqual(linesOf(admins.json().cart));
    // The buyer's cart is theirs: the admin's buy again put nothing in it.
    expect(linesOf(await cartOf(acme.depotBuyer))).toEqual([['BC-RAKE', 1, 20]]);

    // Someone outside the company buying the same products pays the shop's prices.
    const outsider = await createUser(shop.db, { verified: true });
    const theirs = await pastOrder(outsider, [{ product: spade, quantity: 4, unitPriceCents: 1290 }]);
    expect((await callerFor(shop.db, outsider).buyAgain.order({ id: theirs.id })).changes).toEqual([]);
  });

  it("answers 404, as for an unknown order, to anyone but the order's owner and its company's admins, and puts nothing in their cart", async () => {
    const acme = await createCompanyFixture(shop.db, 'Buy-again Birch');
    const other = await createCompanyFixture(shop.db, 'Buy-again Cedar');
    const stranger = await createUser(shop.db, { verified: true });
    const shopAdmin = await createUser(shop.db, { role: 'admin' });
    const spade = await createRuledProduct(shop.db, { sku: 'BD-SPADE', price: 12.9 });
    const companyOrder = await pastOrder(acme.depotBuyer, [{ product: spade, quantity: 2, unitPriceCents: 1290 }], { companyId: acme.company.id });
    const privateOrder = await pastOrder(stranger, [{ product: spade, quantity: 2, unitPriceCents: 1290 }]);

    const refusals = [
      [acme.anyBuyer, companyOrder.id],
      [other.admin, companyOrder.id],
      [other.anyBuyer, companyOrder.id],
      [stranger, companyOrder.id],
      [shopAdmin, companyOrder.id],
      [acme.admin, privateOrder.id],
      [acme.depotBuyer, UNKNOWN],
    ] as const;
    for (const [caller, orderId] of refusals) {
      const response = await buyAgain(caller, orderId);
      expect([response.statusCode, response.json().message], `${caller.name} buying ${orderId} again`).toEqual([404, 'No such order']);
      expect((await cartOf(caller)).lines).toEqual([]);
    }

    expect((await buyAgain(null, companyOrder.id)).statusCode).toBe(401);
    expect((await buyAgain(acme.depotBuyer, 'not-an-id')).statusCode).toBe(400);
  });

  it(`answers 409 when the order's new lines would take the cart over ${CART_LINES_MAX} lines, and adds nothing`, async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const products = await Promise.all(Array.from({ length: CART_LINES_MAX + 1 }, () => createRuledProduct(shop.db)));
    await shop.db
      .insertInto('cartLines')
      .values(products.slice(0, CART_LINES_MAX - 1).map((product) => ({ userId: buyer.id, productId: product.id, quantity: 1, seenUnitPriceCents: 1290, seenStock: 100 })))
      .execute();
    const fits = await pastOrder(buyer, [
      { product: products[0]!, quantity: 1, unitPriceCents: 1290 },
      { product: products[CART_LINES_MAX - 1]!, quantity: 1, unitPriceCents: 1290 },
    ]);
    const over = await pastOrder(buyer, [{ product: products[CART_LINES_MAX]!, quantity: 1, unitPriceCents: 1290 }]);
    const twoNew = await pastOrder(buyer, [
      { product: products[CART_LINES_MAX - 1]!, quantity: 1, unitPriceCents: 1290 },
      { product: products[CART_LINES_MAX]!, quantity: 1, unitPriceCents: 1290 },
    ]);

    const refused = await buyAgain(buyer, twoNew.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, refillTooLongMessage(CART_LINES_MAX + 1)]);
    expect((await cartOf(buyer)).lines).toHaveLength(CART_LINES_MAX - 1);

    // One line already in the cart (it takes no new line) and one new: the cart is full, not over.
    const fitted = await buyAgain(buyer, fits.id);
    expect(fitted.statusCode).toBe(200);
    expect(fitted.json().cart.lines).toHaveLength(CART_LINES_MAX);
    expect((await buyAgain(buyer, over.id)).statusCode).toBe(409);
  });
});
