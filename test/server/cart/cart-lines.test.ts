import { describe, expect, it } from 'vitest';
import { CART_LINES_MAX } from '../../../src/shared/cart-limits';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { createRuledProduct, restCart, SPADE_TIERS } from './cart-helpers';

const shop = useTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** CART_LINES_MAX + 1 products, the first `lines` of them in the user's cart (written straight to the table). */
async function cartOfLines(userId: string, lines: number) {
  const products = await Promise.all(Array.from({ length: CART_LINES_MAX + 1 }, () => createRuledProduct(shop.db)));
  await shop.db
    .insertInto('cartLines')
    .values(products.slice(0, lines).map((product) => ({ userId, productId: product.id, quantity: 1, seenUnitPriceCents: 1290, seenStock: 100 })))
    .execute();
  return products;
}

describe('the cart lines (GET /api/cart, PUT and DELETE /api/cart/lines/{productId})', () => {
  it('prices each line at the tier for its quantity: 9, 10, 49 and 50 units', async () => {
    const buyer = await createUser(shop.db);
    const spade = await createRuledProduct(shop.db, { name: 'Border spade', price: 12.9, priceTiers: SPADE_TIERS });
    const rest = restCart(shop.app, shop.db);

    const prices = [];
    for (const quantity of [9, 10, 49, 50]) {
      const response = await rest(buyer, 'PUT', `/cart/lines/${spade.id}`, { quantity });
      expect(response.statusCode).toBe(200);
      const [line] = response.json().lines;
      prices.push([line.quantity, line.unitPrice, line.lineTotal]);
    }

    expect(prices).toEqual([
      [9, 12.9, 116.1],
      [10, 11.5, 115],
      [49, 11.5, 563.5],
      [50, 10.9, 545],
    ]);
    const cart = (await rest(buyer, 'GET', '/cart')).json();
    expect(cart).toEqual({
      lines: [
        {
          productId: spade.id,
          sku: spade.sku,
          name: 'Border spade',
          image: '/images/products/spade.jpg',
          quantity: 50,
          unitPrice: 10.9,
          lineTotal: 545,
          basePrice: 12.9,
          priceTiers: [
            { minQuantity: 10, price: 11.5 },
            { minQuantity: 50, price: 10.9 },
          ],
          priceList: null,
          listPrice: null,
          minimumOrder: 1,
          packSize: 1,
          maximumOrder: null,
          stock: 100,
          changes: [],
          orderable: true,
        },
      ],
      total: 545,
    });
  });

  it('refuses a quantity between packs with 400 on the field quantity, naming the packs around it', async () => {
    const buyer = await createUser(shop.db);
    const gloves = await createRuledProduct(shop.db, { minimumOrder: 12, packSize: 12 });

    const rest = await restCart(shop.app, shop.db)(buyer, 'PUT', `/cart/lines/${gloves.id}`, { quantity: 30 });
    expect([rest.statusCode, rest.json().message]).toEqual([400, 'Sold in packs of 12: order 24 or 36']);
    const trpc = await shop.app.inject({ method: 'POST', url: '/trpc/cart.setLine', headers: await bearerHeaders(shop.db, buyer), payload: { productId: gloves.id, quantity: 5 } });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.data.fieldErrors).toEqual({ quantity: ['Minimum order quantity 12'] });

    expect((await callerFor(shop.db, buyer).cart.get()).lines).toEqual([]);
  });

  it('refuses more than the maximum or the stock, and answers 404 for a product the shop does not sell', async () => {
    const buyer = await createUser(shop.db);
    const caller = callerFor(shop.db, buyer);
    const hose = await createRuledProduct(shop.db, { quantity: 40, maximumOrder: 20 });
    const archived = await createRuledProduct(shop.db, { status: 'archived' });
    const draft = await createRuledProduct(shop.db, { status: 'draft' });

    await expect(caller.cart.setLine({ productId: hose.id, quantity: 21 })).rejects.toThrow('Maximum order quantity 20');
    for (const productId of [archived.id, draft.id, UNKNOWN]) {
      await expect(caller.cart.setLine({ productId, quantity: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'No such product' });
    }
    expect((await caller.cart.setLine({ productId: hose.id, quantity: 20 })).lines.map((line) => line.quantity)).toEqual([20]);
  });

  it('replaces the quantity on a second PUT, and removes a line idempotently', async () => {
    const buyer = await createUser(shop.db);
    const rake = await createRuledProduct(shop.db);
    const hoe = await createRuledProduct(shop.db);
    const rest = restCart(shop.app, shop.db);
    await rest(buyer, 'PUT', `/cart/lines/${rake.id}`, { quantity: 3 });
    await rest(buyer, 'PUT', `/cart/lines/${hoe.id}`, { quantity: 2 });
    await rest(buyer, 'PUT', `/cart/lines/${rake.id}`, { quantity: 7 });

    const cart = (await rest(buyer, 'GET', '/cart')).json();
    expect(cart.lines.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity])).toEqual([
      [rake.id, 7],
      [hoe.id, 2],
    ]);

    for (let i = 0; i < 2; i++) {
      const removed = await rest(buyer, 'DELETE', `/cart/lines/${rake.id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().lines.map((line: { productId: string }) => line.productId)).toEqual([hoe.id]);
    }
  });

  it(`holds at most ${CART_LINES_MAX} lines: a new one past that is refused with 409, an existing one still changes`, async () => {
    const buyer = await createUser(shop.db);
    const products = await cartOfLines(buyer.id, CART_LINES_MAX);
    const rest = restCart(shop.app, shop.db);

    const refused = await rest(buyer, 'PUT', `/cart/lines/${products[CART_LINES_MAX]!.id}`, { quantity: 1 });
    expect([refused.statusCode, refused.json().message]).toEqual([409, `Your cart holds at most ${CART_LINES_MAX} lines: remove one before adding another`]);
    expect((await rest(buyer, 'PUT', `/cart/lines/${products[0]!.id}`, { quantity: 4 })).statusCode).toBe(200);
  });

  it('lets only one of two new lines sent at once into a cart one line short of full', async () => {
    const buyer = await createUser(shop.db);
    const products = await cartOfLines(buyer.id, CART_LINES_MAX - 1);
    const rest = restCart(shop.app, shop.db);

    const answers = await Promise.all(products.slice(CART_LINES_MAX - 1).map((product) => rest(buyer, 'PUT', `/cart/lines/${product.id}`, { quantity: 1 })));

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await rest(buyer, 'GET', '/cart')).json().lines).toHaveLength(CART_LINES_MAX);
  });

  it('keeps each cart its owner’s: another customer neither sees nor changes it', async () => {
    const owner = await createUser(shop.db);
    const other = await createUser(shop.db);
    const spade = await createRuledProduct(shop.db);
    const rest = restCart(shop.app, shop.db);
    await rest(owner, 'PUT', `/cart/lines/${spade.id}`, { quantity: 5 });

    expect((await rest(other, 'GET', '/cart')).json()).toEqual({ lines: [], total: 0 });
    expect((await rest(other, 'DELETE', `/cart/lines/${spade.id}`)).statusCode).toBe(200);
    await rest(other, 'PUT', `/cart/lines/${spade.id}`, { quantity: 2 });

    expect((await callerFor(shop.db, owner).cart.get()).lines.map((line) => line.quantity)).toEqual([5]);
    expect((await callerFor(shop.db, other).cart.get()).lines.map((line) => line.quantity)).toEqual([2]);
  });

  it('answers 401 to a visitor who is not signed in, on every cart path', async () => {
    const spade = await createRuledProduct(shop.db);
    const rest = restCart(shop.app, shop.db);
    const calls = [
      rest(null, 'GET', '/cart'),
      rest(null, 'PUT', `/cart/lines/${spade.id}`, { quantity: 1 }),
      rest(null, 'DELETE', `/cart/lines/${spade.id}`),
      rest(null, 'POST', '/cart/review'),
      rest(null, 'POST', '/cart/quick-add', { lines: [{ sku: spade.sku, quantity: 1 }] }),
      rest(null, 'POST', '/cart/merge', { lines: [] }),
    ];
    for (const response of await Promise.all(calls)) expect([response.statusCode, response.json().message]).toEqual([401, 'Please sign in']);
    await expect(callerFor(shop.db, null).cart.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
